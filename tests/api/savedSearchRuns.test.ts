import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsNewSince } from '../../server/savedSearches/savedSearchRuns.ts';
import { buildTestApp } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let ids: Record<string, string>;
let savedSearchId: number;
beforeAll(async () => {
  harness = await buildTestApp();
  ids = await insertFixture(harness.db);
  const [user] = await harness.db.query<{ id: number }>(
    `insert into users (cognito_sub, cognito_username, email) values ('s', 'u', 'u@example.com') returning id::int as id`,
  );
  const [saved] = await harness.db.query<{ id: number }>(
    `insert into saved_searches (user_id, name, query, created_at) values ($1, 'Austin', $2, now() - interval '2 days') returning id::int as id`,
    [user!.id, { location: 'Austin, TX', price_max: '400000' }],
  );
  savedSearchId = saved!.id;
  await harness.db.query(`update listings set first_seen_at = now() - interval '10 days'`);
  await harness.db.query(`update listings set first_seen_at = now() - interval '1 day' where listing_key in ('A1', 'A7', 'A2', 'D2')`);
  await harness.db.query(`update listings set first_seen_at = now() - interval '1 hour' where listing_key = 'A8'`);
});
afterAll(() => harness.close());

describe('listingsNewSince', () => {
  it('answers listings matching the query first seen after the saved search was created, newest first', async () => {
    const { listings, total } = await listingsNewSince(harness.db, savedSearchId, null);
    expect(total).toBe(3);
    expect(listings.map((l) => l.id)).toEqual([ids.A8, ids.A7, ids.A1].map(String));
    expect(listings[0]).toMatchObject({
      address: '107 Fixture St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
      list_price: 220000,
      arv: 390000,
      value_gap: 170000,
    });
    expect(listings[0]!.value_gap_pct).toBeCloseTo(43.6, 1);
  });

  it('honours since and limit, and answers nothing for an unknown saved search', async () => {
    const since = new Date(Date.now() - 3 * 3600_000);
    expect(await listingsNewSince(harness.db, savedSearchId, since)).toMatchObject({ total: 1, listings: [{ id: ids.A8 }] });
    const limited = await listingsNewSince(harness.db, savedSearchId, null, 2);
    expect([limited.total, limited.listings.length]).toEqual([3, 2]);
    expect(await listingsNewSince(harness.db, 999_999, null)).toEqual({ listings: [], total: 0 });
  });
});
