import { defineConfig } from 'vitest/config';

/** The pure metric and report-analysis tests alone, in node: what `npm run test:mutation` (Stryker) runs per mutant. */
export default defineConfig({
  test: { include: ['tests/server/reports/analysis/**/*.test.ts', 'tests/server/listings/metrics/**/*.test.ts'], environment: 'node' },
});
