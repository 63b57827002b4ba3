import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPglite, QUERY_CANCELED, type Database, type Reader } from '../../../server/db/database.ts';
import { failureKind, replicaWithFallback, type FallbackReader } from '../../../server/db/replicaFallback.ts';
import { freePort } from '../../freePort.ts';

/**
 * The fallback policy with real-shaped readers: two in-memory PGlite databases stand for the primary and the replica, and
 * while "down" the replica's reads go through a real pg.Pool to a port nothing listens on, so the errors the policy
 * classifies are the driver's own. The clock is injected to step through the back-off.
 */
// Two PGlite databases take seconds to open on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('reads on a replica that fall back to the primary', () => {
  let primaryDb: Database;
  let replicaDb: Database;
  let deadPool: pg.Pool;
  let deadReader: Reader;
  let replicaUp: boolean;
  let replicaCalls: number;
  let clock: number;
  let warnings: string[];
  let notices: string[];
  let reader: FallbackReader;

  /** The replica as the fallback reader sees it: its database while up, refused connections while down. */
  const replica: Reader = {
    query(text, params) {
      replicaCalls++;
      return replicaUp ? replicaDb.query(text, params) : deadReader.query(text, params);
    },
    queryWithTimeout(text, params, timeoutMs) {
      replicaCalls++;
      return replicaUp ? replicaDb.queryWithTimeout(text, params, timeoutMs) : deadReader.queryWithTimeout(text, params, timeoutMs);
    },
  };
  const whoAnswers = async () => ((await reader.query<{ name: string }>('select name from source'))[0]!.name as string) ?? '';
  /** Gives a probe the last read would have started time to run (a refused connection: a few ms), to show none ran. */
  const probeSettled = () => new Promise((resolve) => setTimeout(resolve, 200));
  /** Waits for the probe the last read started to fail: it sets the next try after the clock. */
  const probeFailed = () => vi.waitFor(() => expect(reader.state().retryAt!.getTime()).toBeGreaterThan(clock));

  beforeAll(async () => {
    primaryDb = await openPglite('memory://');
    replicaDb = await openPglite('memory://');
    await primaryDb.exec("create table source (name text); insert into source values ('primary');");
    await replicaDb.exec("create table source (name text); insert into source values ('replica');");
    deadPool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2_000 });
    deadReader = {
      query: async (text, params) => (await deadPool.query(text, params)).rows,
      queryWithTimeout: async (text, params) => (await deadPool.query(text, params)).rows,
    };
  });
  afterAll(async () => {
    await deadPool?.end();
    await primaryDb?.close();
    await replicaDb?.close();
  });
  beforeEach(() => {
    replicaUp = true;
    replicaCalls = 0;
    clock = 1_000_000;
    warnings = [];
    notices = [];
    reader = replicaWithFallback({
      replica,
      primary: primaryDb,
      now: () => clock,
      log: { warn: (message) => warnings.push(message), info: (message) => notices.push(message) },
    });
  });

  it('reads from the replica while it answers', async () => {
    expect(await whoAnswers()).toBe('replica');
    expect(reader.state()).toMatchObject({ up: true, downSince: null, retryAt: null, fallbacks: { failed: 0, down: 0, busy: 0 } });
  });

  it('answers from the primary when the replica refuses, and leaves the replica alone for 5 s, warning once', async () => {
    replicaUp = false;
    const answers = await Promise.all([whoAnswers(), whoAnswers(), whoAnswers()]);
    expect(answers).toEqual(['primary', 'primary', 'primary']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/unavailable \(.*ECONNREFUSED.*\)/);
    expect(reader.state()).toMatchObject({ up: false, downSince: new Date(clock), retryAt: new Date(clock + 5_000) });
    expect(reader.state().fallbacks.failed).toBe(3);

    replicaCalls = 0;
    clock += 4_999;
    expect(await whoAnswers()).toBe('primary');
    await probeSettled();
    expect(replicaCalls).toBe(0);
    expect(reader.state().fallbacks.down).toBe(1);
  });

  it('asks again after the back-off, doubling it from 5 s to at most 60 s while the replica stays down', async () => {
    replicaUp = false;
    await whoAnswers();
    const pauses: number[] = [];
    for (let probe = 0; probe < 6; probe++) {
      clock = reader.state().retryAt!.getTime();
      replicaCalls = 0;
      // The read that finds the back-off over is answered by the primary, while one probe asks the replica.
      expect(await whoAnswers()).toBe('primary');
      await probeFailed();
      expect(replicaCalls).toBe(1);
      pauses.push(reader.state().retryAt!.getTime() - clock);
    }
    expect(pauses).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(warnings).toHaveLength(1);
    expect(notices).toHaveLength(0);
  });

  it('returns to the replica once a probe finds it back, telling it once, and starts the next back-off at 5 s again', async () => {
    replicaUp = false;
    await whoAnswers();
    clock = reader.state().retryAt!.getTime();
    await whoAnswers();
    await probeFailed();
    expect(reader.state().retryAt!.getTime() - clock).toBe(10_000);

    replicaUp = true;
    clock += 10_000;
    expect(await whoAnswers()).toBe('primary');
    await vi.waitFor(() => expect(reader.state().up).toBe(true));
    expect(notices).toEqual([expect.stringMatching(/back after 15 s/)]);
    expect(await whoAnswers()).toBe('replica');

    replicaUp = false;
    expect(await whoAnswers()).toBe('primary');
    expect(reader.state().retryAt!.getTime() - clock).toBe(5_000);
    expect(warnings).toHaveLength(2);
  });

  it('rethrows a statement cancelled by its time-out or an SQL error, without asking the primary or marking the replica down', async () => {
    const slow = reader.queryWithTimeout("select pg_sleep(0.05), 'x' as name", [], 1);
    await expect(slow).rejects.toMatchObject({ code: QUERY_CANCELED });
    await expect(reader.query('select name from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect(reader.state()).toMatchObject({ up: true, fallbacks: { failed: 0, down: 0, busy: 0 } });
    expect(warnings).toEqual([]);
  });

  it('starts down when the replica did not answer at start, and probes it after the first back-off', async () => {
    const startedDown = replicaWithFallback({
      replica,
      primary: primaryDb,
      now: () => clock,
      log: { warn: (message) => warnings.push(message), info: (message) => notices.push(message) },
      startDown: { error: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) },
    });
    expect(startedDown.state()).toMatchObject({ up: false, retryAt: new Date(clock + 5_000) });
    expect(warnings).toHaveLength(1);
    clock += 5_000;
    await startedDown.query('select 1');
    await vi.waitFor(() => expect(startedDown.state().up).toBe(true));
  });
});

