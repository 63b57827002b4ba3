import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { importCsv } from '../server/listings/import/importCsv.ts';

// npm run import -- FILE.csv: RESO-named CSV into the configured database (DATABASE_URL or PGlite in DATA_DIR).
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import -- FILE.csv');
  process.exit(2);
}
const db = await openDatabase(loadConfig());
await migrate(db);
const started = Date.now();
const summary = await importCsv(db, file);
for (const { line, reason } of summary.skipped) console.log(`line ${line}: skipped, ${reason}`);
console.log(
  `Imported ${file}: ${summary.read} rows read, ${summary.inserted} inserted, ${summary.updated} updated, ${summary.skipped.length} skipped; ` +
    `metrics recomputed for ${summary.metricsComputed} listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await db.close();
