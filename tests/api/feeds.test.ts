import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { bearer, buildTestApp, createCognitoUser, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { registerWithApi } from '../../server/identity/localUsers.ts';
import { at, CLIENT_ID, CLIENT_SECRET, property, startResoServer, type ResoServer } from './resoServer.ts';

/** The feed on the job queue, and the operator's view of it (GET /api/feeds/, POST /api/feeds/{id}/sync/). */
describe('feeds on the job queue, seen by the operators', () => {
  let server: ResoServer;
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let operator: TestUser;
  let member: TestUser;
  const operatorEmail = `ops-${randomUUID()}@example.com`;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startResoServer();
    server.put(...[1, 2, 3, 4, 5].map((n) => property(n, n)), property(0, 6, { ListingKey: 'BAD', PostalCode: 'none' }));
    env = {
      RESO_FEED_URL: `${server.url}/odata`,
      RESO_TOKEN_URL: `${server.url}/token`,
      RESO_CLIENT_ID: CLIENT_ID,
      RESO_CLIENT_SECRET: CLIENT_SECRET,
      RESO_PAGE_SIZE: '2',
      // Upper case here: the list is compared without case.
      ADMIN_EMAILS: `someone@example.com, ${operatorEmail.toUpperCase()}`,
      JOB_POLL_SECONDS: '1',
    };
    harness = await buildTestApp(env);
    operator = await createCognitoUser(operatorEmail);
    await registerWithApi(harness.app, operator);
    member = await registeredUser(harness.app);
  });
  afterAll(async () => {
    await harness.close();
    await server.close();
  });

  const feeds = (user: TestUser) => harness.app.inject({ method: 'GET', url: '/api/feeds/', headers: bearer(user) });

  it('refuses everyone but the operators (403), and answers 401 without a token', async () => {
    expect((await feeds(member)).statusCode).toBe(403);
    expect((await feeds(member)).json()).toEqual({ detail: "Only the portal's operators (ADMIN_EMAILS) can do this." });
    expect((await harness.app.inject({ method: 'POST', url: '/api/feeds/reso/sync/', headers: bearer(member) })).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: '/api/feeds/' })).statusCode).toBe(401);
  });

  it('shows a feed that never ran, then runs a sync as a job and shows its progress, counts and skipped records', async () => {
    const before = await feeds(operator);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual([
      expect.objectContaining({
        id: 'reso',
        url: `${server.url}/odata/Property`,
        status: 'never_run',
        in_progress: false,
        high_water: null,
      }),
    ]);

    const queued = await harness.app.inject({ method: 'POST', url: '/api/feeds/reso/sync/', headers: bearer(operator) });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ queued: true });

    let view: Record<string, unknown> = {};
    for (let i = 0; i < 200 && view.finished_at == null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      view = (await feeds(operator)).json<Record<string, unknown>[]>()[0]!;
    }
    expect(view).toMatchObject({
      status: 'idle',
      in_progress: false,
      full_replication: true,
      high_water: at(6),
      counts: { pages: 3, received: 6, inserted: 5, updated: 0, off_market: 0, skipped: 1 },
      recent_skips: [{ key: 'BAD', reason: 'PostalCode "none" is not a ZIP code' }],
      last_error: null,
    });
    // The listings are searchable as any others (the sync is the import's upsert).
    const [{ n }] = (await harness.db.query<{ n: number }>(`select count(*)::int as n from listings where listing_key like 'P%'`)) as [
      { n: number },
    ];
    expect(n).toBe(5);
  });

  it('queues a full replication on request, which asks for every record again', async () => {
    const before = server.requests.length;
    const finishedAt = async () =>
      (await harness.db.query<{ at: string | null }>(`select finished_at::text as at from feed_state where lease_owner is null`))[0]?.at;
    const lastFinished = await finishedAt();
    const queued = await harness.app.inject({ method: 'POST', url: '/api/feeds/reso/sync/?full=true', headers: bearer(operator) });
    expect(queued.statusCode).toBe(202);
    // Until the run has ended (its lease released) with a new finishing time.
    const running = async () => [lastFinished, undefined].includes(await finishedAt());
    for (let i = 0; i < 200 && (await running()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await running()).toBe(false);
    expect(server.requests[before]!.url).not.toContain('filter');
    expect(
      (await harness.app.inject({ method: 'POST', url: '/api/feeds/reso/sync/?full=maybe', headers: bearer(operator) })).statusCode,
    ).toBe(400);
  });

  it('resumes a run left in progress as soon as a replica starts, not at the next slot', async () => {
    // As a replica killed mid-run leaves it: the second page still to read.
    await harness.db.query(
      `update feed_state set cursor = $1, run_since = null, status = 'running', pages = 1, lease_owner = null, lease_until = null`,
      [`${server.url}/odata/Property?%24orderby=ModificationTimestamp%2CListingKey&%24top=2&%24skip=2`],
    );
    const before = server.requests.length;
    // A second replica starts on the same database.
    const another = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/propscout-test', ...env }),
      db: harness.db,
      identity: testIdentity(),
    });
    for (let i = 0; i < 200 && (await harness.db.query(`select 1 from feed_state where cursor is null`)).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests[before]!.url).toContain('%24skip=2');
    expect((await harness.db.query(`select cursor, status from feed_state`))[0]).toEqual({ cursor: null, status: 'idle' });
    await another.close();
  });

  it('answers 404 for a feed that is not configured and 400 for a malformed name', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/api/feeds/other/sync/', headers: bearer(operator) })).statusCode).toBe(404);
    expect(
      (await harness.app.inject({ method: 'POST', url: '/api/feeds/NOT%20A%20NAME/sync/', headers: bearer(operator) })).statusCode,
    ).toBe(400);
  });
});
