import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openPostgres, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freePort } from '../freePort.ts';
import { bearer, inSchema, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { postgresBinaries, startPgReplica, type PgReplica } from './pgReplica.ts';
import { waitFor } from './replicaHarness.ts';

/**
 * DATABASE_READ_URL's replica down or unreachable: searches and counts keep answering, from the primary, and go back to
 * the replica once it is up again. Needs TEST_DATABASE_URL (a PostgreSQL primary); the second part makes its own
 * streaming replica of it (pg_basebackup and pg_ctl from Debian's postgresql, as .ci/run has) so that it can stop it
 * mid-test without taking the suite's shared replica (TEST_DATABASE_READ_URL) away from other tests.
 */
const primaryUrl = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = 'replica-metrics-token-0123456789';
/** The fixture's listings in Austin, TX. */
const AUSTIN = 8;

/** A new schema on the primary, with the migrations and the listing fixture. */
async function fixtureSchema(url: string): Promise<string> {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = await openPostgres(url);
  try {
    await admin.exec(`create schema ${schema}`);
  } finally {
    await admin.close();
  }
  const db = await openPostgres(inSchema(url, schema));
  try {
    await migrate(db);
    await insertFixture(db);
  } finally {
    await db.close();
  }
  return schema;
}

/** The portal on `db`, with its metrics on the public port, and a user who searches. */
async function portal(db: Database) {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', METRICS_TOKEN }),
    db,
    identity: testIdentity(),
  });
  const user = await registeredUser(app);
  return { app, user };
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function austinCount(app: App, user: TestUser): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/searches/properties/count/',
    headers: bearer(user),
    payload: { location: 'Austin, TX' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
}

