import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { backtestArv } from '../server/listings/metrics/backtest.ts';
import { ARV_RANGE_CALIBRATION, RANGE_COVERAGE } from '../server/reports/analysis/arvEstimate.ts';
import { backtestReportRange } from '../server/reports/analysis/rangeBacktest.ts';
import { salesReader } from '../server/reports/salesReader.ts';

// npm run backtest: ARV accuracy on held-out closed sales of the configured database, for the listing metrics and for the
// full report (whose ARV states a low–high range: the share of sales inside it is what the range's claim is checked against).
const db = await openDatabase(loadConfig());
await migrate(db);
const result = await backtestArv(db);
console.log(
  `ARV backtest (listing metrics): ${result.heldOut} held-out closed sales (Good/Excellent condition), ${result.valued} valued from comparables.`,
);
console.log(`  Median absolute percentage error (MdAPE): ${result.mdape}%`);
console.log(`  Valued within 10% of the close price: ${result.within10pct}%`);
const report = backtestReportRange(await salesReader(db).allSales());
console.log(`ARV backtest (full report: adjusted comps): ${report.heldOut} held out, ${report.valued} valued.`);
console.log(`  MdAPE: ${report.mdape}%, within 10%: ${report.within10pct}%`);
console.log(`  Inside the stated low–high range (claims ${RANGE_COVERAGE * 100}%): ${report.insideStatedRange}%`);
for (const [level, r] of Object.entries(report.byLevel)) {
  console.log(
    `    ${level} confidence: ${r.valued} valued, ${r.inside}% inside ${JSON.stringify(ARV_RANGE_CALIBRATION[level as keyof typeof ARV_RANGE_CALIBRATION])}`,
  );
}
console.log(`  10th/90th percentile errors measured on half the sales: ${JSON.stringify(report.calibrated)}`);
console.log(`  Other half inside ranges built from them (out of sample): ${report.outOfSampleInside}%`);
await db.close();
