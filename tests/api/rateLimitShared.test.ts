import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { countRequest, purgeEndedRateLimitWindows } from '../../server/rateLimits/rateLimitCountersRepository.ts';
import { bearer, createCognitoUser, newTestSchemaUrl, registeredUser, testIdentity, type TestUser } from './helpers.ts';

/**
 * Several replicas of the portal on one PostgreSQL count against the same limits: two apps built on the same schema stand
 * for two replicas. On PGlite (one process) the in-memory store counts, tested by rateLimit.test.ts.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('rate limits shared by the replicas on PostgreSQL', () => {
  type App = Awaited<ReturnType<typeof buildApp>>;
  const databases: Database[] = [];
  const apps: App[] = [];
  const warnings: string[] = [];
  let replicaA: App;
  let replicaB: App;

  beforeAll(async () => {
    const url = await newTestSchemaUrl(databaseUrl!);
    // What each replica logs at warn and above, to see the store say it failed.
    const logged = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(chunk.toString());
        done();
      },
    });
    for (let i = 0; i < 2; i++) {
      const db = await openPostgres(url);
      databases.push(db);
      await migrate(db);
      const config = loadConfig({ DATA_DIR: '/tmp/propscout-test', RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_SENSITIVE_PER_HOUR: '2' });
      apps.push(await buildApp({ config, db, identity: testIdentity(), logger: { level: 'warn', stream: logged } }));
    }
    [replicaA, replicaB] = apps as [App, App];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((db) => db.close()));
  });

  const profile = (app: App, who: TestUser) => app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(who) });

  it('refuses the 5th call of a minute (RATE_LIMIT_PER_MINUTE=4) however the calls spread over the replicas, with Retry-After', async () => {
    const user = await registeredUser(replicaA);
    const statuses = [];
    for (const app of [replicaA, replicaB, replicaA, replicaB]) statuses.push((await profile(app, user)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const app of [replicaA, replicaB]) {
      const refused = await profile(app, user);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/) });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another user's count is their own.
    const other = await registeredUser(replicaB);
    expect((await profile(replicaA, other)).statusCode).toBe(200);
  });

  it('loses no count when the replicas take calls at the same moment: exactly 4 of 12 concurrent calls pass', async () => {
    const user = await registeredUser(replicaB);
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => profile(i % 2 ? replicaA : replicaB, user)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  it('shares the sensitive per-hour limit (RATE_LIMIT_SENSITIVE_PER_HOUR=2) of a route across the replicas', async () => {
    const someone = await createCognitoUser();
    const register = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/users/register/',
        headers: bearer(someone),
        payload: { cognito_username: someone.username, firstname: 'Rate', lastname: 'Limited' },
      });
    expect((await register(replicaA)).statusCode).toBe(201);
    expect((await register(replicaB)).statusCode).toBe(200);
    const refused = await register(replicaA);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await register(replicaB)).statusCode).toBe(429);
    // The per-route limit is counted apart from the per-minute one: this user's reads still pass.
    expect((await profile(replicaB, someone)).statusCode).toBe(200);
  });

  it('restarts a window that ended and purges ended windows', async () => {
    const [db] = databases as [Database];
    expect(await countRequest(db, 'test:window', 60)).toMatchObject({ count: 1 });
    const second = await countRequest(db, 'test:window', 60);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await purgeEndedRateLimitWindows(db)).toBeGreaterThanOrEqual(1);
    expect(await db.query("select 1 from rate_limit_counters where key = 'test:window'")).toEqual([]);
    await countRequest(db, 'test:ended', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await countRequest(db, 'test:ended', 60_000)).toMatchObject({ count: 1 });
    // A window in progress is kept.
    await purgeEndedRateLimitWindows(db);
    expect(await db.query("select count from rate_limit_counters where key = 'test:ended'")).toEqual([{ count: 1 }]);
  });

  it('lets requests through, and warns, when the counters cannot be written (fails open, never 500)', async () => {
    const user = await registeredUser(replicaA);
    const [db] = databases as [Database];
    await db.exec('alter table rate_limit_counters rename to rate_limit_counters_away');
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await profile(i % 2 ? replicaA : replicaB, user)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      await db.exec('alter table rate_limit_counters_away rename to rate_limit_counters');
    }
    expect(warnings.join('')).toContain('Rate limits: counting in PostgreSQL failed');
  });
});
