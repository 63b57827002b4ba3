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
 * Auctions in Miami, FL beside the fixture's one standard listing there (M1), with fixed days, bids, sale types and
 * statuses (X5's data gives none), so each filter's answer is worked out by hand (the auction list is soonest first:
 * X5, X1, X2, X3, X4).
 */
const AUCTIONS = [
  ['X1', '2026-12-01T15:00:00Z', 100_000, 'Trustee Sale', 'scheduled'],
  ['X2', '2026-12-15T10:00:00Z', 150_000, 'Sheriff Sale', 'postponed'],
  ['X3', '2026-12-31T23:30:00Z', 150_001, 'Tax Deed', 'sold'],
  ['X4', '2027-01-01T00:00:00Z', 90_000, 'Trustee Sale', 'reverted_to_lender'],
  ['X5', '2026-11-30T23:59:00Z', 200_000, 'Online', null],
] as const;

let h: Awaited<ReturnType<typeof searchHarness>>;
let keyOf: Record<string, string>;
beforeAll(async () => {
  h = await searchHarness();
  const m1 = FIXTURE.find(([key]) => key === 'M1')!;
  await upsertListings(
    h.db,
    AUCTIONS.map(([key, date, bid, type, status], i) => {
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
        auction_status: status,
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
    // Auction status: X5 has none, so it matches no status; spellings are read as the stored values.
    ['auction_status=scheduled', ['X1']],
    ['auction_status=postponed,scheduled', ['X1', 'X2']],
    ['auction_status=' + encodeURIComponent('Sold at auction') + '&auction_status=REVERTED', ['X3', 'X4']],
    ['auction_status=reverted%20to%20lender', ['X4']],
    ['auction_status=canceled,cancelled', []],
    ['auction_type=trustee&auction_status=reverted_to_lender,sold', ['X4']],
    ['auction_date_to=2026-12-31&auction_status=scheduled,postponed,sold', ['X1', 'X2', 'X3']],
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

  it('answer each auction with its status as the API spells it, null when its data gives none', async () => {
    const { body } = await getJson(h, h.user, `${AUCTION_LIST}?${miami}`);
    const statusOf = Object.fromEntries(
      (body.results as { id: string; auction_status: string | null }[]).map((r) => [keyOf[r.id], r.auction_status]),
    );
    expect(statusOf).toEqual({ X1: 'scheduled', X2: 'postponed', X3: 'sold', X4: 'reverted_to_lender', X5: null });
  });

  it('apply on the standard path when the search asks for auctions alone', async () => {
    expect(await keys('is_auction=true&auction_status=postponed', '/api/searches/properties/')).toEqual(['X2']);
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

describe('an auction export with a status filter', () => {
  it('writes the status by its label in a CSV (its code in JSON) and names the filter in the criteria', async () => {
    const filter = 'auction_status=postponed,reverted_to_lender';
    const json = await h.app.inject({
      method: 'GET',
      url: `/api/properties/auction/export?${miami}&${filter}&file_type=json`,
      headers: bearer(h.user),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect((json.json() as { listing_key: string; auction_status: string }[]).map((r) => [r.listing_key, r.auction_status])).toEqual([
      ['X2', 'postponed'],
      ['X4', 'reverted_to_lender'],
    ]);
    const csv = await h.app.inject({
      method: 'GET',
      url: `/api/properties/auction/export?${miami}&${filter}&file_type=csv`,
      headers: bearer(h.user),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(',').indexOf('Auction status');
    expect(column).toBeGreaterThan(-1);
    expect(lines.map((line) => line.split(',')[column])).toEqual(['Postponed', 'Reverted to lender']);
    const history = await getJson(h, h.user, '/api/searches/properties/downloads/');
    expect(history.body.results[0].criteria).toEqual([
      'Location: Miami, FL',
      'Status: Active',
      'Listings: Auctions',
      'Auction status: Postponed, Reverted to lender',
    ]);
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
    [
      'auction_status=pending',
      'auction_status',
      /^auction_status takes comma-separated auction statuses among scheduled, postponed, cancelled, sold, reverted_to_lender\.$/,
    ],
    ['auction_status=sold,' + 'x'.repeat(300), 'auction_status', /^auction_status takes comma-separated auction statuses/],
    ['auction_status=' + Array(6).fill('sold').join(','), 'auction_status', /^auction_status takes comma-separated auction statuses/],
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
    for (const listing of ['', '&is_auction=false', '&property_type=standard']) {
      const refused = await getJson(h, h.user, `/api/searches/properties/?${miami}${listing}&auction_status=sold`);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(
        'auction_status applies to auction searches only: use /properties/auction/list/ or is_auction=true.',
      );
    }
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

describe('an auction search by state with a status', () => {
  it('reads the auction status index (migration 150): the status is in its index condition, not a filter on every auction', async () => {
    const query = readSearchQuery({ location: 'FL', auction_status: 'sold,reverted_to_lender' });
    const filters = searchFiltersOf(query, { auctionList: true });
    const params = new SqlParams();
    const where = whereSql(filters, params);
    // Auctions across ten states, mostly scheduled (the five fixture auctions alone make any plan cheap), inserted and
    // analysed in a transaction that is rolled back, so the other tests never see them.
    class RolledBack extends Error {
      constructor(readonly plan: string) {
        super('rolled back');
      }
    }
    const plan = await h.db
      .transaction(async (tx) => {
        await tx.query(
          `insert into listings (listing_key, unparsed_address, address_key, city, state_or_province, postal_code, county_or_parish,
             property_type, standard_status, special_listing_conditions, list_price, auction_date, auction_status, public_remarks, media)
           select 'T' || g, g || ' Bay St', 'tampa-' || g, 'Tampa', (array['FL', 'TX', 'CA', 'AZ', 'GA', 'NC', 'OH', 'IL', 'NY', 'WA'])[1 + g % 10],
             '33602', 'Hillsborough', 'Residential', 'Active',
             array['Auction'], 150000, timestamptz '2026-12-01' + g * interval '1 hour',
             case when (g / 10) % 10 = 0 then 'sold' else 'scheduled' end, '', '[]'
           from generate_series(1, 5000) g`,
        );
        await tx.query('analyze listings');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          `explain select l.id from listings l where ${where} order by ${orderBySql(filters.sort)} limit 25`,
          params.values,
        );
        throw new RolledBack(rows.map((row) => row['QUERY PLAN']).join('\n'));
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.plan;
        throw error;
      });
    expect(plan).toMatch(/listings_auction_status_idx/);
    expect(plan).toMatch(/Index Cond: .*auction_status = ANY/);
    const [{ n }] = (await h.db.query<{ n: number }>("select count(*)::int as n from listings where city = 'Tampa'")) as [{ n: number }];
    expect(n).toBe(0);
  });
});