async function austinPage(app: App, user: TestUser): Promise<{ count: number; results: { id: string }[] }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/searches/properties/?location=${encodeURIComponent('Austin, TX')}`,
    headers: bearer(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function health(app: App) {
  const response = await app.inject({ method: 'GET', url: '/api/health/' });
  return {
    statusCode: response.statusCode,
    body: response.json() as { status: string; read_replica: { status: string; detail: string } | null },
  };
}

/** One sample of the metrics text, e.g. `propscout_read_replica_up` or `propscout_read_replica_fallbacks_total{reason="down"}`. */
async function metric(app: App, sample: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  const line = response.body.split('\n').find((text) => text.startsWith(`${sample} `));
  if (!line) throw new Error(`no ${sample} in the metrics:\n${response.body}`);
  return Number(line.slice(sample.length + 1));
}

function transitions() {
  const warnings: string[] = [];
  const notices: string[] = [];
  return {
    warnings,
    notices,
    log: { warn: (message: string) => warnings.push(message), info: (message: string) => notices.push(message) },
  };
}

describe.skipIf(!primaryUrl)('a read replica that nothing answers at its address', () => {
  let db: Database;
  let app: App;
  let user: TestUser;
  const told = transitions();

  beforeAll(async () => {
    const schema = await fixtureSchema(primaryUrl!);
    const nowhere = new URL(primaryUrl!);
    nowhere.hostname = '127.0.0.1';
    nowhere.port = String(await freePort());
    // The portal starts all the same: the replica is marked down at once.
    db = await openPostgres(inSchema(primaryUrl!, schema), inSchema(nowhere.toString(), schema), { replicaLog: told.log });
    ({ app, user } = await portal(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers searches and counts from the primary, and says so in health and metrics', async () => {
    expect(await austinCount(app, user)).toBe(AUSTIN);
    expect((await austinPage(app, user)).count).toBe(AUSTIN);
    expect(await austinCount(app, user)).toBe(AUSTIN);

    expect(db.replicaState()).toMatchObject({ up: false, lastError: expect.stringMatching(/ECONNREFUSED/) });
    const { statusCode, body } = await health(app);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.read_replica).toMatchObject({ status: 'unavailable', detail: expect.stringMatching(/primary answers/) });
    expect(await metric(app, 'propscout_read_replica_up')).toBe(0);
    expect(await metric(app, 'propscout_read_replica_fallbacks_total{reason="down"}')).toBeGreaterThanOrEqual(3);
    expect(told.warnings).toHaveLength(1);
  });
});

describe.skipIf(!primaryUrl || !postgresBinaries())('a streaming replica stopped mid-test and started again', () => {
  let replica: PgReplica;
  let schema: string;
  let primary: Database;
  let db: Database;
  let app: App;
  let user: TestUser;
  /** The test's own connection to the replica: pauses its replay and tells what it has replayed. */
  let control: pg.Client | null = null;
  const told = transitions();

  async function connectControl() {
    await control?.end().catch(() => undefined);
    control = new pg.Client({ connectionString: replica.url });
    // Stopping the replica terminates this connection: an error event without a listener would end the test process.
    control.on('error', () => undefined);
    await control.connect();
  }
  /** Waits until the replica has replayed everything the primary wrote so far. */
  async function replicaCaughtUp() {
    const [{ lsn }] = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
    await waitFor(
      `the replica to replay up to ${lsn}`,
      30_000,
      async () => {
        const { rows } = await control!.query<{ replayed: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed', [lsn]);
        return rows[0]!.replayed ? true : undefined;
      },
      50,
    );
  }
  const moveAway = (id: string) => primary.query("update listings set city = 'Round Rock' where id = $1", [id]);

  beforeAll(async () => {
    schema = await fixtureSchema(primaryUrl!);
    replica = await startPgReplica(primaryUrl!);
    primary = await openPostgres(inSchema(primaryUrl!, schema));
    db = await openPostgres(inSchema(primaryUrl!, schema), inSchema(replica.url, schema), { replicaLog: told.log });
    ({ app, user } = await portal(db));
    await connectControl();
    await replicaCaughtUp();
  }, 120_000);
  afterAll(async () => {
    await control?.end().catch(() => undefined);
    await app?.close();
    await db?.close();
    await primary?.close();
    await replica?.destroy();
  });

  it('keeps answering from the primary while the replica is stopped, then reads from the replica again once it is back', async () => {
    const [first, second] = (await austinPage(app, user)).results.map((result) => result.id) as [string, string];

    // The replica answers: with its replay paused, a listing moved away on the primary still counts.
    await control!.query('select pg_wal_replay_pause()');
    await moveAway(first);
    expect(await austinCount(app, user)).toBe(AUSTIN);
    expect(db.replicaState()?.up).toBe(true);

    // Stopped mid-test: the next search and count fail on the replica and are answered by the primary (the move shows).
    await replica.stop();
    expect(await austinCount(app, user)).toBe(AUSTIN - 1);
    expect((await austinPage(app, user)).count).toBe(AUSTIN - 1);
    expect(await austinCount(app, user)).toBe(AUSTIN - 1);
    const down = db.replicaState()!;
    expect(down.up).toBe(false);
    expect(down.fallbacks.failed).toBeGreaterThanOrEqual(1);
    expect(down.fallbacks.down).toBeGreaterThanOrEqual(1);
    expect((await health(app)).body.read_replica?.status).toBe('unavailable');
    expect(await metric(app, 'propscout_read_replica_up')).toBe(0);
    expect(await metric(app, 'propscout_read_replica_fallbacks_total{reason="failed"}')).toBeGreaterThanOrEqual(1);
    // One warning for the transition, not one per read.
    expect(told.warnings).toHaveLength(1);
    expect(told.warnings[0]).toMatch(/Read replica .* unavailable/);

    // Started again (its replay resumes on its own): after its back-off a probe finds it, and reads return to it.
    await replica.start();
    await waitFor('reads to return to the replica', 90_000, async () => {
      expect(await austinCount(app, user)).toBe(AUSTIN - 1);
      return db.replicaState()!.up ? true : undefined;
    });
    expect(told.notices).toEqual([expect.stringMatching(/Read replica .* is back/)]);
    expect(told.warnings).toHaveLength(1);

    // The proof that the replica answers again: with its replay paused, the next move on the primary does not show.
    await connectControl();
    await replicaCaughtUp();
    await control!.query('select pg_wal_replay_pause()');
    try {
      await moveAway(second);
      expect(await austinCount(app, user)).toBe(AUSTIN - 1);
      expect((await austinPage(app, user)).count).toBe(AUSTIN - 1);
    } finally {
      await control!.query('select pg_wal_replay_resume()');
    }
    await replicaCaughtUp();
    expect(await austinCount(app, user)).toBe(AUSTIN - 2);
    expect(db.replicaState()?.up).toBe(true);
    expect((await health(app)).body.read_replica?.status).toBe('ok');
    expect(await metric(app, 'propscout_read_replica_up')).toBe(1);
  }, 180_000);
});
