import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyListingChanges } from '../../server/notifications/savedPropertyAlerts.ts';
import { webhookService } from '../../server/webhooks/webhookService.ts';
import { PUBLIC_URL, sleep } from './deliveryHarness.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { listing, userIdOf } from './searchFixtures.ts';

let receiver: http.Server;
let base = '';
const received: { path: string; body: string }[] = [];
let harness: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  harness = await buildTestApp({ PUBLIC_URL, DATA_DIR: '/tmp/propscout-test', AUDIT_ALLOW_PRIVATE: 'true' });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  receiver?.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
const ALL = ['price_drop', 'status_change', 'auction_date_change'];

describe('saved searches: change alerts in the API', () => {
  it('are [] unless asked for, are read back, changed by PUT, and bounded (400 with the reason)', async () => {
    const user = await registeredUser(harness.app);
    // The spec's call, unchanged: no alerts.
    const plain = await call(user, 'POST', '/api/searches/saved/', { name: 'Plain', query: { location: '73599' } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().change_alerts).toEqual([]);

    const created = await call(user, 'POST', '/api/searches/saved/', {
      name: 'Watched',
      query: { location: '73599' },
      change_alerts: ['status_change', 'price_drop'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(user, 'GET', `/api/searches/saved/${id}/`)).json().change_alerts).toEqual(['status_change', 'price_drop']);
    const list = (await call(user, 'GET', '/api/searches/saved/')).json();
    expect(list.results.find((row: { id: number }) => row.id === id).change_alerts).toEqual(['status_change', 'price_drop']);

    // PUT with only the alerts leaves the rest; a name-only PUT leaves the alerts.
    const changed = await call(user, 'PUT', `/api/searches/saved/${id}/`, { change_alerts: ['auction_date_change'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Watched', change_alerts: ['auction_date_change'], query: { location: '73599' } });
    expect((await call(user, 'PUT', `/api/searches/saved/${id}/`, { name: 'Renamed' })).json().change_alerts).toEqual([
      'auction_date_change',
    ]);
    expect((await call(user, 'PUT', `/api/searches/saved/${id}/`, { change_alerts: [] })).json().change_alerts).toEqual([]);

    for (const change_alerts of [['new_match'], ['price_drop', 'price_drop'], 'sometimes', [...ALL, 'price_drop'], [1]]) {
      const bad = await call(user, 'PUT', `/api/searches/saved/${id}/`, { change_alerts });
      expect(bad.statusCode, JSON.stringify(change_alerts)).toBe(400);
      expect(bad.json().detail).toEqual(expect.any(String));
    }
    const badCreate = await call(user, 'POST', '/api/searches/saved/', { name: 'X', query: { location: '73599' }, change_alerts: ['x'] });
    expect(badCreate.statusCode).toBe(400);
  });
});

describe('saved searches: change alerts of matching listings', () => {
  it('notify, e-mail and deliver each change of a matching listing once per user; not other listings, not without opting in', async () => {
    // Ann's search alerts on all three kinds; Bob's matches too but alerts on none; Cy saved listing A and his search matches.
    const [ann, bob, cy] = [await registeredUser(harness.app), await registeredUser(harness.app), await registeredUser(harness.app)];
    const [annId, bobId, cyId] = [await userIdOf(harness.db, ann), await userIdOf(harness.db, bob), await userIdOf(harness.db, cy)];
    const a = await listing(harness.db, { postalCode: '73501', address: '1 Alert Way', price: 200_000, arv: 260_000 });
    const c = await listing(harness.db, { postalCode: '73501', address: '3 Alert Way', price: 150_000, arv: 200_000 });
    const b = await listing(harness.db, { postalCode: '73502', address: '2 Other Way', price: 300_000, arv: 360_000 });
    // Before Ann's search alerted: never notified to her.
    await harness.db.query(
      "insert into listing_events (listing_id, at, kind, old_price, new_price, source) values ($1, now() - interval '5 minutes', 'price_change', 210000, 200000, 'feed')",
      [a],
    );
    const save = async (user: TestUser, name: string, alerts: string[]) => {
      const answer = await call(user, 'POST', '/api/searches/saved/', { name, query: { location: '73501' }, change_alerts: alerts });
      expect(answer.statusCode).toBe(201);
      return answer.json().id as number;
    };
    const annSearch = await save(ann, 'Ann 73501', ALL);
    await save(ann, 'Ann 73501 again', ALL); // a second matching search of hers: still one notification per change
    await save(bob, 'Bob 73501', []);
    const cySearch = await save(cy, 'Cy 73501', ALL);
    await harness.db.query("insert into saved_properties (user_id, listing_id, address) values ($1, $2, '1 Alert Way, Austin, TX')", [
      cyId,
      a,
    ]);
    const service = webhookService({ db: harness.db, allowPrivate: true });
    const types = ['listing.price_drop', 'listing.status_change', 'auction.date_change'] as (
      | 'listing.price_drop'
      | 'listing.status_change'
      | 'auction.date_change'
    )[];
    const annHook = await service.createEndpoint(annId, { url: `${base}/ann`, event_types: types });
    const bobHook = await service.createEndpoint(bobId, { url: `${base}/bob`, event_types: types });
    const cyHook = await service.createEndpoint(cyId, { url: `${base}/cy`, event_types: types });
    await sleep(5); // the events come after the endpoints' registration

    // In one statement, so that the app's own scan sees all or none of them: A's price cut, rise and auction move; C goes
    // Pending (it leaves the search's "Active", which is what a status alert is for); B, in another ZIP code, is cut.
    const events = await harness.db.transaction(async (tx) => {
      await tx.query("update listings set standard_status = 'Pending' where id = $1", [c]);
      return tx.query<{ id: number; listing_id: number; kind: string }>(
        `insert into listing_events (listing_id, kind, old_price, new_price, old_status, new_status, old_auction_date, new_auction_date, source)
         values ($1, 'price_change', 200000, 185000, null, null, null, null, 'feed'),
                ($1, 'price_change', 185000, 190000, null, null, null, null, 'feed'),
                ($1, 'auction_date_change', null, null, null, null, '2026-12-03T15:00:00Z', '2026-12-10T15:00:00Z', 'feed'),
                ($2, 'status_change', null, null, 'Active', 'Pending', null, null, 'feed'),
                ($3, 'price_change', 300000, 280000, null, null, null, null, 'feed')
         returning id::int as id, listing_id::int as listing_id, kind`,
        [a, c, b],
      );
    });
    const [drop, , moved, pending] = events as [(typeof events)[number], unknown, (typeof events)[number], (typeof events)[number]];

    const since = new Date(Date.now() - 15 * 60_000);
    await notifyListingChanges(harness.db, since, PUBLIC_URL);
    expect(await notifyListingChanges(harness.db, since, PUBLIC_URL)).toBe(0);

    const notes = async (user: TestUser) =>
      (await call(user, 'GET', '/api/notifications/'))
        .json()
        .results.map((n: Record<string, string>) => [n.kind_label, n.title, n.body, n.link]);
    // Newest first; ids break the tie of one statement's time: C's status change, A's move, A's cut (7.5%).
    expect(await notes(ann)).toEqual([
      [
        'Status change',
        '3 Alert Way, Austin, TX',
        'Status Active → Pending · matches your saved search "Ann 73501"',
        `/products/properties/${c}`,
      ],
      [
        'Auction moved',
        '1 Alert Way, Austin, TX',
        'Auction moved Dec 3, 2026 → Dec 10, 2026 · matches your saved search "Ann 73501"',
        `/products/properties/${a}`,
      ],
      [
        'Price drop',
        '1 Alert Way, Austin, TX',
        'Price cut $200,000 → $185,000 (−7.5%) · matches your saved search "Ann 73501"',
        `/products/properties/${a}`,
      ],
    ]);
    expect(await notes(bob)).toEqual([]);
    // Cy saved A: A's changes are his saved property's (once), C's is his search's.
    expect(await notes(cy)).toEqual([
      [
        'Status change',
        '3 Alert Way, Austin, TX',
        'Status Active → Pending · matches your saved search "Cy 73501"',
        `/products/properties/${c}`,
      ],
      ['Auction moved', '1 Alert Way, Austin, TX', 'Auction moved Dec 3, 2026 → Dec 10, 2026', `/products/properties/${a}`],
      ['Price drop', '1 Alert Way, Austin, TX', 'Price cut $200,000 → $185,000 (−7.5%)', `/products/properties/${a}`],
    ]);

    const mails = async (userId: number) =>
      harness.db.query<{ subject: string; text: string }>(
        "select subject, text from email_outbox where user_id = $1 and email_name = 'Saved property alert'",
        [userId],
      );
    const annMails = await mails(annId);
    expect(annMails).toHaveLength(1);
    expect(annMails[0]!.subject).toBe('3 changes to listings your saved searches match');
    expect(annMails[0]!.text).toContain(
      `Price drop · 1 Alert Way, Austin, TX\nPrice cut $200,000 → $185,000 (−7.5%) · matches your saved search "Ann 73501"\n${PUBLIC_URL}/products/properties/${a}`,
    );
    expect(annMails[0]!.text).not.toContain('2 Other Way');
    expect(annMails[0]!.text).toContain("change a search's alerts");
    expect(await mails(bobId)).toHaveLength(0);
    const cyMails = await mails(cyId);
    expect(cyMails).toHaveLength(1);
    expect(cyMails[0]!.subject).toBe('3 changes to your saved properties and searches');

    // Webhooks: one delivery per change and endpoint, however often the scan runs (this test's or the app's own).
    await service.enqueueListingChanges();
    expect(await service.enqueueListingChanges()).toBe(0);
    const page = { page: 1, pageSize: 25, limit: 25, offset: 0 };
    const ids = [`evt_listing_${drop.id}`, `evt_listing_${moved.id}`, `evt_listing_${pending.id}`].sort();
    const logged = async (userId: number, endpoint: number) =>
      (await service.listDeliveries(userId, { endpoint }, page)).rows.map((row) => row.event_id).sort();
    expect(await logged(annId, annHook.id)).toEqual(ids);
    expect(await logged(bobId, bobHook.id)).toEqual([]);
    expect(await logged(cyId, cyHook.id)).toEqual(ids);
    for (let waited = 0; waited < 10_000 && received.filter((r) => r.path !== '/bob').length < 6; waited += 100) {
      await service.runDue();
      await sleep(100);
    }
    const bodies = (path: string) => received.filter((r) => r.path === path).map((r) => JSON.parse(r.body));
    expect(
      bodies('/ann')
        .map((event) => event.id)
        .sort(),
    ).toEqual(ids);
    expect(bodies('/bob')).toEqual([]);
    expect(bodies('/ann').find((event) => event.type === 'listing.price_drop').data).toMatchObject({
      listing: { id: String(a), address: '1 Alert Way' },
      saved_property: null,
      saved_search: { id: annSearch, name: 'Ann 73501' },
      old_price: 200_000,
      new_price: 185_000,
    });
    const cyEvents = bodies('/cy');
    expect(cyEvents.map((event) => event.id).sort()).toEqual(ids);
    expect(cyEvents.find((event) => event.type === 'listing.price_drop').data).toMatchObject({
      saved_property: { address: '1 Alert Way, Austin, TX' },
      saved_search: null,
    });
    expect(cyEvents.find((event) => event.type === 'listing.status_change').data).toMatchObject({
      saved_property: null,
      saved_search: { id: cySearch, name: 'Cy 73501' },
      old_status: 'Active',
      new_status: 'Pending',
    });
  });
});
