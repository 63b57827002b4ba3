import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { prepareDemoSeeding, seedDemoListings } from '../../server/listings/demoData.ts';
import { backgroundDemoSeeding, type DemoSeeding } from '../../server/listings/demoSeeding.ts';
import { bearer, openTestDatabase, registeredUser, testIdentity, type TestUser } from './helpers.ts';
import { checkResponsesAgainstDocument } from './openapiResponses.ts';

const today = new Date('2025-06-01');
const COUNT = 3000;

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let seeding: DemoSeeding;
let startWriting: () => void;
let user: TestUser;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  seeding = (await backgroundDemoSeeding(db, {
    count: COUNT,
    today,
    writeAfter: new Promise<void>((resolve) => (startWriting = resolve)),
    onError: (error) => {
      throw error;
    },
  }))!;
  app = await buildApp({
    config: loadConfig({ DATA_DIR: '/tmp/propscout-test', RATE_LIMIT_PER_MINUTE: '1000000' /* health polled back to back */ }),
    db,
    identity: testIdentity(),
    demoData: seeding.state,
  });
  checkResponsesAgainstDocument(app);
  user = await registeredUser(app);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const health = async () => (await app.inject({ url: '/api/health/' })).json<{ status: string; demo_data: unknown }>();
const balance = async () =>
  (await app.inject({ url: '/api/searches/credits/', headers: bearer(user) })).json<{ balance: number }>().balance;

describe('a first start, with the demo data loading in the background', () => {
  it('is healthy at once and reports the loading, in the health check and the configuration', async () => {
    const running = seeding.run(); // generating in its worker thread; writing waits for startWriting()
    const answer = await app.inject({ url: '/api/health/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', demo_data: { status: 'loading', loaded: 0, total: COUNT } });
    expect((await app.inject({ url: '/api/config/' })).json()).toMatchObject({ demo_data: { status: 'loading', loaded: 0, total: COUNT } });

    // Searches answer 503 with the progress and spend nothing: partial data neither costs a credit nor passes for the whole.
    const credits = await balance();
    const search = await app.inject({ url: '/api/searches/properties/?location=Austin%2C%20TX', headers: bearer(user) });
    expect(search.statusCode).toBe(503);
    expect(search.headers['retry-after']).toBe('5');
    expect(search.json()).toEqual({ detail: 'Demo data is loading (0 of 3,000 listings): search again in a few seconds.' });
    const count = await app.inject({
      method: 'POST',
      url: '/api/properties/auction/count/',
      headers: bearer(user),
      payload: { location: 'Austin, TX' },
    });
    expect(count.statusCode).toBe(503);
    expect(await balance()).toBe(credits);
    // Other routes serve as usual, and a caller without a session still gets its 401.
    expect((await app.inject({ url: '/api/users/profile/', headers: bearer(user) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/searches/properties/?location=Austin%2C%20TX' })).statusCode).toBe(401);

    // While the chunks are written, the health check answers between them with the count so far.
    startWriting();
    let done = false;
    void running.then(() => (done = true));
    const seen = new Set<number>();
    while (!done) {
      const { demo_data } = (await health()) as { demo_data: { status: string; loaded: number } };
      if (demo_data.status === 'loading') seen.add(demo_data.loaded);
    }
    expect([...seen].some((loaded) => loaded > 0 && loaded < COUNT)).toBe(true);
    expect(await health()).toMatchObject({ status: 'ok', demo_data: { status: 'ready', loaded: COUNT, total: COUNT } });
  }, 120_000);

  it('then searches the whole data set, for a credit as usual', async () => {
    const [city] = await db.query<{ label: string }>(
      "select label from listing_locations where kind = 'city' order by listing_count desc limit 1",
    );
    const credits = await balance();
    const search = await app.inject({
      url: `/api/searches/properties/?location=${encodeURIComponent(city!.label)}`,
      headers: bearer(user),
    });
    expect(search.statusCode).toBe(200);
    const counted = await app.inject({
      method: 'POST',
      url: '/api/searches/properties/count/',
      headers: bearer(user),
      payload: { location: city!.label },
    });
    expect(search.json()).toMatchObject({ count: counted.json<{ count: number }>().count, credits_charged: 1 });
    expect(search.json<{ count: number }>().count).toBeGreaterThan(0);
    expect(await db.query('select count(*)::int as n from listings')).toEqual([{ n: COUNT }]);
    expect(await balance()).toBe(credits - 1);
  });
});

describe('an interrupted seeding', () => {
  it('is redone on the next start: its listings go, the places to search were never listed', async () => {
    const other = await openTestDatabase();
    await migrate(other);
    try {
      expect(await prepareDemoSeeding(other)).toBe(true); // empty
      await seedDemoListings(other, { count: 500, today });
      expect(await prepareDemoSeeding(other)).toBe(false); // complete
      await other.query('delete from listing_locations'); // stopped before its last step
      expect(await prepareDemoSeeding(other)).toBe(true);
      expect(await other.query('select id from listings')).toEqual([]);
      // Never over real listings, whatever the places say.
      await seedDemoListings(other, { count: 500, today });
      await other.query('delete from listing_locations');
      await other.query('update listings set is_demo = false where id = (select min(id) from listings)');
      expect(await prepareDemoSeeding(other)).toBe(false);
      expect(await other.query<{ n: number }>('select count(*)::int as n from listings')).toEqual([{ n: 500 }]);
    } finally {
      await other.close();
    }
  }, 120_000);
});
