import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registeredUser, type TestUser } from './helpers.ts';
import { insertReportFixture } from './reportFixtures.ts';
import { getJson, searchHarness, setCredits } from './searchHelpers.ts';

// Issue 24, 'A price before every charge': GET /credits/quote/ prices each action with the function its charge uses, so
// for every action the quote equals what the charge then takes (balance before minus after, and the ledger row).
const T0 = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
let now = T0;
let h: Awaited<ReturnType<typeof searchHarness>>;
let reportIds: Record<string, string>;
let user: TestUser;

beforeAll(async () => {
  h = await searchHarness({ clock: () => new Date(now) });
  reportIds = await insertReportFixture(h.db);
}, 60_000);
afterAll(() => h.close());
beforeEach(async () => {
  now = T0;
  user = await registeredUser(h.app);
  await setCredits(h, user, 10);
});

// Dallas is only in the search fixture (the report fixture's listings are in Austin 78701).
const DALLAS = 'location=' + encodeURIComponent('Dallas, TX');

interface Quote {
  action: string;
  label: string;
  cost: number;
  balance: number;
  balance_after: number;
  affordable: boolean;
  free_reason: string | null;
  free_until: string | null;
}
const quote = async (query: string) => {
  const answer = await getJson(h, user, `/api/credits/quote/?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Quote;
};
const balance = async () => (await getJson(h, user, '/api/searches/credits/')).body.balance as number;
const ledger = () =>
  h.db.query<{ delta: number; kind: string; description: string; link: string | null }>(
    `select delta, kind, description, link from credit_ledger c join users u on u.id = c.user_id
     where u.cognito_sub = $1 and kind <> 'grant' order by c.id`,
    [user.sub],
  );

describe('GET /credits/quote/: the price before the charge', () => {
  it('a search: the quote is what the first page takes, and the paid filter set is then quoted free', async () => {
    const before = await quote(`action=search&${DALLAS}`);
    expect(before).toEqual({
      action: 'search',
      label: 'Search: Dallas, TX · Active',
      cost: 1,
      balance: 10,
      balance_after: 9,
      affordable: true,
      free_reason: null,
      free_until: null,
    });
    const page = await getJson(h, user, `/api/searches/properties/?${DALLAS}`);
    expect(page.body).toMatchObject({ credits_charged: before.cost, credits_remaining: before.balance_after });
    expect(await balance()).toBe(before.balance_after);
    expect(await ledger()).toEqual([
      { delta: -before.cost, kind: 'search', description: before.label, link: '/products/lists/new-search?location=Dallas%2C+TX' },
    ]);

    const again = await quote(`action=search&${DALLAS}&sort_by=-list_price`);
    expect(again).toMatchObject({ cost: 0, balance: 9, balance_after: 9, free_until: '2026-03-11T12:00:00.000Z' });
    expect(again.free_reason).toBe('You paid for these filters within the last 24 hours, so applying them again costs nothing.');
    expect((await getJson(h, user, `/api/searches/properties/?${DALLAS}&sort_by=-list_price`)).body.credits_charged).toBe(0);
    expect(await balance()).toBe(9);
  });

  it('an auction search: quoted, charged the same, then free (the count the panel reads says so too)', async () => {
    const austin = 'location=' + encodeURIComponent('Austin, TX');
    const before = await quote(`action=auction_search&${austin}`);
    expect(before).toMatchObject({ label: 'Search: Austin, TX · Auctions · Active', cost: 1, balance_after: 9, free_reason: null });
    const page = await getJson(h, user, `/api/properties/auction/list/?${austin}`);
    expect(page.body).toMatchObject({ credits_charged: 1, credits_remaining: 9 });
    expect((await ledger()).map((r) => [r.delta, r.description])).toEqual([[-1, before.label]]);

    expect(await quote(`action=auction_search&${austin}`)).toMatchObject({ cost: 0, balance_after: 9 });
    const count = await h.app.inject({
      method: 'POST',
      url: '/api/properties/auction/count/',
      headers: bearer(user),
      payload: { location: 'Austin, TX' },
    });
    expect(count.json()).toMatchObject({ credit_cost: 0, paid_until: '2026-03-11T12:00:00.000Z' });
  });

  it('nothing matching is quoted free, with the reason, and charged nothing', async () => {
    const nowhere = 'location=' + encodeURIComponent('Nowhere, TX');
    expect(await quote(`action=search&${nowhere}`)).toMatchObject({
      cost: 0,
      balance_after: 10,
      free_reason: 'Nothing matches these filters, so applying them costs nothing.',
    });
    expect(await quote(`action=download&${nowhere}&file_type=csv`)).toMatchObject({
      cost: 0,
      free_reason: 'Nothing matches this search, so the file is empty and costs nothing.',
    });
    expect((await getJson(h, user, `/api/searches/properties/?${nowhere}`)).body.credits_charged).toBe(0);
    expect(await balance()).toBe(10);
  });

  it('a download in each format: quoted, charged the same; the same file again within 24 hours is quoted and charged nothing', async () => {
    const excel = await quote(`action=download&${DALLAS}&file_type=xlsx`);
    expect(excel).toMatchObject({ action: 'download', cost: 1, balance: 10, balance_after: 9, affordable: true, free_reason: null });
    expect(excel.label).toMatch(/^Download: Dallas, TX properties 2026-03-10 \(Excel, \d+ rows?\)$/);

    const first = await getJson(h, user, `/api/searches/properties/download?${DALLAS}&file_type=excel`);
    expect(first.body).toMatchObject({ credits_charged: excel.cost });
    expect(excel.label).toBe(`Download: ${first.body.name} (Excel, ${first.body.row_count} row${first.body.row_count === 1 ? '' : 's'})`);
    expect(await balance()).toBe(excel.balance_after);
    // The ledger row points at the download's own entry in the history.
    expect(await ledger()).toEqual([
      { delta: -1, kind: 'download', description: excel.label, link: `/products/usage/download-history?download=${first.body.id}` },
    ]);

    // Another format is another file: it costs, and says so.
    const pdf = await quote(`action=download&${DALLAS}&file_type=pdf`);
    expect(pdf).toMatchObject({ cost: 1, balance: 9, balance_after: 8, free_reason: null });
    expect(pdf.label).toMatch(/\(PDF, /);
    expect((await getJson(h, user, `/api/searches/properties/download?${DALLAS}&file_type=pdf`)).body).toMatchObject({
      credits_charged: 1,
    });
    expect(await balance()).toBe(8);

    // The same Excel file again, 23 hours later: free, and the download's record says it charged nothing.
    now = T0 + 23 * HOUR;
    const again = await quote(`action=download&${DALLAS}&file_type=excel`);
    expect(again).toMatchObject({ cost: 0, balance: 8, balance_after: 8, free_until: '2026-03-11T12:00:00.000Z' });
    expect(again.free_reason).toBe('You downloaded these rows as Excel within the last 24 hours, so this file costs nothing.');
    expect((await getJson(h, user, `/api/searches/properties/download?${DALLAS}&file_type=excel`)).body).toMatchObject({
      credits_charged: 0,
    });
    expect(await balance()).toBe(8);
    expect((await ledger()).map((r) => r.delta)).toEqual([-1, -1]);

    // Past the window it costs again, as quoted.
    now = T0 + 24 * HOUR;
    expect(await quote(`action=download&${DALLAS}&file_type=excel`)).toMatchObject({ cost: 1, balance_after: 7, free_reason: null });
    expect((await getJson(h, user, `/api/searches/properties/download?${DALLAS}&file_type=excel`)).body).toMatchObject({
      credits_charged: 1,
    });
    expect(await balance()).toBe(7);
  });

  it('a full report: quoted, charged the same, its ledger row pointing at the report', async () => {
    const before = await quote(`action=report&property_id=${reportIds['R-SUBJECT']}`);
    expect(before).toEqual({
      action: 'report',
      label: 'Full property report: 12 Oak St, Austin, TX 78701',
      cost: 1,
      balance: 10,
      balance_after: 9,
      affordable: true,
      free_reason: null,
      free_until: null,
    });
    expect(await quote(`action=report&address=${encodeURIComponent('12 oak street, Austin TX 78701')}`)).toEqual(before);
    const made = await h.app.inject({
      method: 'POST',
      url: '/api/report/',
      headers: bearer(user),
      payload: { property_id: reportIds['R-SUBJECT'] },
    });
    expect(made.statusCode).toBe(201);
    expect(await balance()).toBe(before.balance_after);
    expect(await ledger()).toEqual([{ delta: -1, kind: 'report', description: before.label, link: `/report?id=${made.json().id}` }]);
  });

  it('says when the balance cannot pay (the action then answers 402 and spends nothing)', async () => {
    await setCredits(h, user, 0);
    expect(await quote(`action=search&${DALLAS}&beds_min=2`)).toMatchObject({ cost: 1, balance: 0, balance_after: 0, affordable: false });
    expect((await getJson(h, user, `/api/searches/properties/?${DALLAS}&beds_min=2`)).status).toBe(402);
    expect(await quote(`action=report&property_id=${reportIds['R-SUBJECT']}`)).toMatchObject({ affordable: false });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/report/',
      headers: bearer(user),
      payload: { property_id: reportIds['R-SUBJECT'] },
    });
    expect(refused.statusCode).toBe(402);
    expect(await ledger()).toEqual([]);
    expect(await h.db.query('select r.id from reports r join users u on u.id = r.user_id where u.cognito_sub = $1', [user.sub])).toEqual(
      [],
    );
  });

  it('refuses what it cannot price with the reason: an unknown action, a report without an address, an unknown address', async () => {
    const bad = await getJson(h, user, `/api/credits/quote/?action=refund&${DALLAS}`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/action/);
    expect(await getJson(h, user, '/api/credits/quote/?action=report')).toMatchObject({
      status: 400,
      body: { detail: 'Give an address or a property_id.' },
    });
    const unknown = await getJson(
      h,
      user,
      `/api/credits/quote/?action=report&address=${encodeURIComponent('99999 Nowhere Rd, Austin TX 78701')}`,
    );
    expect(unknown.status).toBe(404);
    expect((await getJson(h, user, `/api/credits/quote/?action=download&${DALLAS}&file_type=docx`)).status).toBe(400);
    expect(await balance()).toBe(10);
  });
});
