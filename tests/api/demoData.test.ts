import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoListingsIfEmpty } from '../../server/listings/demoData.ts';
import { demoZips } from '../../server/listings/demo/geography.ts';
import { generateZipListings } from '../../server/listings/demo/generateListings.ts';
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
