import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoListingsIfEmpty } from '../../server/listings/demoData.ts';
import { demoZips } from '../../server/listings/demo/geography.ts';
import { comparableShare, demoStatePlans, pricedStateListings } from '../../server/listings/demo/demoChunks.ts';
import { generateZipListings } from '../../server/listings/demo/generateListings.ts';
import { salesRepository } from '../../server/reports/salesRepository.ts';
import { buildTestApp } from './helpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
const today = new Date('2025-06-01');
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

describe('demo data', () => {
  it('is deterministic for a seed and day, over real ZIP codes', () => {
    const [zip] = demoZips(2000, 'seed-a');
    expect(generateZipListings(zip!, 20, 'seed-a', today)).toEqual(generateZipListings(zip!, 20, 'seed-a', today));
    expect(generateZipListings(zip!, 5, 'seed-b', today)).not.toEqual(generateZipListings(zip!, 5, 'seed-a', today));
    expect(zip).toMatchObject({ zipCode: expect.stringMatching(/^\d{5}$/), countyName: expect.any(String) });
  });

  it('seeds an empty database once, with comparables, auctions, relists and explained metrics', async () => {
    expect(await seedDemoListingsIfEmpty(harness.db, { count: 3000, today })).toEqual({ seeded: 3000 });
    expect(await seedDemoListingsIfEmpty(harness.db, { count: 3000, today })).toEqual({ seeded: 0 });
    const [stats] = await harness.db.query<Record<string, number>>(
      `select count(*)::int as total, count(*) filter (where status = 'sold')::int as sold, count(*) filter (where is_auction)::int as auctions,
         count(*) filter (where prior_days_on_market > 0)::int as relists, count(arv)::int as with_arv,
         count(*) filter (where investment_potential is not null)::int as with_potential, count(distinct state_or_province)::int as states,
         (select count(*)::int from listing_explanations where jsonb_array_length(arv_comps) > 0) as explained from listings`,
    );
    expect(stats!.total).toBe(3000);
    expect(stats!.sold).toBeGreaterThan(900);
    expect(stats!.auctions).toBeGreaterThan(30);
    expect(stats!.relists).toBeGreaterThan(10);
    expect(stats!.with_arv).toBeGreaterThan(1200);
    expect(stats!.explained).toBe(stats!.with_arv);
    expect(stats!.states).toBeGreaterThan(30);

    // The generated history agrees with the listings: one 'listed' event per unsold listing, a price cut wherever the
    // original price was higher (and the listing's drop columns say the same), status events dated as the columns are.
    const [history] = await harness.db.query<Record<string, number>>(
      `select
         (select count(*)::int from listings where standard_status <> 'Closed') as unsold,
         (select count(*)::int from listing_events where kind = 'listed' and source = 'demo') as listed,
         (select count(*)::int from listings where original_list_price > list_price and standard_status <> 'Closed') as cut,
         (select count(*)::int from listing_events e join listings l on l.id = e.listing_id
            where e.kind = 'price_change' and e.old_price = l.original_list_price and e.new_price = l.list_price
              and l.price_dropped_at = e.at and l.price_drop_amount = e.old_price - e.new_price) as cut_events,
         (select count(*)::int from listings where back_on_market_at is not null and status = 'for_sale') as back,
         (select count(*)::int from listings l where status_changed_at is not null and not exists (
            select 1 from listing_events e where e.listing_id = l.id and e.kind = 'status_change' and e.at = l.status_changed_at)) as undated,
         (select count(*)::int from listing_events where at > $1::timestamptz) as future,
         (select count(*)::int from listings where status = 'for_sale' and price_drop_pct >= 5
            and price_dropped_at > $1::timestamptz - interval '30 days') as recent_cuts`,
      [today],
    );
    expect(history!.listed).toBe(history!.unsold);
    expect(history!.cut).toBeGreaterThan(100);
    expect(history!.cut_events).toBe(history!.cut);
    expect(history!.back).toBeGreaterThan(20);
    expect(history!.undated).toBe(0);
    expect(history!.future).toBe(0);
    // 'Price dropped 5% in 30 days' finds something in the demo data.
    expect(history!.recent_cuts).toBeGreaterThan(10);
  });

  it('stores comparables by reference and reads them back as the pricing saw them, in its order', async () => {
    const [stored] = await harness.db.query<{ keys: string[]; first_id: number }>(
      `select (select array_agg(distinct k order by k) from listing_explanations, jsonb_array_elements(arv_comps) c, jsonb_object_keys(c) k) as keys,
         (select min(id)::int from listings) as first_id`,
    );
    expect(stored!.keys).toEqual(['adjusted_price', 'distance_mi', 'property_id']);
    const states = demoStatePlans(3000, 'propscout-demo', stored!.first_id);
    const share = comparableShare(
      3000,
      states.reduce((n, state) => n + state.zips.length, 0),
    );
    const sales = salesRepository(harness.db);
    let compared = 0;
    for (const state of states.slice(0, 3))
      for (const rows of pricedStateListings(state, 'propscout-demo', today, share))
        for (const row of rows.filter((r) => r.arv_comps.length > 0)) {
          expect((await sales.storedValuation(String(row.id)))!.arv_comps).toEqual(row.arv_comps);
          compared++;
        }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('demo metros', () => {
  it('always covers the metros a new user tries first, Austin 78704 and Phoenix included', async () => {
    const { demoZips, FIRST_TRY_ZIPS } = await import('../../server/listings/demo/geography.ts');
    for (const count of [20_000, 100_000]) {
      const zips = new Set(demoZips(count, 'any-seed').map((z) => z.zipCode));
      expect(FIRST_TRY_ZIPS.filter((zip) => !zips.has(zip))).toEqual([]);
    }
    const austin = demoZips(20_000, 'x').find((z) => z.zipCode === '78704');
    expect(austin).toMatchObject({ placeName: 'Austin', stateCode: 'TX' });
    expect(demoZips(20_000, 'x').some((z) => z.placeName === 'Phoenix' && z.stateCode === 'AZ')).toBe(true);
  });
});