describe('which failures are the replica being unavailable', () => {
  it('a refused connection, a connection that times out and an admin shutdown are; a full pool is busy; SQL errors are not', async () => {
    const refused = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    const refusal = await refused.query('select 1').catch((error: unknown) => error);
    await refused.end();
    expect(failureKind(refusal)).toBe('unavailable');

    // A server that takes the connection and never answers: pg.Pool's connectionTimeoutMillis ends the attempt.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const stalled = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none`, connectionTimeoutMillis: 200, max: 1 });
    const timeout = await stalled.query('select 1').catch((error: unknown) => error);
    expect((timeout as Error).message).toMatch(/connection timeout/);
    expect(failureKind(timeout)).toBe('unavailable');

    // A pool whose only connection is being made (and stalls) makes the next caller wait for it: that wait times out as busy.
    const first = stalled.query('select 1').catch((error: unknown) => error);
    const queued = await stalled.query('select 1').catch((error: unknown) => error);
    expect((queued as Error).message).toBe('timeout exceeded when trying to connect');
    expect(failureKind(queued)).toBe('busy');
    await first;
    await stalled.end();
    silent.close();

    expect(failureKind(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      'unavailable',
    );
    expect(failureKind(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('unavailable');
    expect(failureKind(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(failureKind(Object.assign(new Error('canceling statement due to statement timeout'), { code: QUERY_CANCELED }))).toBe('other');
    expect(failureKind(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe('other');
    expect(failureKind(new Error('something else'))).toBe('other');
  });
});
