import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  // amazon-cognito-identity-js still reads Node's `global`.
  define: { global: 'globalThis' },
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
