/**
 * `npm run bench:import [-- --rows N]`: imports an N-row RESO CSV (default 100,000, about 19 MB) into a portal that is
 * serving, the way `npm run import` does through a running portal, and prints rows per second and the latency of
 * GET /api/health/ polled over HTTP during the import (target: p99 under 200 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { localIdentity } from '../server/identity/identitySettings.ts';
import { startLocalIdentityProvider } from '../server/identity/localIdentityProvider.ts';
import { importCsv } from '../server/listings/import/importCsv.ts';
import { freePort } from '../tests/freePort.ts';

const at = process.argv.indexOf('--rows');
const rows = at >= 0 ? Number(process.argv[at + 1]) : 100_000;
const P99_TARGET_MS = 200;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-bench-import-'));
const file = path.join(dir, 'feed.csv');
const HEADER =
  'ListingKey,UnparsedAddress,City,StateOrProvince,PostalCode,Latitude,Longitude,PropertyType,PropertySubType,StandardStatus,ListPrice,ClosePrice,CloseDate,OnMarketDate,OffMarketDate,LivingArea,YearBuilt,BedroomsTotal,SpecialListingConditions,PublicRemarks';
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
const out = fs.createWriteStream(file);
out.write(`${HEADER}\n`);
for (let i = 0; i < rows; i++) {
  const zip = 78701 + (i % 50);
  const lat = (30.2 + (i % 50) / 200 + (i % 97) / 20_000).toFixed(5);
  const lng = (-97.8 + (i % 89) / 20_000).toFixed(5);
  const sqft = 900 + (i % 23) * 90;
  const sold = i % 3 === 0;
  const price = 180_000 + (i % 41) * 7_500;
  const line = sold
    ? `B${i},${i} Bench Ave,Austin,TX,${zip},${lat},${lng},Residential,SingleFamilyResidence,Closed,${price},${price},${day(20 + (i % 300))},${day(60 + (i % 300))},,${sqft},${1950 + (i % 70)},3,Standard,Renovated kitchen and new roof.`
    : `B${i},${i} Bench Ave,Austin,TX,${zip},${lat},${lng},Residential,SingleFamilyResidence,Active,${price},,,${day(i % 120)},,${sqft},${1950 + (i % 70)},3,Standard,Needs some work; priced to sell.`;
  if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}
await new Promise<void>((resolve) => out.end(() => resolve()));
console.log(`CSV: ${rows.toLocaleString('en-US')} rows, ${(fs.statSync(file).size / 1e6).toFixed(1)} MB`);

const db = await openPglite(path.join(dir, 'pglite'));
await migrate(db);
const provider = await startLocalIdentityProvider({ dataDir: dir, port: await freePort(), confirmationCode: '123456', callbackUrls: [] });
const app = await buildApp({
  config: loadConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: '1000000' /* health is polled every 20 ms */ }),
  db,
  identity: localIdentity(provider, 'us-east-1'),
});
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });

const latencies: number[] = [];
let importing = true;
const poll = (async () => {
  while (importing) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health/`).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const started = performance.now();
const summary = await importCsv(db, file, new Date());
const seconds = (performance.now() - started) / 1000;
importing = false;
loopDelay.disable();
await poll;

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(
  `import: ${summary.read.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s = ${Math.round(summary.read / seconds).toLocaleString('en-US')} rows/s (metrics for ${summary.metricsComputed.toLocaleString('en-US')} listings)`,
);
console.log(
  `health during the import: ${latencies.length} checks, p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (target p99 < ${P99_TARGET_MS} ms: ${pct(99) < P99_TARGET_MS ? 'met' : 'NOT met'})`,
);

const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(
  `event-loop delay during the import: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
);

await app.close();
await provider.stop();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
