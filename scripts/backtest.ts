import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { backtestArv } from '../server/listings/metrics/backtest.ts';

// npm run backtest: ARV median absolute percentage error on held-out closed sales of the configured database.
const db = await openDatabase(loadConfig());
await migrate(db);
const result = await backtestArv(db);
console.log(`ARV backtest: ${result.heldOut} held-out closed sales (Good/Excellent condition), ${result.valued} valued from comparables.`);
console.log(`  Median absolute percentage error (MdAPE): ${result.mdape}%`);
console.log(`  Valued within 10% of the close price: ${result.within10pct}%`);
await db.close();
