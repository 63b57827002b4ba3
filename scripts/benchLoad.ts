/**
 * npm run bench:load -- [--count N] [--users 200] [--seconds 20] [--warmup 5] [--calls count,search] [--profile DIR]:
 * replicas of the production server (server/main.ts) and autocannon sending the count and search calls of `--users`
 * signed-in users at once, spread evenly over the replicas. Prints requests per second, latency percentiles and errors
 * per call and in total. Each call is first sent for `--warmup` seconds under the same load and not counted, so the
 * figures are the steady state rather than the first requests' compilation and cold caches (0 measures from cold).
 *
 * With DATABASE_URL: two replicas on that PostgreSQL, N demo listings (seeded when the database has none; default
 * 200,000). Without it: one process on the embedded PGlite in a temporary data folder with N demo listings (default
 * 100,000, as `npm start` has). `--profile DIR` runs the server(s) with --cpu-prof and leaves a .cpuprofile per process in
 * DIR (open it in Chrome DevTools' Performance panel or speedscope for the flame graph).
 *
 * Every user is a real Cognito user (cognito-local) with a token of its own. The per-user limit is raised for the run
 * (RATE_LIMIT_PER_MINUTE) because users sending as fast as the servers answer exceed any fair limit: the benchmark
 * measures the servers, not the limiter. The load generator runs on the same machine and takes its share of the cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { openDatabase, openPostgres, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { startLocalIdentityProvider } from '../server/identity/localIdentityProvider.ts';
import { createConfirmedUser, type LocalUser } from '../server/identity/localUsers.ts';
import { countArg } from '../server/listings/countArg.ts';
import { seedDemoListingsIfEmpty } from '../server/listings/demoData.ts';
import { startReplica, type Replica } from '../tests/api/replicaHarness.ts';
import { freePort } from '../tests/freePort.ts';
import { typicalSearches } from './benchQueries.ts';
import { cpuProfileParts } from './cpuProfileSummary.ts';

const databaseUrl = process.env.DATABASE_URL;
const numberArg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const textArg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const users = numberArg('users', 200);
const seconds = numberArg('seconds', 20);
const warmupSeconds = numberArg('warmup', 5);
const count = countArg(process.argv, databaseUrl ? 200_000 : 100_000);
const chosenCalls = (textArg('calls') ?? 'count,search').split(',');
const profileDir = textArg('profile');
const replicaCount = databaseUrl ? 2 : 1;
// The embedded database belongs to one process: the benchmark seeds it, then hands the folder to the server.
const pgliteDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-load-data-'));

const db: Database = databaseUrl ? await openPostgres(databaseUrl) : await openDatabase({ dataDir: pgliteDir! });
await migrate(db);
const { seeded } = await seedDemoListingsIfEmpty(db, { count, log: (m) => process.stdout.write(`\r${m}   `) });
const [{ listings }] = (await db.query<{ listings: number }>('select count(*)::int as listings from listings')) as [{ listings: number }];
console.log(`\n${db.kind}: ${listings.toLocaleString('en-US')} listings${seeded ? ' (seeded now)' : ''}`);
const searches = await typicalSearches(db);
await db.close();

const idpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-load-idp-'));
const idp = await startLocalIdentityProvider({ dataDir: idpDir, port: await freePort(), confirmationCode: '123456', callbackUrls: [] });
const env = {
  COGNITO_ENDPOINT: idp.endpoint,
  COGNITO_USER_POOL_ID: idp.userPoolId,
  COGNITO_CLIENT_ID: idp.clientId,
  MAIL_CATCHER_SMTP_PORT: '0',
  MAIL_CATCHER_WEB_PORT: '0',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  APP_SECRET: randomBytes(32).toString('hex'),
  API_KEY_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '10000000',
  TRIAL_CREDITS: '100000',
  LOG_LEVEL: 'warn',
};
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const replicas: Replica[] = [];
for (let r = 0; r < replicaCount; r++) replicas.push(await startReplica(`load-${r}`, env, { dataDir: pgliteDir, nodeArgs }));
const perReplica = users / replicaCount;

try {
  process.stdout.write(`Signing up ${users} users…`);
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const user: LocalUser = await createConfirmedUser(idp, `load-${Date.now()}-${i}@example.com`, 'Sup3r-secret!');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: user.email,
      cognito_username: user.username,
      firstname: 'Load',
      lastname: `User ${i}`,
    }))
      form.append(name, value);
    const answer = await fetch(`${replicas[i % replicaCount]!.base}/api/users/register/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: form,
    });
    if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${await answer.text()}`);
    tokens.push(user.idToken);
  }
  console.log(' done');

  const calls = {
    count: (i: number) => ({
      method: 'POST' as const,
      path: '/api/searches/properties/count/',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(searches[i % searches.length]),
    }),
    search: (i: number) => ({
      method: 'GET' as const,
      path: `/api/searches/properties/?${new URLSearchParams(searches[i % searches.length]).toString()}`,
      headers: {},
    }),
  };
  for (const [name, request] of Object.entries(calls).filter(([call]) => chosenCalls.includes(call))) {
    // An equal share of the users on each replica, each connection one user sending request after request; one run per
    // replica of warm-up plus measured seconds, so the measured part keeps the warm connections.
    const started = performance.now();
    const measured = replicas.map(() => [] as number[]);
    const runs = replicas.map((replica, r) => {
      let sent = 0;
      let finish: (result: autocannon.Result) => void = () => {};
      let fail: (error: Error) => void = () => {};
      const done = new Promise<autocannon.Result>((resolve, reject) => ([finish, fail] = [resolve, reject]));
      const run = autocannon(
        {
          url: replica.base,
          connections: perReplica,
          duration: warmupSeconds + seconds,
          requests: [
            {
              setupRequest: (req, context: { user?: number }) => {
                context.user ??= r * perReplica + Math.floor(Math.random() * perReplica);
                const call = request((sent += 1));
                return { ...req, ...call, headers: { ...call.headers, authorization: `Bearer ${tokens[context.user]}` } };
              },
            },
          ],
        },
        (error, result) => (error ? fail(error) : finish(result)),
      );
      run.on('response', (_client: unknown, _status: number, _bytes: number, responseMs: number) => {
        if (performance.now() - started > warmupSeconds * 1000) measured[r]!.push(responseMs);
      });
      return done;
    });
    const results = await Promise.all(runs);
    const failed = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
    console.log(
      `\n${name}: ${users} users over ${replicaCount} ${db.kind} replica(s), ${warmupSeconds} s warm-up then ${seconds} s measured`,
    );
    results.forEach((result, r) => {
      const { perSecond, p50, p90, p99, max } = latencyFigures(measured[r]!, seconds);
      console.log(
        `  replica ${r + 1}: ${perSecond.toFixed(0)} req/s, latency p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms` +
          ` (whole run from cold connections: p99 ${result.latency.p99} ms, max ${result.latency.max} ms);` +
          ` errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
    });
    const total = measured.reduce((sum, latencies) => sum + latencies.length, 0);
    console.log(`  total measured: ${total} requests, ${(total / seconds).toFixed(0)} req/s; ${failed} failed in the whole run`);
  }
} finally {
  for (const replica of replicas) replica.process.kill('SIGTERM');
  await Promise.all(replicas.map((replica) => replica.exited));
  await idp.stop();
  fs.rmSync(idpDir, { recursive: true, force: true });
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  if (profileDir)
    for (const file of fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
      const parts = cpuProfileParts(path.join(profileDir, file));
      console.log(`\nCPU time (not idle) of ${path.join(path.resolve(profileDir), file)}:`);
      for (const { part, share } of parts) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${part}`);
    }
}

/** Throughput and latency percentiles (nearest rank, whole milliseconds) of the measured responses. */
function latencyFigures(latencies: number[], seconds: number) {
  const sorted = latencies.toSorted((a, b) => a - b);
  const rank = (p: number) => Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { perSecond: sorted.length / seconds, p50: rank(50), p90: rank(90), p99: rank(99), max: Math.round(sorted.at(-1) ?? 0) };
}
