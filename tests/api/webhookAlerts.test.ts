import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookService } from '../../server/webhooks/webhookService.ts';
import { emailSetup, PUBLIC_URL, schedulerFor, sleep } from './deliveryHarness.ts';
import { buildTestApp } from './helpers.ts';
import { listing, makeDue, userIdOf } from './searchFixtures.ts';

let receiver: http.Server;
let base = '';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let harness: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The loopback receiver is reachable only with the SSRF guard's development allowance.
  harness = await buildTestApp({ PUBLIC_URL, DATA_DIR: '/tmp/propscout-test', AUDIT_ALLOW_PRIVATE: 'true' });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  receiver?.close();
});

describe('a saved-search alert run', () => {
  it("also delivers a signed listing.new_match event to the user's subscribed endpoints, once per run", async () => {
    const { user, email, search } = await emailSetup(harness, {
      postalCode: '73345',
      contacts: [{ first_name: 'Ann', email: 'ann@hooks.test' }],
    });
    const userId = await userIdOf(harness.db, user);
    const service = webhookService({ db: harness.db, allowPrivate: true });
    const subscribed = await service.createEndpoint(userId, { url: `${base}/alerts`, event_types: ['listing.new_match'] });
    await service.createEndpoint(userId, { url: `${base}/auctions`, event_types: ['auction.date_change'] });
    await listing(harness.db, { postalCode: '73345', address: '12 Hook Rd', price: 180_000, arv: 250_000 });
    await makeDue(harness.db, email.id, new Date(Date.now() - 3600_000));

    expect(await schedulerFor(harness.db).tick()).toBe(1);
    // Sent by this test's worker or the app's own (the job queue), whichever claims it first.
    for (let waited = 0; waited < 10_000 && received.length === 0; waited += 100) {
      await service.runDue();
      if (received.length === 0) await sleep(100);
    }
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    const event = JSON.parse(body);
    expect(event).toMatchObject({
      type: 'listing.new_match',
      data: { saved_search: { id: search, name: 'Deals in 73345' }, automated_email_id: email.id, total: 1 },
    });
    expect(event.id).toMatch(new RegExp(`^evt_alert_${email.id}_\\d+$`));
    expect(event.data.listings[0]).toMatchObject({ address: expect.stringContaining('12 Hook Rd') });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['propscout-signature']))!;
    expect(createHmac('sha256', subscribed.secret).update(`${t}.${body}`).digest('hex')).toBe(v1);

    // Nothing new: no run, no second event.
    await schedulerFor(harness.db).tick();
    await service.runDue();
    const log = await service.listDeliveries(userId, {}, { page: 1, pageSize: 25, limit: 25, offset: 0 });
    expect(log.count).toBe(1);
    expect(log.rows[0]).toMatchObject({ endpoint_id: subscribed.id, status: 'succeeded', last_status_code: 204, event_id: event.id });
  });

  it("delivers a saved property's price drop, status change and auction move once each; a price rise and older changes are not sent", async () => {
    const { user } = await emailSetup(harness, { postalCode: '73346', contacts: [] });
    const userId = await userIdOf(harness.db, user);
    const service = webhookService({ db: harness.db, allowPrivate: true });
    const endpoint = await service.createEndpoint(userId, {
      url: `${base}/saved`,
      event_types: ['listing.price_drop', 'listing.status_change', 'auction.date_change'],
    });
    const listingId = await listing(harness.db, { postalCode: '73346', address: '7 Watch St', price: 200_000, arv: 260_000 });
    await harness.db.query("insert into saved_properties (user_id, listing_id, address) values ($1, $2, '7 Watch St, Austin, TX')", [
      userId,
      listingId,
    ]);
    const event = (kind: string, fields: string, values: unknown[], ago = '0 seconds') =>
      harness.db.query<{ id: number }>(
        `insert into listing_events (listing_id, at, kind, ${fields}, source) values ($1, now() - $2::interval, $3, $4, $5, 'import')
         returning id::int as id`,
        [listingId, ago, kind, ...values],
      );
    const [drop] = await event('price_change', 'old_price, new_price', [200_000, 185_000]);
    await event('price_change', 'old_price, new_price', [185_000, 190_000]);
    const [status] = await event('status_change', 'old_status, new_status', ['Active', 'Pending']);
    const [moved] = await event('auction_date_change', 'old_auction_date, new_auction_date', [
      '2026-12-03T15:00:00Z',
      '2026-12-10T15:00:00Z',
    ]);
    // Before the endpoint was registered (and outside the scan's window): never sent.
    await event('price_change', 'old_price, new_price', [250_000, 200_000], '2 hours');

    // This scan or the app's own periodic one queues them; a second scan over the same window queues nothing more.
    const first = await service.enqueueListingChanges();
    expect(await service.enqueueListingChanges()).toBe(0);
    const page = { page: 1, pageSize: 25, limit: 25, offset: 0 };
    expect((await service.listDeliveries(userId, { endpoint: endpoint.id }, page)).count).toBe(3);
    expect(first).toBeLessThanOrEqual(3);
    const before = received.length;
    for (let waited = 0; waited < 10_000 && received.length < before + 3; waited += 100) {
      await service.runDue();
      if (received.length < before + 3) await sleep(100);
    }
    const got = received.slice(before).map((r) => ({ ...r, event: JSON.parse(r.body) }));
    expect(got.map((r) => r.event.id).sort()).toEqual(
      [`evt_listing_${drop!.id}`, `evt_listing_${status!.id}`, `evt_listing_${moved!.id}`].sort(),
    );
    expect(got.find((r) => r.event.type === 'auction.date_change')!.event.data).toMatchObject({
      old_auction_date: '2026-12-03T15:00:00Z',
      new_auction_date: '2026-12-10T15:00:00Z',
      listing: { id: String(listingId) },
    });
    const dropEvent = got.find((r) => r.event.type === 'listing.price_drop')!.event;
    expect(dropEvent.data).toMatchObject({
      old_price: 200_000,
      new_price: 185_000,
      listing: { id: String(listingId), address: '7 Watch St' },
      saved_property: { address: '7 Watch St, Austin, TX' },
    });
    expect(got.find((r) => r.event.type === 'listing.status_change')!.event.data).toMatchObject({
      old_status: 'Active',
      new_status: 'Pending',
    });
    for (const r of got) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['propscout-signature']))!;
      expect(createHmac('sha256', endpoint.secret).update(`${t}.${r.body}`).digest('hex')).toBe(v1);
    }
  });
});
