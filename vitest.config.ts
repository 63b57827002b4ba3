import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Interaction tests (user-event in jsdom) take seconds on a loaded 2-core machine; 5 s failed them there.
          testTimeout: 20_000,
        },
      },
      {
        // Tests of server modules that need neither a browser nor the API's identity provider, laid out as server/ is.
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Two worker threads compiling the demo generator took 5.5 s on a slow 2-core machine under the rest of the suite.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
