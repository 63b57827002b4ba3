import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { backtestArv } from '../server/listings/metrics/backtest.ts';
import { backtestReportRange } from '../server/reports/analysis/rangeBacktest.ts';
import { salesRepository } from '../server/reports/salesRepository.ts';
import { backtestSummary } from './backtestSummary.ts';

// npm run backtest: ARV accuracy on held-out closed sales of the configured database, for the listing metrics and for the
// full report (whose ARV states a low–high range: the share of sales inside it is what the range's claim is checked against).
const db = await openDatabase(loadConfig());
await migrate(db);
const result = await backtestArv(db);
const report = backtestReportRange(await salesRepository(db).allSales());
for (const line of backtestSummary(result, report)) console.log(line);
await db.close();
