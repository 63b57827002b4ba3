import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyListingChanges } from '../../server/notifications/savedPropertyAlerts.ts';
import { emailSetup, PUBLIC_URL, schedulerFor } from './deliveryHarness.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { listing, makeDue, userIdOf } from './searchFixtures.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp({ PUBLIC_URL, DATA_DIR: '/tmp/propscout-test' });
}, 120_000);
afterAll(() => harness?.close());

const call = (user: TestUser, method: 'GET' | 'POST', url: string) => harness.app.inject({ method, url, headers: bearer(user) });
const list = async (user: TestUser, query = '') => (await call(user, 'GET', `/api/notifications/${query}`)).json();
const unread = async (user: TestUser) => (await call(user, 'GET', '/api/notifications/unread-count/')).json().unread as number;

describe('in-app notifications', () => {
  it("notify a saved search's new matches once per alert run", async () => {
    const { user, email, search } = await emailSetup(harness, { postalCode: '73401', contacts: [] });
    await listing(harness.db, { postalCode: '73401', address: '3 Bell Rd', price: 180_000, arv: 250_000 });
    await makeDue(harness.db, email.id, new Date(Date.now() - 3600_000));
    expect(await schedulerFor(harness.db).tick()).toBe(1);
    await schedulerFor(harness.db).tick();
    const answer = await list(user);
    expect(answer).toMatchObject({ count: 1, next: null, previous: null });
    expect(answer.results[0]).toMatchObject({
      kind: 'new_match',
      kind_label: 'New matches',
      title: 'Deals in 73401',
      body: '1 new listing matches this saved search',
      link: `/products/lists/saved-searches/${search}`,
      read: false,
    });
    expect(await unread(user)).toBe(1);
  });

  it("notify a saved property's price drop, status change and auction move once each, not a rise nor what came before saving", async () => {
    const user = await registeredUser(harness.app);
    const userId = await userIdOf(harness.db, user);
    const listingId = await listing(harness.db, { postalCode: '73402', address: '9 Bell St', price: 200_000, arv: 260_000 });
    const event = (kind: string, fields: string, values: unknown[], ago = '0 seconds') =>
      harness.db.query(
        `insert into listing_events (listing_id, at, kind, ${fields}, source) values ($1, now() - $2::interval, $3, $4, $5, 'feed')`,
        [listingId, ago, kind, ...values],
      );
    await harness.db.query(
      "insert into saved_properties (user_id, listing_id, address, created_at) values ($1, $2, '9 Bell St', now() - interval '10 minutes')",
      [userId, listingId],
    );
    await event('price_change', 'old_price, new_price', [210_000, 200_000], '12 minutes'); // before it was saved
    await event('price_change', 'old_price, new_price', [200_000, 185_000], '3 minutes');
    await event('price_change', 'old_price, new_price', [185_000, 190_000], '2 minutes');
    await event('status_change', 'old_status, new_status', ['Active', 'Pending'], '1 minute');
    await event('auction_date_change', 'old_auction_date, new_auction_date', ['2026-12-03T15:00:00Z', '2026-12-10T15:00:00Z']);
    const since = new Date(Date.now() - 15 * 60_000);
    await notifyListingChanges(harness.db, since, PUBLIC_URL);
    expect(await notifyListingChanges(harness.db, since, PUBLIC_URL)).toBe(0);

    const answer = await list(user);
    expect(answer.count).toBe(3);
    // Newest first; (200,000 − 185,000) / 200,000 = 7.5%.
    expect(answer.results.map((n: Record<string, string>) => [n.kind_label, n.title, n.body, n.link])).toEqual([
      ['Auction moved', '9 Bell St, Austin, TX', 'Auction moved Dec 3, 2026 → Dec 10, 2026', `/products/properties/${listingId}`],
      ['Status change', '9 Bell St, Austin, TX', 'Status Active → Pending', `/products/properties/${listingId}`],
      ['Price drop', '9 Bell St, Austin, TX', 'Price cut $200,000 → $185,000 (−7.5%)', `/products/properties/${listingId}`],
    ]);

    // And one e-mail with the three, however many scans ran (this test's or the app's own job).
    const mails = await harness.db.query<{ to_email: string; subject: string; text: string; html: string }>(
      `select to_email, subject, text, html from email_outbox where user_id = $1 and email_name = 'Saved property alert'`,
      [userId],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 changes to your saved properties');
    expect(mails[0]!.text).toContain(
      `Price drop · 9 Bell St, Austin, TX\nPrice cut $200,000 → $185,000 (−7.5%)\n${PUBLIC_URL}/products/properties/${listingId}`,
    );
    expect(mails[0]!.text).toContain('Auction moved Dec 3, 2026 → Dec 10, 2026');
    expect(mails[0]!.html).toContain(`<a href="${PUBLIC_URL}/products/properties/${listingId}">9 Bell St, Austin, TX</a>`);

    // Read one, then the rest; another user can neither see nor mark them.
    const other = await registeredUser(harness.app);
    expect((await list(other)).count).toBe(0);
    expect((await call(other, 'POST', `/api/notifications/${answer.results[0].id}/read/`)).statusCode).toBe(404);
    expect((await call(user, 'POST', `/api/notifications/${answer.results[0].id}/read/`)).statusCode).toBe(204);
    expect(await unread(user)).toBe(2);
    expect((await list(user, '?unread=true')).results.map((n: { id: number }) => n.id)).toEqual([
      answer.results[1].id,
      answer.results[2].id,
    ]);
    expect((await call(user, 'POST', '/api/notifications/read-all/')).json()).toEqual({ updated: 2 });
    expect(await unread(user)).toBe(0);
    expect((await list(user)).results.every((n: { read: boolean }) => n.read)).toBe(true);
    // Bad ids are a 400 with the reason, never a 500.
    const bad = await call(user, 'POST', '/api/notifications/abc/read/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));
  });
});
