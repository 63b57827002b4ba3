import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type FeedSettings } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { feedService } from '../../server/listings/feeds/feedService.ts';
import type { SyncResult } from '../../server/listings/feeds/feedSync.ts';
import { retryAfterSeconds } from '../../server/listings/feeds/odataClient.ts';
import { openTestDatabase } from './helpers.ts';
import { at, CLIENT_ID, CLIENT_SECRET, property, startResoServer, type ResoServer } from './resoServer.ts';

const silent = { info: () => undefined, warn: () => undefined };
const KEY_LISTING = '/odata/Property?$select=ListingKey&$orderby=ListingKey&$top=1000';

const feedFor = (server: ResoServer): FeedSettings =>
  loadConfig({
    RESO_FEED_URL: `${server.url}/odata`,
    RESO_TOKEN_URL: `${server.url}/token`,
    RESO_CLIENT_ID: CLIENT_ID,
    RESO_CLIENT_SECRET: CLIENT_SECRET,
    RESO_PAGE_SIZE: '4',
    RESO_MEDIA: 'expand',
  }).feed!;

/**
 * Twelve records, four a page, in ModificationTimestamp order: [P1 P2 P3 P4] [BAD1 P5 P6 BAD2] [P7 P8 P9 P10]. BAD1's price
 * is not a number and BAD2 has no ListingKey: both skipped. P1 has three media items: two photos out of order and a floor plan.
 */
function loadFixtures(server: ResoServer) {
  server.put(
    property(1, 1, {
      Media: [
        { MediaURL: 'https://photos.example.com/p1-kitchen.jpg', MediaCategory: 'Photo', Order: 2, ShortDescription: 'Kitchen' },
        { MediaURL: 'https://photos.example.com/p1-front.jpg', MediaCategory: 'Photo', Order: 1, ShortDescription: 'Front' },
        { MediaURL: 'https://photos.example.com/p1-plan.pdf', MediaCategory: 'FloorPlan', Order: 3 },
      ],
    }),
    ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => property(n, n)),
    property(0, 4.5, { ListingKey: 'BAD1', ListPrice: 'abc' }),
    { ...property(0, 6.5), ListingKey: undefined },
  );
}

async function freshDatabase(): Promise<Database> {
  const db = await openTestDatabase();
  await migrate(db);
  return db;
}

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  ((await db.query<{ n: number }>(sql, params))[0] as { n: number }).n;
const listingCount = (db: Database) => count(db, `select count(*)::int as n from listings`);
const eventCount = (db: Database) => count(db, `select count(*)::int as n from listing_events`);
const events = (db: Database, key: string) =>
  db.query<Record<string, unknown>>(
    `select kind, old_price::float8 as old_price, new_price::float8 as new_price, old_status, new_status, source
     from listing_events e join listings l on l.id = e.listing_id where l.listing_key = $1 order by e.id`,
    [key],
  );
const listing = async (db: Database, key: string) =>
  (
    await db.query<Record<string, unknown>>(
      `select list_price, standard_status, status, off_market_date::text as off_market_date, media, metrics_computed_at
       from listings where listing_key = $1`,
      [key],
    )
  )[0];
const finished = (result: SyncResult) => {
  if (result.outcome !== 'finished') throw new Error(`the sync did not finish: ${JSON.stringify(result)}`);
  return result;
};

