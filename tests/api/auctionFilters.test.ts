import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertListings } from '../../server/listings/listingsWriteRepository.ts';
import { addressKey } from '../../server/listings/listingRow.ts';
import { readSearchQuery } from '../../server/listings/search/filter/readQuery.ts';
import { searchFiltersOf } from '../../server/listings/search/searchQuery.ts';
import { orderBySql, whereSql } from '../../server/listings/search/searchSql.ts';
import { SqlParams } from '../../server/lib/sqlParams.ts';
import { bearer } from './helpers.ts';
import { FIXTURE, fixtureRow } from './listingFixtures.ts';
import { getJson, searchHarness } from './searchHelpers.ts';

/**
 * Auctions in Miami, FL beside the fixture's one standard listing there (M1), with fixed days, bids and sale types, so each
 * filter's answer is worked out by hand (the auction list is soonest first).
 */
const AUCTIONS = [
  ['X1', '2026-12-01T15:00:00Z', 100_000, 'Trustee Sale'],
  ['X2', '2026-12-15T10:00:00Z', 150_000, 'Sheriff Sale'],
  ['X3', '2026-12-31T23:30:00Z', 150_001, 'Tax Deed'],
  ['X4', '2027-01-01T00:00:00Z', 90_000, 'Trustee Sale'],
  ['X5', '2026-11-30T23:59:00Z', 200_000, 'Online'],
] as const;

let h: Awaited<ReturnType<typeof searchHarness>>;
let keyOf: Record<string, string>;
beforeAll(async () => {
  h = await searchHarness();
  const m1 = FIXTURE.find(([key]) => key === 'M1')!;
  await upsertListings(
    h.db,
    AUCTIONS.map(([key, date, bid, type], i) => {
      const address = `${200 + i} Auction Way`;
      return {
        ...fixtureRow([key, ...m1.slice(1)] as typeof m1),
        unparsed_address: address,
        address_key: addressKey(address, '33101'),
        special_listing_conditions: ['Auction'],
        auction_date: date,
        auction_opening_bid: bid,
        auction_type: type,
        auction_venue: 'Online',
      };
    }),
  );
  const rows = await h.db.query<{ id: string; listing_key: string }>('select id::text as id, listing_key from listings');
  keyOf = Object.fromEntries(rows.map((r) => [r.id, r.listing_key]));
});
afterAll(() => h.close());

const miami = 'location=' + encodeURIComponent('Miami, FL');
const AUCTION_LIST = '/api/properties/auction/list/';

async function keys(query: string, path = AUCTION_LIST) {
  const { status, body } = await getJson(h, h.user, `${path}?${miami}&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.results as { id: string }[]).map((r) => keyOf[r.id]);
}

describe('auction filters on the auction list', () => {
  it('lists every auction of the place, soonest first, without the standard listing', async () => {
    expect(await keys('')).toEqual(['X5', 'X1', 'X2', 'X3', 'X4']);
  });

  it.each([
    // Whole UTC days: Dec 31 23:30 is in, Jan 1 00:00 and Nov 30 23:59 are out.
    ['auction_date_from=2026-12-01&auction_date_to=2026-12-31', ['X1', 'X2', 'X3']],
    ['auction_date_from=2026-12-15', ['X2', 'X3', 'X4']],
    ['auction_date_to=2026-12-01', ['X5', 'X1']],
    ['auction_date_from=2026-12-15&auction_date_to=2026-12-15', ['X2']],
    ['opening_bid_max=150000', ['X1', 'X2', 'X4']],
    ['opening_bid_min=150000', ['X5', 'X2', 'X3']],
    ['opening_bid_min=$150,000&opening_bid_max=$150,000', ['X2']],
    ['opening_bid_min=150000.5', ['X5', 'X3']],
    ['auction_type=' + encodeURIComponent('Trustee Sale'), ['X1', 'X4']],
    ['auction_type=trustee,tax_deed', ['X1', 'X3', 'X4']],
    ['auction_type=Sheriff&auction_type=online', ['X5', 'X2']],
    ['auction_date_from=2026-12-01&auction_date_to=2026-12-31&opening_bid_max=150000&auction_type=trustee_sale,sheriff_sale', ['X1', 'X2']],
    ['auction_date_from=2026-12-02&opening_bid_max=100000', ['X4']],
  ])('%s', async (filter, expected) => {
    expect(await keys(filter)).toEqual(expected);
  });

  it('apply to the count and the map the same way', async () => {
    const filter = { auction_date_from: '2026-12-01', auction_date_to: '2026-12-31', opening_bid_max: '150000' };
    const count = await h.app.inject({
      method: 'POST',
      url: '/api/properties/auction/count/',
      headers: bearer(h.user),
      payload: { location: 'Miami, FL', ...filter },
    });
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json().count).toBe(2);
    const clusters = await getJson(h, h.user, `/api/properties/auction/clusters/?${miami}&zoom=3&${new URLSearchParams(filter)}`);
    expect(clusters.status).toBe(200);
    expect(clusters.body.total).toBe(2);
  });

  it('apply on the standard path when the search asks for auctions alone', async () => {
    expect(await keys('is_auction=true&auction_type=sheriff', '/api/searches/properties/')).toEqual(['X2']);
    expect(await keys('property_type=auction&opening_bid_min=200000', '/api/searches/properties/')).toEqual(['X5']);
  });
});

describe('an auction export', () => {
  it('holds the filtered auctions and names the auction filters in its criteria', async () => {
    const filter = 'auction_date_from=2026-12-01&auction_date_to=2026-12-31&opening_bid_max=150000&auction_type=trustee,sheriff';
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/properties/auction/export?${miami}&${filter}&file_type=json`,
      headers: bearer(h.user),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { listing_key: string }[]).map((row) => row.listing_key)).toEqual(['X1', 'X2']);
    const history = await getJson(h, h.user, '/api/searches/properties/downloads/');
    expect(history.body.results[0]).toMatchObject({
      is_auction: true,
      row_count: 2,
      criteria: [
        'Location: Miami, FL',
        'Status: Active',
        'Listings: Auctions',
        'Auction date: Dec 1, 2026 – Dec 31, 2026',
        'Opening bid (max): $150,000',
        'Sale type: Trustee sale, Sheriff sale',
      ],
    });
  });
});

