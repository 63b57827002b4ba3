import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText } from '../../server/lib/money.ts';
import { eventText, type ListingEvent } from '../../server/listings/history/schemas.ts';
import { importCsv } from '../../server/listings/import/importCsv.ts';
import { describeSearch, searchSentence } from '../../server/listings/search/filter/schemas.ts';
import { readSearchQuery } from '../../server/listings/search/filter/readQuery.ts';
import { daysAgo } from './listingFixtures.ts';
import { getJson, searchHarness } from './searchHelpers.ts';

let harness: Awaited<ReturnType<typeof searchHarness>>;
let dir: string;
const HEADER =
  'ListingKey,UnparsedAddress,City,StateOrProvince,PostalCode,Latitude,Longitude,PropertyType,PropertySubType,StandardStatus,ListPrice,OnMarketDate,OffMarketDate,LivingArea,YearBuilt,BedroomsTotal,PublicRemarks';
const line = (key: string, status: string, price: number, offMarket = '') =>
  `${key},${key} History St,Springfield,IL,62701,39.80,-89.64,Residential,SingleFamilyResidence,${status},${price},${daysAgo(90)},${offMarket},1500,1990,3,Plain house.`;
/**
 * The same file twice: H1 cut 325,000 → 299,000 (8%), H2 raised, H3 back on market after expiring (and cut 2.4%), H4 under
 * contract, H5 unchanged, H6 cut 10% (its drop is dated 45 days back afterwards).
 */
const FIRST = [
  line('H1', 'Active', 325000),
  line('H2', 'Active', 200000),
  line('H3', 'Expired', 410000, daysAgo(10)),
  line('H4', 'Active', 150000),
  line('H5', 'Active', 500000),
  line('H6', 'Active', 100000),
];
const SECOND = [
  line('H1', 'Active', 299000),
  line('H2', 'Active', 210000),
  line('H3', 'Active', 400000),
  line('H4', 'Pending', 150000),
  line('H5', 'Active', 500000),
  line('H6', 'Active', 90000),
];

beforeAll(async () => {
  harness = await searchHarness();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-history-'));
});
afterAll(() => harness.close());

const importLines = async (lines: string[]) => {
  const file = path.join(dir, 'feed.csv');
  fs.writeFileSync(file, [HEADER, ...lines].join('\n'));
  return importCsv(harness.db, file);
};
const events = (key: string) =>
  harness.db.query<Record<string, unknown>>(
    `select kind, old_price::float8 as old_price, new_price::float8 as new_price, old_status, new_status, source
     from listing_events e join listings l on l.id = e.listing_id where l.listing_key = $1 order by e.id`,
    [key],
  );
const listing = async (key: string) =>
  (
    await harness.db.query<Record<string, unknown>>(
      `select price_drop_pct::float8 as pct, price_drop_amount::float8 as amount, price_dropped_at, status_changed_at, back_on_market_at
       from listings where listing_key = $1`,
      [key],
    )
  )[0]!;

describe('listing history from CSV imports', () => {
  it('records a listed event per new listing, then the changes of a second import of the same file', async () => {
    await importLines(FIRST);
    expect(await events('H1')).toEqual([
      { kind: 'listed', old_price: null, new_price: 325000, old_status: null, new_status: 'Active', source: 'import' },
    ]);
    expect(await listing('H1')).toMatchObject({ pct: null, amount: null, status_changed_at: null, back_on_market_at: null });

    const summary = await importLines(SECOND);
    expect(summary).toMatchObject({ inserted: 0, updated: 6 });
    expect((await events('H1')).slice(1)).toEqual([
      { kind: 'price_change', old_price: 325000, new_price: 299000, old_status: null, new_status: null, source: 'import' },
    ]);
    expect((await events('H2')).slice(1)).toEqual([
      { kind: 'price_change', old_price: 200000, new_price: 210000, old_status: null, new_status: null, source: 'import' },
    ]);
    expect((await events('H3')).slice(1).map((e) => [e.kind, e.old_price, e.new_price, e.old_status, e.new_status])).toEqual([
      ['price_change', 410000, 400000, null, null],
      ['status_change', null, null, 'Expired', 'Active'],
    ]);
    expect((await events('H4')).slice(1).map((e) => [e.kind, e.old_status, e.new_status])).toEqual([
      ['status_change', 'Active', 'Pending'],
    ]);
    expect(await events('H5')).toHaveLength(1);

    // (325,000 − 299,000) / 325,000 = 8%; H3: 10,000 / 410,000 = 2.439…%.
    const h1 = await listing('H1');
    expect(h1.pct).toBeCloseTo(8, 10);
    expect(h1.amount).toBe(26000);
    expect(h1.price_dropped_at).not.toBeNull();
    expect(h1.status_changed_at).toBeNull();
    expect(await listing('H2')).toMatchObject({ pct: null, amount: null, price_dropped_at: null });
    const h3 = await listing('H3');
    expect(h3.pct).toBeCloseTo((10000 / 410000) * 100, 10);
    expect(h3.back_on_market_at).not.toBeNull();
    expect(h3.status_changed_at).not.toBeNull();
    expect(await listing('H4')).toMatchObject({ back_on_market_at: null, pct: null });
    expect((await listing('H4')).status_changed_at).not.toBeNull();

    // A third run of the same file changes nothing.
    await importLines(SECOND);
    const [{ n }] = (await harness.db.query<{ n: number }>(
      `select count(*)::int as n from listing_events e join listings l on l.id = e.listing_id where l.listing_key like 'H%'`,
    )) as [{ n: number }];
    expect(n).toBe(6 + 6);
  });
});