describe('a RESO Web API feed synced into listings', () => {
  let server: ResoServer;
  let db: Database;
  const sleeps: number[] = [];
  let service: ReturnType<typeof feedService>;
  const sync = (options: { full?: boolean } = {}) => service.sync({ owner: 'test', log: silent, ...options });

  beforeAll(async () => {
    server = await startResoServer();
    loadFixtures(server);
    db = await freshDatabase();
    service = feedService({ db, feed: feedFor(server), client: { sleep: async (ms) => void sleeps.push(ms) } });
  });
  afterAll(async () => {
    await db.close();
    await server.close();
  });

  it('replicates everything at first, page by page through @odata.nextLink, skipping the malformed records', async () => {
    const { state, resumed } = finished(await sync());
    expect(resumed).toBe(false);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/odata/Property?$orderby=ModificationTimestamp%2CListingKey&$top=4&$expand=Media',
      '/odata/Property?%24orderby=ModificationTimestamp%2CListingKey&%24top=4&%24expand=Media&%24skip=4',
      '/odata/Property?%24orderby=ModificationTimestamp%2CListingKey&%24top=4&%24expand=Media&%24skip=8',
      // After a full replication, the feed's keys: listings gone from it go off the market (none yet).
      KEY_LISTING,
    ]);
    expect(server.tokensIssued).toBe(1);
    expect(state).toMatchObject({
      pages: 3,
      received: 12,
      inserted: 10,
      updated: 0,
      skipped: 2,
      off_market: 0,
      cursor: null,
      status: 'idle',
    });
    expect(state.high_water).toBe(at(10));
    expect(state.recent_skips.map((s) => [s.key, s.reason])).toEqual([
      ['BAD1', 'ListPrice "abc" is not a valid number'],
      [null, 'ListingKey is missing'],
    ]);
    expect(await listingCount(db)).toBe(10);
    expect(await events(db, 'P3')).toEqual([
      { kind: 'listed', old_price: null, new_price: 230000, old_status: null, new_status: 'Active', source: 'feed' },
    ]);
    // The photos in their Order with their captions; the floor plan is not a photo.
    expect((await listing(db, 'P1'))!.media).toEqual([
      { url: 'https://photos.example.com/p1-front.jpg', kind: 'photo', caption: 'Front' },
      { url: 'https://photos.example.com/p1-kitchen.jpg', kind: 'photo', caption: 'Kitchen' },
    ]);
    // Metrics were recomputed for the ZIP code the run touched.
    expect(await count(db, `select count(*)::int as n from listings where metrics_computed_at is null`)).toBe(0);
  });

  it('then asks only for what changed since the high-water mark (less 5 minutes): a price cut becomes a history event', async () => {
    server.put(property(3, 12, { ListPrice: 218500 }), property(5, 13, { StandardStatus: 'Pending' }));
    const before = server.requests.length;
    const { state } = finished(await sync());
    // 2026-01-01T10:00Z less five minutes.
    expect(server.requests.slice(before).map((r) => decodeURIComponent(r.url))).toEqual([
      '/odata/Property?$filter=ModificationTimestamp ge 2026-01-01T09:55:00.000Z&$orderby=ModificationTimestamp,ListingKey&$top=4&$expand=Media',
    ]);
    // P10 (at the high-water mark, inside the overlap), P3 and P5: nothing new, nothing twice.
    expect(state).toMatchObject({ pages: 1, received: 3, inserted: 0, updated: 3, skipped: 0, high_water: at(13) });
    expect(await listingCount(db)).toBe(10);
    expect((await events(db, 'P3')).slice(1)).toEqual([
      { kind: 'price_change', old_price: 230000, new_price: 218500, old_status: null, new_status: null, source: 'feed' },
    ]);
    expect((await events(db, 'P5')).slice(1).map((e) => [e.kind, e.old_status, e.new_status])).toEqual([
      ['status_change', 'Active', 'Pending'],
    ]);
    expect(await events(db, 'P10')).toHaveLength(1);
    expect(await eventCount(db)).toBe(12);
    expect((await listing(db, 'P3'))!.metrics_computed_at).not.toBeNull();
  });

  it('takes deleted, withdrawn and expired listings off the market, a deletion sent by key only included', async () => {
    server.records.set('P1', { ListingKey: 'P1', StandardStatus: 'Deleted', ModificationTimestamp: at(14) });
    server.put(property(2, 15, { StandardStatus: 'Withdrawn', OffMarketDate: '2026-01-20' }), {
      ListingKey: 'GONE',
      StandardStatus: 'Delete',
      ModificationTimestamp: at(16),
    });
    const { state } = finished(await sync());
    // P5 (inside the overlap), P1, P2, and GONE, which was never stored and is passed over.
    expect(state).toMatchObject({ received: 4, inserted: 0, updated: 3, off_market: 2, skipped: 0 });
    expect(await listing(db, 'P1')).toMatchObject({ standard_status: 'Delete', status: 'off_market', off_market_date: '2026-01-01' });
    expect(await listing(db, 'P2')).toMatchObject({ standard_status: 'Withdrawn', status: 'off_market', off_market_date: '2026-01-20' });
    expect(await listing(db, 'GONE')).toBeUndefined();
    expect((await events(db, 'P1')).slice(1).map((e) => [e.kind, e.old_status, e.new_status, e.source])).toEqual([
      ['status_change', 'Active', 'Delete', 'feed'],
    ]);
    // The rest of P1 is kept as it was.
    expect((await listing(db, 'P1'))!.list_price).toBe(210000);
  });

  it('waits out 429 for its Retry-After (bounded) and gets a new token once when the old one answers 401', async () => {
    server.revokeTokens();
    server.throttleNext(2, '7');
    server.put(property(4, 20, { ListPrice: 250000 }));
    const before = server.requests.length;
    finished(await sync());
    expect(server.requests.slice(before).map((r) => r.status)).toEqual([401, 429, 429, 200]);
    expect(server.tokensIssued).toBe(2);
    expect(sleeps).toEqual([7000, 7000]);
    expect((await events(db, 'P4')).slice(1).map((e) => [e.old_price, e.new_price])).toEqual([[240000, 250000]]);

    // A Retry-After of a day is cut to the longest wait (120 s).
    server.throttleNext(1, '86400');
    finished(await sync());
    expect(sleeps.slice(2)).toEqual([120_000]);
  });

  it('gives up after five throttled answers in a row, keeps the error, and resumes at the same page next time', async () => {
    server.throttleNext(6, '1');
    server.put(property(6, 21, { ListPrice: 255000 }));
    const before = server.requests.length;
    const failed = await sync();
    expect(failed.outcome).toBe('failed');
    if (failed.outcome !== 'failed') return;
    expect(failed.state.status).toBe('failed');
    expect(failed.state.last_error).toBe('The feed answered 429 6 times in a row; the next sync resumes here.');
    expect(failed.state.cursor).toContain('ModificationTimestamp');
    const failedUrl = server.requests.at(-1)!.url;
    expect(server.requests.length - before).toBe(6);

    const view = await service.statuses();
    expect(view[0]!.url).toBe(`${server.url}/odata/Property`);
    expect(view[0]).toMatchObject({ status: 'failed', in_progress: true, last_error: failed.state.last_error });

    const again = finished(await sync());
    expect(again.resumed).toBe(true);
    expect(server.requests.at(-1)).toEqual({ url: failedUrl, status: 200 });
    expect(again.state.last_error).toBeNull();
    expect((await listing(db, 'P6'))!.list_price).toBe(255000);
    expect((await service.statuses())[0]).toMatchObject({ status: 'idle', in_progress: false, last_error: null, high_water: at(21) });
  });

  it('after a full replication, takes the listings gone from the feed off the market, unless too many are gone', async () => {
    // On the market from the feed now: P3–P10 (P1 was deleted, P2 withdrawn). P7 disappears without a deletion record.
    server.records.delete('P7');
    const { state } = finished(await sync({ full: true }));
    // P1 (key only), P2–P6, P8–P10, BAD1, BAD2, GONE: 12 records. Off market: P1 and P2 again (unchanged, no new event), and P7.
    expect(state).toMatchObject({ pages: 3, received: 12, inserted: 0, skipped: 2, off_market: 3, run_since: null });
    expect(await listing(db, 'P7')).toMatchObject({ standard_status: 'Delete', status: 'off_market' });
    expect((await events(db, 'P7')).slice(1).map((e) => [e.kind, e.old_status, e.new_status, e.source])).toEqual([
      ['status_change', 'Active', 'Delete', 'feed'],
    ]);
    expect(await events(db, 'P1')).toHaveLength(2);

    // Three of the seven left gone at once (43% > 20%): an answer that looks broken takes nothing off the market.
    const gone = ['P8', 'P9', 'P10'].map((key) => server.records.get(key)!);
    gone.forEach((record) => server.records.delete(String(record.ListingKey)));
    const refused = await sync({ full: true });
    expect(refused.outcome).toBe('failed');
    if (refused.outcome !== 'failed') return;
    expect(refused.error).toBe(
      "3 of the feed's 7 listings on the market are missing from its key listing: more than 20%, so none was taken off the market.",
    );
    expect(await listing(db, 'P8')).toMatchObject({ standard_status: 'Active' });
    // Every page was kept; the next run only finishes (the key listing again, the metrics, the high-water mark).
    expect(refused.state.cursor).toBe('');
    server.put(...gone);
    const before = server.requests.length;
    const again = finished(await sync());
    expect(again.resumed).toBe(true);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual([KEY_LISTING]);
    expect(await listing(db, 'P8')).toMatchObject({ standard_status: 'Active' });
  });
});

