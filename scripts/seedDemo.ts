import os from 'node:os';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEFAULT_DEMO_COUNT, seedDemoListingsIfEmpty } from '../server/listings/demoData.ts';
import { countArg } from '../server/listings/countArg.ts';

// npm run seed -- [--count N]: seeds demo listings into an empty database (DATABASE_URL or PGlite in DATA_DIR), through COPY.
const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const started = Date.now();
const { seeded } = await seedDemoListingsIfEmpty(db, {
  count: countArg(process.argv, DEFAULT_DEMO_COUNT),
  log: console.log,
  workers: os.availableParallelism(),
});
const seconds = (Date.now() - started) / 1000;
console.log(
  seeded
    ? `Seeded ${seeded} demo listings in ${seconds.toFixed(1)} s (${Math.round(seeded / seconds)} rows/s, through COPY).`
    : 'Listings already present: nothing seeded.',
);
await db.close();