describe('auction filters refused', () => {
  it.each([
    [
      'auction_date_from=2026-12-31&auction_date_to=2026-12-01',
      'auction_date_to',
      /^auction_date_to must be on or after auction_date_from\.$/,
    ],
    ['opening_bid_min=200000&opening_bid_max=100000', 'opening_bid_max', /^opening_bid_max must be at least opening_bid_min\.$/],
    [
      'auction_type=' + encodeURIComponent('Garage Sale'),
      'auction_type',
      /^auction_type takes comma-separated sale types among Trustee Sale/,
    ],
    ['auction_date_from=2026-02-30', 'auction_date_from', /^auction_date_from must be a date written YYYY-MM-DD/],
    ['auction_date_to=next%20week', 'auction_date_to', /^auction_date_to must be a date written YYYY-MM-DD/],
    ['auction_date_from=' + '2026-12-01'.repeat(3), 'auction_date_from', /^auction_date_from must be a date/],
    ['opening_bid_max=20000000000', 'opening_bid_max', /^opening_bid_max must be a number from 0 to 10,000,000,000\.$/],
    ['opening_bid_min=-1', 'opening_bid_min', /^opening_bid_min must be a number from 0/],
  ])('400 for %s', async (query, field, detail) => {
    const { status, body } = await getJson(h, h.user, `${AUCTION_LIST}?${miami}&${query}`);
    expect(status).toBe(400);
    expect(body.detail).toMatch(detail);
    expect(Object.keys(body.errors ?? body.fields ?? {})).toContain(field);
  });

  it('on a search that may list standard listings, naming the fields', async () => {
    for (const path of ['/api/searches/properties/', '/api/searches/properties/clusters/']) {
      const { status, body } = await getJson(h, h.user, `${path}?${miami}&zoom=3&auction_date_from=2026-12-01&opening_bid_max=1`);
      expect(status).toBe(400);
      expect(body.detail).toBe(
        'auction_date_from, opening_bid_max apply to auction searches only: use /properties/auction/list/ or is_auction=true.',
      );
    }
    const standard = await getJson(h, h.user, `/api/searches/properties/?${miami}&is_auction=false&auction_type=online`);
    expect(standard.status).toBe(400);
    expect(standard.body.detail).toMatch(/^auction_type applies to auction searches only/);
  });
});

describe('an auction search by state over a date range', () => {
  it('can read the partial auction index of its location kind (migration 014) rather than the table', async () => {
    const query = readSearchQuery({
      location: 'FL',
      auction_date_from: '2026-12-01',
      auction_date_to: '2026-12-31',
      opening_bid_max: '150000',
    });
    const filters = searchFiltersOf(query, { auctionList: true });
    const params = new SqlParams();
    const where = whereSql(filters, params);
    // A few fixture rows make a table scan cheapest; with scans priced out the planner shows which index fits the statement.
    await h.db.query('analyze listings');
    const plan = await h.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select l.id from listings l where ${where} order by ${orderBySql(filters.sort)} limit 25`,
        params.values,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/listings_auction_state_idx/);
    expect(plan).toMatch(/Index Cond: .*auction_date >=.*auction_date </s);
  });
});
