import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registeredUser, type TestUser } from './helpers.ts';
import { getJson, searchHarness } from './searchHelpers.ts';

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
});

const DAY = 86_400_000;
const place = (text: string) => encodeURIComponent(text);
const search = (query: string, who = user) => getJson(h, who, `/api/searches/properties/?${query}`);
const dashboard = async (who = user) => (await getJson(h, who, '/api/dashboard/data/')).body;
const ledgerPage = (query: string, who = user) => getJson(h, who, `/api/dashboard/ledger/?${query}`);
const usageOn = (data: { usage: { date: string }[] }, date: string) => data.usage.find((d) => d.date === date);

describe('GET /dashboard/data/', () => {
  it('shows a new account: the allowance, the calendar month, a day per date, the grant in the ledger', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      balance: 100,
      used_this_period: 0,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      plan_name: 'No plan',
      time_zone: 'UTC',
    });
    expect(data.usage).toHaveLength(31);
    expect(data.usage[0]).toEqual({ date: '2026-03-01', searches: 0, downloads: 0, reports: 0, api_calls: 0, refunds: 0 });
    expect(data.ledger).toMatchObject({ count: 1, next: null, previous: null });
    expect(data.ledger.results).toEqual([
      {
        id: expect.any(Number),
        created_at: '2026-03-10T12:00:00Z',
        kind: 'grant',
        credits: 100,
        description: 'Starting allowance',
        link: null,
      },
    ]);
  });

  it('adds up searches and downloads per day, agreeing with the balance and the ledger to the credit', async () => {
    await dashboard();
    await search(`location=${place('Austin, TX')}`);
    await search(`location=${place('Austin, TX')}&page=2&page_size=5&sort_by=price`);
    now = T0 + DAY;
    await search(`location=${place('Austin, TX')}&beds_min=4`);
    await search(`location=${place('Dallas, TX')}`);
    const download = await getJson(h, user, `/api/searches/properties/download?location=${place('Austin, TX')}&file_type=json`);
    expect(download.status).toBe(200);
    now = T0 + 40 * DAY; // next month: the period moves on
    const april = await dashboard();
    expect(april).toMatchObject({ period_start: '2026-04-01', period_end: '2026-04-30', used_this_period: 0 });
    now = T0 + 2 * DAY;
    const data = await dashboard();
    expect(usageOn(data, '2026-03-10')).toEqual({ date: '2026-03-10', searches: 1, downloads: 0, reports: 0, api_calls: 0, refunds: 0 });
    expect(usageOn(data, '2026-03-11')).toMatchObject({ searches: 2, downloads: 1 });
    expect(data.used_this_period).toBe(4);
    expect(data.balance).toBe(96);
    expect((await getJson(h, user, '/api/searches/credits/')).body.balance).toBe(data.balance);
    const all = (await ledgerPage('page_size=100')).body;
    expect(all.results.reduce((sum: number, r: { credits: number }) => sum + r.credits, 0)).toBe(data.balance);
    // Newest first, in words, with links.
    expect(data.ledger.results.map((r: { kind: string; description: string }) => [r.kind, r.description])).toEqual([
      ['download', expect.stringMatching(/^Download: Austin, TX properties 2026-03-11 \(JSON, 8 rows\)$/)],
      ['search', 'Search: Dallas, TX · Active'],
      ['search', 'Search: Austin, TX · Active · 4+ beds'],
      ['search', 'Search: Austin, TX · Active'],
      ['grant', 'Starting allowance'],
    ]);
    expect(data.ledger.results[1].link).toBe('/products/lists/new-search?location=Dallas%2C+TX');
  });

  it("takes days and the month in the user's time zone", async () => {
    await h.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: { authorization: `Bearer ${user.idToken}` },
      payload: { timezone: 'America/Chicago' },
    });
    now = Date.parse('2026-03-01T03:00:00Z'); // 21:00 on 28 February in Chicago
    await search(`location=${place('Austin, TX')}`);
    const data = await dashboard();
    expect(data).toMatchObject({ period_start: '2026-02-01', period_end: '2026-02-28', time_zone: 'America/Chicago', used_this_period: 1 });
    expect(usageOn(data, '2026-02-28')).toMatchObject({ searches: 1 });
    expect((await ledgerPage('from=2026-02-28&to=2026-02-28&kind=search')).body.count).toBe(1);
    expect((await ledgerPage('from=2026-03-01&kind=search')).body.count).toBe(0);
  });

  it("never shows one user's entries on another user's dashboard", async () => {
    await search(`location=${place('Austin, TX')}`);
    const other = await registeredUser(h.app);
    const theirs = await dashboard(other);
    expect(theirs).toMatchObject({ balance: 100, used_this_period: 0 });
    expect(theirs.ledger.results.map((r: { kind: string }) => r.kind)).toEqual(['grant']);
    expect((await ledgerPage('kind=search', other)).body.count).toBe(0);
  });
});

describe('GET /dashboard/ledger/', () => {
  it('pages newest first and filters by kind and by date range (inclusive)', async () => {
    for (let day = 0; day < 3; day++) {
      now = T0 + day * DAY;
      await search(`location=${place('Austin, TX')}&price_max=${400000 + day}`);
    }
    const first = (await ledgerPage('page_size=2')).body;
    expect(first).toMatchObject({ count: 4, previous: null });
    expect(first.next).toMatch(/\/api\/dashboard\/ledger\/\?page_size=2&page=2$/);
    expect(first.results.map((r: { created_at: string }) => r.created_at)).toEqual(['2026-03-12T12:00:00Z', '2026-03-11T12:00:00Z']);
    const second = (await ledgerPage('page_size=2&page=2')).body;
    expect(second.results.map((r: { kind: string }) => r.kind)).toEqual(['search', 'grant']);
    expect((await ledgerPage('kind=search')).body.count).toBe(3);
    expect((await ledgerPage('kind=grant')).body.count).toBe(1);
    expect((await ledgerPage('from=2026-03-11')).body.count).toBe(2);
    expect((await ledgerPage('from=2026-03-10&to=2026-03-11&kind=search')).body.count).toBe(2);
    expect((await ledgerPage('to=2026-03-09')).body.count).toBe(0);
  });

  it('answers 400 {detail} for a bad kind, date, range or page', async () => {
    for (const query of [
      'kind=everything',
      'from=2026-13-01',
      'from=yesterday',
      'to=2026-03-10T00:00',
      'from=2026-03-12&to=2026-03-10',
      'page=0',
      'page_size=1000',
    ]) {
      const { status, body } = await ledgerPage(query);
      expect([query, status]).toEqual([query, 400]);
      expect(typeof body.detail).toBe('string');
    }
  });
});
