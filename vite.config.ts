import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  // .br and .gz beside every text asset: the server sends them precompressed (@fastify/static preCompressed).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // amazon-cognito-identity-js still reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // TypeBox's modules only declare (its package.json does not say so): a page that imports a server schemas.ts file
        // for its labels and limits, and builds no schema, then loads none of TypeBox. Other modules: their package's word.
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/]typebox[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
