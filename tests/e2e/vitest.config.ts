import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's chromium driven by playwright-core against the portal started by `npm start`. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One more try for a test that failed, as Playwright's runner does on CI: a real browser against a real server on a
    // busy 2-core machine now and then stalls a page load past its timeout. A broken behaviour fails both tries.
    retry: 1,
  },
});
