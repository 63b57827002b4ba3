import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { localIdentity } from '../server/identity/identitySettings.ts';
import { bearer, createConfirmedUser, registerWithApi } from '../server/identity/localUsers.ts';
import { startLocalIdentityProvider } from '../server/identity/localIdentityProvider.ts';
import { pageOf } from '../server/lib/pagination.ts';
import { seedDemoListingsIfEmpty } from '../server/listings/demoData.ts';
import { readSearchQuery } from '../server/listings/search/filter/readQuery.ts';
import { searchFiltersOf } from '../server/listings/search/searchQuery.ts';
import { searchSql } from '../server/listings/search/searchRepository.ts';
import { countArg } from '../server/listings/countArg.ts';
import { credits as creditsDomain } from '../server/credits/credits.ts';
import { SEARCH_PASS_MS } from '../server/listings/search/searchCharge.ts';
import { geometrySearches, typicalSearches } from './benchQueries.ts';

// npm run bench:search -- [--count N]: PostgreSQL when DATABASE_URL is set (default 1,000,000), else PGlite in DATA_DIR/bench (100,000).
// The benchmark sends thousands of searches a minute as one user: the per-user API limit would answer most with 429.
const config = loadConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '1000000' });
const onPostgres = Boolean(config.databaseUrl);
const count = countArg(process.argv, onPostgres ? 1_000_000 : 100_000);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, `bench-${count}`) });
await migrate(db);
const seedStarted = Date.now();
const { seeded } = await seedDemoListingsIfEmpty(db, {
  count,
  log: (m) => process.stdout.write(`\r${m}   `),
  workers: os.availableParallelism(),
});
const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from listings')) as [{ n: number }];
console.log(`\n${db.kind}: ${n} listings${seeded ? ` (seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s)` : ''}`);

const idpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-bench-idp-'));
const provider = await startLocalIdentityProvider({
  dataDir: idpDir,
  port: 9400 + Math.floor(Math.random() * 500),
  confirmationCode: '123456',
  callbackUrls: [],
});
// Each request sees time a pass later, so every search pays (the charging path, the dearest one) rather than riding a pass.
let benchTime = Date.now();
const clock = () => new Date((benchTime += SEARCH_PASS_MS + 1000));
const app = await buildApp({ config, db, identity: localIdentity(provider, 'us-east-1'), clock });
const benchUser = await createConfirmedUser(provider, `bench-${Date.now()}@example.com`, 'Sup3r-secret!');
await registerWithApi(app, benchUser, { firstname: 'Bench', lastname: 'User' });
const headers = bearer(benchUser);
const [user] = await db.query<{ id: number }>('select id::int as id from users where cognito_sub = $1', [benchUser.sub]);
const credits = creditsDomain(db, clock, config.credits.startingCredits);
await credits.balance(user!.id);
await credits.grant(user!.id, 1_000_000_000, { description: 'Benchmark allowance' }); // every search spends a credit

const typical = await typicalSearches(db);
const drawn = await geometrySearches(db);
const searches = [...typical, ...drawn];
const api: number[] = [];
const sql: number[] = [];
/** The drawn-area searches' own figures, and the map's clusters of them at metro zoom (free: a count, no page). */
const drawnApi: number[] = [];
const clusterApi: number[] = [];
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
for (let round = -1; round < rounds; round++) {
  for (const query of searches) {
    const params = new URLSearchParams(query).toString();
    let t = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/searches/properties/?${params}`, headers });
    const apiMs = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${params}: ${response.statusCode} ${response.body}`);
    const filters = searchFiltersOf(readSearchQuery(query));
    const statement = searchSql(filters, pageOf({ page: Number(query.page ?? 1) }), user!.id);
    t = performance.now();
    await db.query(statement.text, statement.values); // the very statement the API runs: the total and the page in one
    const sqlMs = performance.now() - t;
    if (round >= 0) {
      api.push(apiMs);
      sql.push(sqlMs);
      if (query.geometry) drawnApi.push(apiMs);
    } // round -1 warms caches
  }
  for (const query of drawn) {
    const bbox = query.geometry!.includes('Circle') ? circleView(query.geometry!) : polygonView(query.geometry!);
    const params = new URLSearchParams({ ...query, zoom: '10', bbox }).toString();
    const t = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/searches/properties/clusters/?${params}`, headers });
    if (response.statusCode !== 200) throw new Error(`clusters ${params}: ${response.statusCode} ${response.body}`);
    if (round >= 0) clusterApi.push(performance.now() - t);
  }
}
/** A map view a little larger than the drawn area: "west,south,east,north". */
function polygonView(geometry: string): string {
  const ring = (JSON.parse(geometry) as { coordinates: [number, number][][] }).coordinates[0]!;
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [Math.min(...lngs) - 0.05, Math.min(...lats) - 0.05, Math.max(...lngs) + 0.05, Math.max(...lats) + 0.05].join(',');
}
function circleView(geometry: string): string {
  const { center, radius_miles: radius } = JSON.parse(geometry) as { center: [number, number]; radius_miles: number };
  const d = radius / 50;
  return [center[0] - d, center[1] - d, center[0] + d, center[1] + d].join(',');
}
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const line = (name: string, v: number[]) =>
  `${name.padEnd(5)} p50 ${pct(v, 50).toFixed(1).padStart(7)} ms   p95 ${pct(v, 95).toFixed(1).padStart(7)} ms`;
console.log(`${typical.length} typical + ${drawn.length} drawn-area searches × ${rounds} rounds`);
console.log(line('API', api));
console.log(line('SQL', sql));
console.log(`${line('Drawn', drawnApi)}   (API, drawn-area searches only)`);
console.log(`${line('Map', clusterApi)}   (API, clusters of the drawn areas at zoom 10)`);
const overhead = api.map((ms, i) => ms - sql[i]!); // paired per search: less sensitive to a busy machine than p50(API) − p50(SQL)
console.log(`API − SQL per search: p50 ${pct(overhead, 50).toFixed(1)} ms, p95 ${pct(overhead, 95).toFixed(1)} ms`);
console.log(`API/SQL ratio: p50 ${(pct(api, 50) / pct(sql, 50)).toFixed(2)}, p95 ${(pct(api, 95) / pct(sql, 95)).toFixed(2)}`);
await app.close();
await provider.stop();
fs.rmSync(idpDir, { recursive: true, force: true });
await db.close();