describe('what the feed sends is not trusted', () => {
  it('refuses a @odata.nextLink on another origin (the token is never sent there) and keeps the error; Retry-After may be a date', async () => {
    const server = await startResoServer();
    loadFixtures(server);
    const elsewhere = await startResoServer();
    server.nextLinkOrigin = elsewhere.url;
    const db = await freshDatabase();
    const result = await feedService({ db, feed: feedFor(server) }).sync({ owner: 'test', log: silent });
    expect(result.outcome).toBe('failed');
    if (result.outcome !== 'failed') return;
    expect(result.error).toBe(`The feed's next page is on another host (${elsewhere.url}); refusing to send it the token.`);
    // The first page is not kept either: the run resumes from it once the feed behaves.
    expect(result.state).toMatchObject({ pages: 0, status: 'failed' });
    expect(elsewhere.requests).toEqual([]);
    expect(await listingCount(db)).toBe(0);
    await Promise.all([db.close(), server.close(), elsewhere.close()]);

    // Retry-After as an HTTP date: 90 s after the client's clock.
    const now = Date.UTC(2026, 10, 27, 7, 0, 0);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 07:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 06:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});

describe('a feed sync interrupted at any point resumes without duplicates', () => {
  let server: ResoServer;
  beforeAll(async () => {
    server = await startResoServer();
    loadFixtures(server);
  });
  afterAll(() => server.close());

  /** The end state of an uninterrupted first sync of the fixtures (above). */
  const CLEAN = { pages: 3, received: 12, inserted: 10, updated: 0, skipped: 2, cursor: null, high_water: at(10) };

  it('killed while reading page 3: the rerun reads page 3 only, and ends as an uninterrupted run', async () => {
    const db = await freshDatabase();
    let killed = false;
    const dying: typeof fetch = async (input, init) => {
      if (String(input).includes('%24skip=8') && !killed) {
        killed = true;
        throw new TypeError('fetch failed: socket hang up');
      }
      return fetch(input, init);
    };
    const feed = feedFor(server);
    const first = await feedService({ db, feed, client: { fetch: dying } }).sync({ owner: 'replica-a', log: silent });
    expect(first.outcome).toBe('failed');
    if (first.outcome !== 'failed') return;
    expect(first.state).toMatchObject({ pages: 2, received: 8, inserted: 6, skipped: 2, high_water: null });
    expect(first.state.cursor).toContain('%24skip=8');
    expect(await listingCount(db)).toBe(6);

    const before = server.requests.length;
    const second = finished(await feedService({ db, feed }).sync({ owner: 'replica-b', log: silent }));
    expect(second.resumed).toBe(true);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual([first.state.cursor!.replace(server.url, ''), KEY_LISTING]);
    expect(second.state).toMatchObject(CLEAN);
    expect(await listingCount(db)).toBe(10);
    expect(await eventCount(db)).toBe(10);
    await db.close();
  });

  it('killed inside page 2 after its listings were written but before its checkpoint: the page is rolled back and read again', async () => {
    const db = await freshDatabase();
    // The checkpoint of page 2 fails as if the process died there: its transaction, listings included, is rolled back.
    let checkpoints = 0;
    const dying: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: async (text, params) => {
              if (text.includes('update feed_state set cursor = $3, pages = pages + 1') && ++checkpoints === 2)
                throw new Error('the process died');
              return tx.query(text, params);
            },
          }),
        ),
    };
    const feed = feedFor(server);
    const first = await feedService({ db: dying, feed }).sync({ owner: 'replica-a', log: silent });
    expect(first.outcome).toBe('failed');
    if (first.outcome !== 'failed') return;
    expect(first.state).toMatchObject({ pages: 1, received: 4, inserted: 4 });
    expect(first.state.cursor).toContain('%24skip=4');
    expect(await listingCount(db)).toBe(4);

    const second = finished(await feedService({ db, feed }).sync({ owner: 'replica-b', log: silent }));
    expect(second.state).toMatchObject(CLEAN);
    expect(await listingCount(db)).toBe(10);
    expect(await eventCount(db)).toBe(10);
    await db.close();
  });

  it('runs one sync of a feed at a time: a second one while the first holds the lease is turned away', async () => {
    const db = await freshDatabase();
    const feed = feedFor(server);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: typeof fetch = async (input, init) => {
      await gate;
      return fetch(input, init);
    };
    const running = feedService({ db, feed, client: { fetch: slow } }).sync({ owner: 'replica-a', log: silent });
    // Wait until replica A holds the lease (its row exists with an owner).
    while ((await db.query(`select 1 from feed_state where lease_owner = 'replica-a'`)).length === 0)
      await new Promise((r) => setTimeout(r, 10));
    expect(await feedService({ db, feed }).sync({ owner: 'replica-b', log: silent })).toEqual({ outcome: 'busy' });
    release();
    expect(finished(await running).state).toMatchObject(CLEAN);
    await db.close();
  });
});

describe("the operator's view of a feed", () => {
  it('never shows credentials written into the feed address', async () => {
    const db = await freshDatabase();
    const feed = loadConfig({
      RESO_FEED_URL: 'https://portal:hunter2@api.mls.example.com/reso/odata',
      RESO_TOKEN_URL: 'https://api.mls.example.com/token',
      RESO_CLIENT_ID: 'a',
      RESO_CLIENT_SECRET: 'b',
    }).feed!;
    const [view] = await feedService({ db, feed }).statuses();
    expect(view).toMatchObject({ url: 'https://api.mls.example.com/reso/odata/Property', status: 'never_run', in_progress: false });
    await db.close();
  });
});
