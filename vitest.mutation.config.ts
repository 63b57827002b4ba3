import { defineConfig } from 'vitest/config';

/** The pure metric and report-analysis tests alone, in node: what `npm run test:mutation` (Stryker) runs per mutant. */
export default defineConfig({
  test: { include: ['tests/unit/reports/**/*.test.ts', 'tests/unit/metrics/**/*.test.ts'], environment: 'node' },
});
