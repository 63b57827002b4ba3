import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bearer, openTestDatabase, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';

/**
 * DATABASE_READ_URL: searches and counts are answered by a streaming replica, everything else by the primary. Needs a
 * primary (TEST_DATABASE_URL) and a replica of it (TEST_DATABASE_READ_URL), as .ci/run starts them. The proof that the
 * replica answers: with its replay paused, a change on the primary does not show in the searches, and does once replay
 * resumes. A write sent to the replica would fail ("cannot execute … in a read-only transaction"), so every write path
 * called here also shows that it went to the primary.
 */
const configured = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_DATABASE_READ_URL);

describe.skipIf(!configured)('searches on the read replica (DATABASE_READ_URL)', () => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;

  /** Waits until the replica has replayed everything the primary wrote so far. */
  async function replicaCaughtUp() {
    const [{ lsn }] = (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
    for (let tries = 0; tries < 200; tries++) {
      const [{ replayed }] = (await db.reader.query<{ replayed: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed', [
        lsn,
      ])) as [{ replayed: boolean }];
      if (replayed) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the replica did not replay up to ${lsn} within 10 s`);
  }
  const pauseReplay = () => db.reader.query('select pg_wal_replay_pause()');
  const resumeReplay = () => db.reader.query('select pg_wal_replay_resume()');

  const austinCount = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/searches/properties/count/',
      headers: bearer(user),
      payload: { location: 'Austin, TX' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().count as number;
  };
  const austinPage = async (extra = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/searches/properties/?location=${encodeURIComponent('Austin, TX')}${extra}`,
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { count: number; credits_charged: number; results: { id: string; is_saved: boolean }[] };
  };

  beforeAll(async () => {
    db = await openTestDatabase({ replica: true });
    await migrate(db);
    await insertFixture(db);
    app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp/propscout-test' }), db, identity: testIdentity() });
    user = await registeredUser(app);
    await replicaCaughtUp();
  });
  afterAll(async () => {
    await resumeReplay().catch(() => undefined);
    await app?.close();
    await db?.close();
  });

  it('reads from a server in recovery (the replica), writes to the primary', async () => {
    expect(await db.reader.query('select pg_is_in_recovery() as standby')).toEqual([{ standby: true }]);
    expect(await db.query('select pg_is_in_recovery() as standby')).toEqual([{ standby: false }]);
    await expect(db.reader.query('create table replica_write_probe (id int)')).rejects.toThrow(/read-only transaction/);
  });

  it('answers counts and results from the replica: a change on the primary shows only once the replica replays it', async () => {
    expect(await austinCount()).toBe(8);
    // One of the listings the search finds.
    const listingId = (await austinPage()).results[0]!.id;
    await pauseReplay();
    try {
      await db.query("update listings set city = 'Round Rock' where id = $1", [listingId]);
      // The replica has not replayed the update: the searches still see 8.
      expect(await austinCount()).toBe(8);
      expect((await austinPage()).count).toBe(8);
    } finally {
      await resumeReplay();
    }
    await replicaCaughtUp();
    expect(await austinCount()).toBe(7);
    expect((await austinPage()).count).toBe(7);
  });

  it('charges, records saved-search runs and reads the user own rows on the primary, while the replica lags', async () => {
    await pauseReplay();
    try {
      // Everything from here on is written while the replica replays nothing: a read of it there would miss it.
      const someone = await registeredUser(app);
      user = someone;
      const first = await austinPage();
      expect(first.credits_charged).toBe(1);
      const listingId = first.results[0]!.id;
      expect(first.results[0]!.is_saved).toBe(false);
      const save = await app.inject({
        method: 'POST',
        url: '/api/properties/save/',
        headers: bearer(someone),
        payload: { property_id: listingId },
      });
      expect(save.statusCode).toBe(201);
      // Saved a moment ago, on the primary: the page (from the replica) shows it saved all the same.
      const again = await austinPage();
      expect(again.credits_charged).toBe(0);
      expect(again.results.find((result) => result.id === listingId)?.is_saved).toBe(true);

      const saved = await app.inject({
        method: 'POST',
        url: '/api/searches/saved/',
        headers: bearer(someone),
        payload: { name: 'Austin', query: { location: 'Austin, TX' } },
      });
      expect(saved.statusCode).toBe(201);
      const savedId = saved.json().id as number;
      expect((await austinPage(`&saved_search_id=${savedId}`)).count).toBe(7);
      const read = await app.inject({ method: 'GET', url: `/api/searches/saved/${savedId}/`, headers: bearer(someone) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ last_result_count: 7, new_results_count: 0 });

      const balance = await app.inject({ method: 'GET', url: '/api/searches/credits/', headers: bearer(someone) });
      expect(balance.json()).toMatchObject({ balance: 99 });
    } finally {
      await resumeReplay();
    }
  });
});
