import path from 'node:path';
import { adminSocketPath, askPortal } from '../server/admin/adminSocket.ts';
import { loadConfig } from '../server/config.ts';
import { DatabaseLockedError } from '../server/db/dataDirLock.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { importCsv, type ImportProgress, type ImportSummary } from '../server/listings/import/importCsv.ts';
import { importRecordsCsv, type RecordsImportSummary } from '../server/listings/records/importRecords.ts';

// npm run import -- FILE.csv: RESO-named CSV into the configured database (DATABASE_URL or PGlite in DATA_DIR). While the
// portal runs on the embedded database it holds it, so the file goes through the running portal instead.
// npm run import -- --records FILE.csv: a public-records file (owners, loans, distress; docs/property-records.md).
const records = process.argv[2] === '--records';
const arg = process.argv[records ? 3 : 2];
if (!arg) {
  console.error('Usage: npm run import -- FILE.csv\n       npm run import -- --records FILE.csv');
  process.exit(2);
}
const file = path.resolve(arg);
const config = loadConfig();
const started = Date.now();
let lastPrinted = 0;
const progress = (p: ImportProgress) => {
  if (Date.now() - lastPrinted < 2000) return;
  lastPrinted = Date.now();
  console.log(
    p.phase === 'rows'
      ? `  ${p.done.toLocaleString('en-US')} rows read (${Math.round(((p.bytes ?? 0) / Math.max(1, p.of)) * 100)}% of the file)`
      : `  metrics: ${p.done} of ${p.of} ZIP codes`,
  );
};

let summary: ImportSummary | RecordsImportSummary;
try {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    summary = records ? await importRecordsCsv(db, file) : await importCsv(db, file, new Date(), { onProgress: progress });
  } finally {
    await db.close();
  }
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.log(`The portal (pid ${error.holderPid}) holds the embedded database: importing through it.`);
  summary = await importThroughPortal();
}
for (const { line, reason } of summary.skipped) console.log(`line ${line}: skipped, ${reason}`);
const counts = `${summary.read} rows read, ${summary.inserted} inserted, ${summary.updated} updated, ${summary.skipped.length} skipped`;
const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
console.log(
  'metricsComputed' in summary
    ? `Imported ${file}: ${counts}; metrics recomputed for ${summary.metricsComputed} listings in ${took}.`
    : `Imported property records ${file}: ${counts} in ${took}.`,
);

async function importThroughPortal(): Promise<ImportSummary | RecordsImportSummary> {
  const socket = adminSocketPath(config.dataDir);
  try {
    for await (const reply of askPortal(socket, { command: records ? 'import-records' : 'import', file })) {
      if ('progress' in reply) progress(reply.progress);
      else if ('done' in reply) return reply.done;
      else throw new Error(reply.error);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') {
      console.error(`The portal is running but does not answer on ${socket}; stop it and run the import again.`);
      process.exit(1);
    }
    console.error(`Import failed: ${(error as Error).message}`);
    process.exit(1);
  }
  console.error('The portal closed the connection before the import finished; see its log.');
  process.exit(1);
}