describe('auction date changes', () => {
  it('records an auction moved to another day as an event with both dates, in words; a date first given or removed is not one', async () => {
    const auction = (date: string) =>
      `${HEADER},SpecialListingConditions,AuctionDate,AuctionOpeningBid\n` +
      `AUC-HIST-1,1 Gavel Rd,Peoria,IL,61602,40.69,-89.59,Residential,SingleFamilyResidence,Active,150000,${daysAgo(20)},,1400,1980,3,Auction house.,Auction,${date},90000`;
    const file = path.join(dir, 'auction.csv');
    for (const date of ['2026-12-03T15:00:00Z', '2026-12-10T15:00:00Z', '2026-12-10T15:00:00Z', '']) {
      fs.writeFileSync(file, auction(date));
      await importCsv(harness.db, file);
    }
    const rows = await harness.db.query<{ id: string }>(`select id::text as id from listings where listing_key = 'AUC-HIST-1'`);
    const { body } = await getJson(harness, harness.user, `/api/properties/${rows[0]!.id}/history/`);
    const events = body.events as ListingEvent[];
    expect(
      events.map((e) => e.kind),
      JSON.stringify(events),
    ).toEqual(['auction_date_change', 'listed']);
    expect(events[0]).toMatchObject({ old_auction_date: '2026-12-03T15:00:00.000Z', new_auction_date: '2026-12-10T15:00:00.000Z' });
    expect(eventText(events[0]!, moneyText)).toBe('Auction moved Dec 3, 2026 → Dec 10, 2026');
  });
});

describe('GET /api/properties/{id}/history/', () => {
  it("answers the property's events newest first, and 404 for a listing that does not exist", async () => {
    const [{ id }] = (await harness.db.query<{ id: string }>(`select id::text as id from listings where listing_key = 'H3'`)) as [
      { id: string },
    ];
    const { status, body } = await getJson(harness, harness.user, `/api/properties/${id}/history/`);
    expect(status).toBe(200);
    const events = body.events as Record<string, unknown>[];
    expect(events.map((e) => e.kind)).toEqual(['status_change', 'price_change', 'listed']);
    expect(events[1]).toMatchObject({ old_price: 410000, new_price: 400000, source: 'import' });
    expect(events[0]).toMatchObject({ old_status: 'Expired', new_status: 'Active' });
    expect(typeof events[0]!.at).toBe('string');
    expect((await getJson(harness, harness.user, '/api/properties/999999999/history/')).status).toBe(404);
  });
});

describe('search filters on the history', () => {
  const springfield = '/api/searches/properties/?location=' + encodeURIComponent('Springfield, IL');
  const keys = async (query: string) => {
    const { status, body } = await getJson(harness, harness.user, `${springfield}&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const ids = (body.results as { id: string }[]).map((r) => r.id);
    const rows = await harness.db.query<{ listing_key: string }>(
      'select listing_key from listings where id = any($1::bigint[]) order by listing_key',
      [ids],
    );
    return rows.map((r) => r.listing_key);
  };

  it("'price dropped 5% in 30 days' finds exactly the listing cut 8% today, not the 2.4% cut nor the 10% cut of 45 days ago", async () => {
    await harness.db.query(`update listings set price_dropped_at = now() - interval '45 days' where listing_key = 'H6'`);
    expect(await keys('price_drop_pct_min=5&price_drop_within_days=30')).toEqual(['H1']);
    expect(await keys('price_drop_pct_min=5')).toEqual(['H1', 'H6']);
    expect(await keys('price_drop_within_days=30')).toEqual(['H1', 'H3']);
    expect(await keys('price_drop_pct_min=9.5')).toEqual(['H6']);
  });

  it('filters on back on market and on days since the status changed', async () => {
    expect(await keys('back_on_market=true')).toEqual(['H3']);
    expect(await keys('back_on_market=false')).toEqual(['H1', 'H2', 'H5', 'H6']);
    expect(await keys('status=for_sale,pending&status_changed_within_days=7')).toEqual(['H3', 'H4']);
    await harness.db.query(`update listings set status_changed_at = now() - interval '8 days' where listing_key = 'H4'`);
    expect(await keys('status=for_sale,pending&status_changed_within_days=7')).toEqual(['H3']);
  });

  it('refuses days and percents out of range with the rule, and describes the filters in words', async () => {
    for (const [query, detail] of [
      ['price_drop_within_days=0', 'price_drop_within_days must be a whole number from 1 to 3,650.'],
      ['status_changed_within_days=1.5', 'status_changed_within_days must be a whole number from 1 to 3,650.'],
      ['price_drop_pct_min=101', 'price_drop_pct_min must be a number from 0 to 100.'],
      ['back_on_market=maybe', 'back_on_market must be true or false.'],
    ]) {
      const { status, body } = await getJson(harness, harness.user, `${springfield}&${query}`);
      expect(status).toBe(400);
      expect(body.detail).toBe(detail);
    }
    const query = readSearchQuery({
      location: 'Springfield, IL',
      price_drop_pct_min: '5%',
      price_drop_within_days: '30',
      status_changed_within_days: '7',
      back_on_market: 'true',
    });
    expect(searchSentence(describeSearch(query))).toBe(
      'Springfield, IL · Active · price dropped 5%+ in the last 30 days · status changed in the last 7 days · back on market',
    );
  });
});
