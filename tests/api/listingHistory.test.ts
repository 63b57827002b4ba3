import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv } from '../../server/listings/import/importCsv.ts';
import { buildTestApp } from './helpers.ts';
import { daysAgo } from './listingFixtures.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let dir: string;
const HEADER =
  'ListingKey,UnparsedAddress,City,StateOrProvince,PostalCode,Latitude,Longitude,PropertyType,PropertySubType,StandardStatus,ListPrice,OnMarketDate,OffMarketDate,LivingArea,YearBuilt,BedroomsTotal,PublicRemarks';
const line = (key: string, status: string, price: number, offMarket = '') =>
  `${key},${key} History St,Springfield,IL,62701,39.80,-89.64,Residential,SingleFamilyResidence,${status},${price},${daysAgo(90)},${offMarket},1500,1990,3,Plain house.`;
/** The same file twice: H1 cut 325,000 → 299,000 (8%), H2 raised, H3 back on market after expiring, H4 under contract, H5 unchanged. */
const FIRST = [
  line('H1', 'Active', 325000),
  line('H2', 'Active', 200000),
  line('H3', 'Expired', 410000, daysAgo(10)),
  line('H4', 'Active', 150000),
  line('H5', 'Active', 500000),
];
const SECOND = [
  line('H1', 'Active', 299000),
  line('H2', 'Active', 210000),
  line('H3', 'Active', 400000),
  line('H4', 'Pending', 150000),
  line('H5', 'Active', 500000),
];

beforeAll(async () => {
  harness = await buildTestApp();
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
    expect(summary).toMatchObject({ inserted: 0, updated: 5 });
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
    const [{ n }] = (await harness.db.query<{ n: number }>('select count(*)::int as n from listing_events')) as [{ n: number }];
    expect(n).toBe(5 + 5);
  });
});
