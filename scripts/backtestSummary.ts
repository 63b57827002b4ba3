import type { BacktestResult } from '../server/listings/metrics/backtest.ts';
import { ARV_RANGE_CALIBRATION, RANGE_COVERAGE } from '../server/listings/metrics/arv.ts';
import type { RangeBacktest } from '../server/reports/analysis/rangeBacktest.ts';

const NOTHING_TO_TEST =
  '  Nothing to test: the database holds no closed sales to hold out. Import listings with sold ones (npm run import) or generate demo data (npm run seed), then run it again.';

/** The lines `npm run backtest` prints; a part with no valued sale says so instead of printing empty percentages. */
export function backtestSummary(result: BacktestResult, report: RangeBacktest): string[] {
  const lines = [
    `ARV backtest (listing metrics): ${result.heldOut} held-out closed sales (Good/Excellent condition), ${result.valued} valued from comparables.`,
    ...(result.valued
      ? [`  Median absolute percentage error (MdAPE): ${result.mdape}%`, `  Valued within 10% of the close price: ${result.within10pct}%`]
      : [NOTHING_TO_TEST]),
    `ARV backtest (full report: adjusted comps): ${report.heldOut} held out, ${report.valued} valued.`,
  ];
  if (!report.valued) return [...lines, NOTHING_TO_TEST];
  lines.push(
    `  MdAPE: ${report.mdape}%, within 10%: ${report.within10pct}%`,
    `  Inside the stated low–high range (claims ${RANGE_COVERAGE * 100}%): ${report.insideStatedRange}%`,
  );
  for (const [level, r] of Object.entries(report.byLevel)) {
    const range = JSON.stringify(ARV_RANGE_CALIBRATION[level as keyof typeof ARV_RANGE_CALIBRATION]);
    lines.push(
      `    ${level} confidence: ${r.valued ? `${r.valued} valued, ${r.inside}% inside ${range}` : 'no sale valued at this level'}`,
    );
  }
  lines.push(`  10th/90th percentile errors measured on half the sales: ${JSON.stringify(report.calibrated)}`);
  lines.push(
    `  Other half inside ranges built from them (out of sample): ${Number.isNaN(report.outOfSampleInside) ? 'too few sales to split' : `${report.outOfSampleInside}%`}`,
  );
  return lines;
}
