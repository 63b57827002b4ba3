import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registeredUser, type TestUser } from './helpers.ts';
import { getJson, searchHarness, setCredits } from './searchHelpers.ts';

// docs/search-api.md, credit policy: one credit buys a filter set; its pages and sorts within 24 hours are free.
const T0 = Date.parse('2026-03-10T12:00:00Z');
let now = T0;
let h: Awaited<ReturnType<typeof searchHarness>>;
let user: TestUser;
beforeAll(async () => {
  h = await searchHarness({ clock: () => new Date(now) });
});
afterAll(() => h.close());
beforeEach(async () => {
  now = T0;
  user = await registeredUser(h.app);
  await setCredits(h, user, 10);
});

const AUSTIN = '/api/searches/properties/?location=' + encodeURIComponent('Austin, TX');
const search = async (suffix = '', who = user) =>
  (await getJson(h, who, `${AUSTIN}${suffix}`)) as { status: number; body: Record<string, unknown> };
const balance = async (who = user) => (await getJson(h, who, '/api/searches/credits/')).body.balance as number;
const ledger = (who = user) =>
  h.db.query<{ delta: number; kind: string; description: string; link: string | null }>(
    `select delta, kind, description, link from credit_ledger c join users u on u.id = c.user_id where u.cognito_sub = $1 order by c.id`,
    [who.sub],
  );
const HOUR = 3_600_000;

describe('credit policy: one credit buys a filter set', () => {
  it('charges the first page, not page 2, a re-sort or another page size of the same filters', async () => {
    expect((await search('&page_size=3')).body).toMatchObject({ count: 8, credits_charged: 1, credits_remaining: 9 });
    expect((await search('&page_size=3&page=2')).body).toMatchObject({ credits_charged: 0, credits_remaining: 9 });
    expect((await search('&page_size=3&page=3&sort_by=-list_price')).body).toMatchObject({ credits_charged: 0, credits_remaining: 9 });
    expect((await search('&sort_by=price&page_size=25')).body).toMatchObject({ credits_charged: 0, credits_remaining: 9 });
    expect(await balance()).toBe(9);
    expect((await ledger()).filter((r) => r.kind === 'search')).toEqual([
      { delta: -1, kind: 'search', description: 'Search: Austin, TX · Active', link: '/products/lists/new-search?location=Austin%2C+TX' },
    ]);
  });

  it('treats the same filters written differently as one set, and any other filter as a new set', async () => {
    await search('&status=for_sale,pending&investment_potential=High,Excellent');
    expect((await search('&investment_potential=Excellent,High&status=pending,for_sale&sort_by=dom')).body).toMatchObject({
      credits_charged: 0,
    });
    expect((await search('&status=for_sale,pending&investment_potential=High,Excellent&price_max=400000')).body).toMatchObject({
      credits_charged: 1,
    });
    expect((await search('&status=for_sale')).body).toMatchObject({ credits_charged: 1 });
    expect(await balance()).toBe(7);
    const descriptions = (await ledger()).filter((r) => r.kind === 'search').map((r) => r.description);
    expect(descriptions).toEqual([
      'Search: Austin, TX · Active/Pending · Excellent/High potential',
      'Search: Austin, TX · Active/Pending · Excellent/High potential · up to $400k',
      'Search: Austin, TX · Active',
    ]);
  });

  it('charges nothing for a search without results, and the auction list is its own filter set', async () => {
    const empty = await getJson(h, user, '/api/searches/properties/?location=' + encodeURIComponent('Nowhere, TX'));
    expect(empty.body).toMatchObject({ count: 0, credits_charged: 0, credits_remaining: 10 });
    expect((await search('&price_min=9000000')).body).toMatchObject({ count: 0, credits_charged: 0 });
    const auction = await getJson(h, user, '/api/properties/auction/list/?location=' + encodeURIComponent('Austin, TX'));
    expect(auction.body).toMatchObject({ count: 2, credits_charged: 1 });
    expect((await ledger()).at(-1)).toMatchObject({
      description: 'Search: Austin, TX · Auctions · Active',
      link: '/products/lists/new-search?location=Austin%2C+TX&property_type=auction',
    });
    expect(await balance()).toBe(9);
  });

  it('answers 402 and spends nothing when a new filter set finds the balance empty, yet pages a paid set for free', async () => {
    await search();
    await setCredits(h, user, 0);
    const refused = await search('&beds_min=3');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatch(/credit/);
    expect((await search('&page=2&page_size=5')).body).toMatchObject({ credits_charged: 0, credits_remaining: 0 });
    expect(await balance()).toBe(0);
    expect((await ledger()).filter((r) => r.delta < 0)).toHaveLength(1);
  });

  it('keeps counts free and says when viewing the filters is already paid for', async () => {
    const count = async (payload: object) =>
      (await h.app.inject({ method: 'POST', url: '/api/searches/properties/count/', headers: bearer(user), payload })).json();
    expect(await count({ location: 'Austin, TX' })).toEqual({ count: 8, credit_cost: 1, credits_remaining: 10, paid_until: null });
    await search('&sort_by=price');
    expect(await count({ location: 'Austin, TX', sort_by: '-dom' })).toEqual({
      count: 8,
      credit_cost: 0,
      credits_remaining: 9,
      paid_until: '2026-03-11T12:00:00.000Z',
    });
    expect(await balance()).toBe(9);
  });

  it('charges again once 24 hours have passed since the filters were paid for (not since they were last viewed)', async () => {
    await search();
    now = T0 + 23 * HOUR;
    expect((await search('&page=2&page_size=5')).body).toMatchObject({ credits_charged: 0 });
    now = T0 + 24 * HOUR - 1000;
    expect((await search('&sort_by=price')).body).toMatchObject({ credits_charged: 0 });
    now = T0 + 24 * HOUR;
    expect((await search('&sort_by=price')).body).toMatchObject({ credits_charged: 1, credits_remaining: 8 });
    now = T0 + 30 * HOUR;
    expect((await search('&page=2&page_size=5')).body).toMatchObject({ credits_charged: 0, credits_remaining: 8 });
  });

  it('links a saved search run to the saved search', async () => {
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/searches/saved/',
      headers: bearer(user),
      payload: { name: 'Austin', query: { location: 'Austin, TX' } },
    });
    const id = saved.json().id as number;
    expect((await search(`&saved_search_id=${id}`)).body).toMatchObject({ credits_charged: 1 });
    expect((await ledger()).at(-1)).toMatchObject({ kind: 'search', link: `/products/lists/saved-searches/${id}` });
  });

  it('keeps the ledger and the balance in step: the sum of the rows is the change of the balance', async () => {
    const before = await balance();
    await search();
    await search('&page=2&page_size=5');
    await search('&beds_min=4');
    await search('&price_min=9000000');
    now = T0 + 25 * HOUR;
    await search('&sort_by=dom');
    const download = await getJson(h, user, `/api/searches/properties/download?location=${encodeURIComponent('Austin, TX')}&file_type=csv`);
    expect(download.status).toBe(200);
    const rows = await ledger();
    const sum = rows.reduce((total, r) => total + r.delta, 0);
    // setCredits opened the account with 10 without a ledger row: the rows account for every change since.
    expect(sum).toBe((await balance()) - before);
    expect(await balance()).toBe(before - 4);
    expect(rows.at(-1)).toMatchObject({
      kind: 'download',
      delta: -1,
      link: `/products/usage/download-history?download=${download.body.id}`,
    });
    expect(rows.at(-1)!.description).toMatch(/^Download: Austin, TX properties 2026-03-1\d \(CSV, 8 rows\)$/);
  });
});
