import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { cognitoCall } from '../server/identity/cognitoApi.ts';
import { localIdentity } from '../server/identity/identitySettings.ts';
import { startLocalIdentityProvider } from '../server/identity/localIdentityProvider.ts';
import { pageOf } from '../server/lib/pagination.ts';
import { seedDemoListingsIfEmpty } from '../server/listings/demoData.ts';
import { parseSearchQuery } from '../server/listings/search/searchQuery.ts';
import { searchSql } from '../server/routes/search/searchRepository.ts';
import { countArg } from '../server/listings/countArg.ts';
import { CREDITS_PER_RESULTS_PAGE } from '../server/credits/creditsRepository.ts';
import { typicalSearches } from './benchQueries.ts';

// npm run bench:search -- [--count N]: PostgreSQL when DATABASE_URL is set (default 1,000,000), else PGlite in DATA_DIR/bench (100,000).
const config = loadConfig();
const onPostgres = Boolean(config.databaseUrl);
const count = countArg(process.argv, onPostgres ? 1_000_000 : 100_000);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, `bench-${count}`) });
await migrate(db);
const seedStarted = Date.now();
const { seeded } = await seedDemoListingsIfEmpty(db, { count, log: (m) => process.stdout.write(`\r${m}   `) });
const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from listings')) as [{ n: number }];
console.log(`\n${db.kind}: ${n} listings${seeded ? ` (seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s)` : ''}`);

const idpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-bench-idp-'));
const provider = await startLocalIdentityProvider({ dataDir: idpDir, port: 9400 + Math.floor(Math.random() * 500), confirmationCode: '123456', callbackUrls: [] });
const app = await buildApp({ config, db, identity: localIdentity(provider, 'us-east-1') });
const email = `bench-${Date.now()}@example.com`;
await cognitoCall(provider.endpoint, 'SignUp', { ClientId: provider.clientId, Username: email, Password: 'Sup3r-secret!' });
await cognitoCall(provider.endpoint, 'AdminConfirmSignUp', { UserPoolId: provider.userPoolId, Username: email });
const auth = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(provider.endpoint, 'InitiateAuth', {
  ClientId: provider.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Sup3r-secret!' } });
const headers = { authorization: `Bearer ${auth.AuthenticationResult.IdToken}` };
const claims = JSON.parse(Buffer.from(auth.AuthenticationResult.IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
await app.inject({ method: 'POST', url: '/api/users/register/', headers, payload: { email, cognito_username: claims['cognito:username'], firstname: 'Bench', lastname: 'User' } });
const [user] = await db.query<{ id: number }>('select id::int as id from users where lower(email) = lower($1)', [email]);
await db.query(`insert into credit_accounts (user_id, balance) values ($1, 1000000000) on conflict (user_id) do update set balance = 1000000000`, [user!.id]);

const searches = await typicalSearches(db);
const api: number[] = [];
const sql: number[] = [];
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
for (let round = -1; round < rounds; round++) {
  for (const query of searches) {
    const params = new URLSearchParams(query).toString();
    let t = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/searches/properties/?${params}`, headers });
    const apiMs = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${params}: ${response.statusCode} ${response.body}`);
    const statement = searchSql(parseSearchQuery(query), pageOf({ page: Number(query.page ?? 1) }), user!.id, { cost: CREDITS_PER_RESULTS_PAGE, reason: 'bench' });
    t = performance.now();
    await db.query(statement.text, statement.values); // the very statement the API runs: balance, total, page and spend in one
    const sqlMs = performance.now() - t;
    if (round >= 0) { api.push(apiMs); sql.push(sqlMs); } // round -1 warms caches
  }
}
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const line = (name: string, v: number[]) => `${name.padEnd(5)} p50 ${pct(v, 50).toFixed(1).padStart(7)} ms   p95 ${pct(v, 95).toFixed(1).padStart(7)} ms`;
console.log(`${searches.length} typical searches × ${rounds} rounds`);
console.log(line('API', api));
console.log(line('SQL', sql));
const overhead = api.map((ms, i) => ms - sql[i]!); // paired per search: less sensitive to a busy machine than p50(API) − p50(SQL)
console.log(`API − SQL per search: p50 ${pct(overhead, 50).toFixed(1)} ms, p95 ${pct(overhead, 95).toFixed(1)} ms`);
console.log(`API/SQL ratio: p50 ${(pct(api, 50) / pct(sql, 50)).toFixed(2)}, p95 ${(pct(api, 95) / pct(sql, 95)).toFixed(2)}`);
await app.close();
await provider.stop();
fs.rmSync(idpDir, { recursive: true, force: true });
await db.close();
