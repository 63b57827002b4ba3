import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAttemptAt, retryOffsets } from '../../server/webhooks/retrySchedule.ts';
import { webhookService } from '../../server/webhooks/webhookService.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let receiver: http.Server;
let base = '';
const received: Received[] = [];
let flakyCalls = 0;
/** AUDIT_ALLOW_PRIVATE=true: deliveries may reach the test's server on 127.0.0.1. */
let dev: Awaited<ReturnType<typeof buildTestApp>>;
/** The default: private and loopback addresses refused. */
let strict: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let other: TestUser;
let strictUser: TestUser;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (request.url === '/fail') return response.writeHead(500).end('down for maintenance');
      if (request.url === '/flaky') return response.writeHead(++flakyCalls === 1 ? 500 : 200).end(flakyCalls === 1 ? 'oops' : 'ok');
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  dev = await buildTestApp({ AUDIT_ALLOW_PRIVATE: 'true', RATE_LIMIT_SENSITIVE_PER_HOUR: '1000' });
  strict = await buildTestApp({ RATE_LIMIT_SENSITIVE_PER_HOUR: '1000' });
  [user, other] = await Promise.all([registeredUser(dev.app), registeredUser(dev.app)]);
  strictUser = await registeredUser(strict.app);
}, 120_000);
afterAll(async () => {
  await Promise.all([dev?.close(), strict?.close()]);
  receiver?.close();
});

const call = async (harness: typeof dev, who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await harness.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const createEndpoint = async (path: string, eventTypes = ['listing.new_match']) =>
  (
    await call(dev, user, 'POST', '/api/webhooks/endpoints/', {
      url: `${base}${path}`,
      description: `Receiver ${path}`,
      event_types: eventTypes,
    })
  ).body;
const userId = async (who: TestUser) =>
  (await dev.db.query<{ id: number }>('select id::int as id from users where lower(email) = lower($1)', [who.email]))[0]!.id;
/** The signature check a receiver writes, by hand: HMAC-SHA256 of "<t>.<raw body>" under the secret, hex. */
const validSignature = (header: string, body: string, secret: string) => {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  return !!match && createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex') === match[2];
};

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 5 h, 10 h after each failure and stops past 24 h after the first try', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(first, first, 1)).toEqual(new Date('2026-01-01T00:01:00Z'));
    expect(nextAttemptAt(first, new Date('2026-01-01T00:01:00Z'), 2)).toEqual(new Date('2026-01-01T00:06:00Z'));
    expect(nextAttemptAt(first, new Date('2026-01-01T00:06:00Z'), 3)).toEqual(new Date('2026-01-01T00:36:00Z'));
    expect(nextAttemptAt(first, new Date('2026-01-01T00:36:00Z'), 4)).toEqual(new Date('2026-01-01T02:36:00Z'));
    expect(nextAttemptAt(first, new Date('2026-01-01T02:36:00Z'), 5)).toEqual(new Date('2026-01-01T07:36:00Z'));
    expect(nextAttemptAt(first, new Date('2026-01-01T07:36:00Z'), 6)).toEqual(new Date('2026-01-01T17:36:00Z'));
    // 17:36 + 10 h = 03:36 the next day, 27 h 36 min after the first try: no more tries.
    expect(nextAttemptAt(first, new Date('2026-01-01T17:36:00Z'), 7)).toBeNull();
    // A late try (the worker was down) still gets its retry when that falls inside the 24 h.
    expect(nextAttemptAt(first, new Date('2026-01-01T13:00:00Z'), 6)).toEqual(new Date('2026-01-01T23:00:00Z'));
    expect(retryOffsets()).toEqual([
      0,
      MINUTE,
      6 * MINUTE,
      36 * MINUTE,
      2 * HOUR + 36 * MINUTE,
      7 * HOUR + 36 * MINUTE,
      17 * HOUR + 36 * MINUTE,
    ]);
  });
});

describe('webhook endpoints', () => {
  it('creates (secret shown once), lists with labels, reads, changes and deletes; another user gets 404', async () => {
    const created = await call(dev, user, 'POST', '/api/webhooks/endpoints/', {
      url: `${base}/ok`,
      description: 'CRM sync',
      event_types: ['listing.price_drop', 'listing.new_match'],
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      url: `${base}/ok`,
      description: 'CRM sync',
      event_types: ['listing.new_match', 'listing.price_drop'],
      events: [
        { type: 'listing.new_match', label: 'New listing matches a saved search' },
        { type: 'listing.price_drop', label: 'Price drop on a listing' },
      ],
    });
    const id = created.body.id;
    const list = await call(dev, user, 'GET', '/api/webhooks/endpoints/');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0].id).toBe(id);
    expect(list.body.results[0].secret).toBeUndefined();
    expect(list.body.results[0].secret_hint).toBe(`${created.body.secret.slice(0, 10)}…`);

    expect((await call(dev, other, 'GET', `/api/webhooks/endpoints/${id}/`)).status).toBe(404);
    expect((await call(dev, other, 'DELETE', `/api/webhooks/endpoints/${id}/`)).status).toBe(404);
    expect((await call(dev, other, 'GET', '/api/webhooks/endpoints/')).body.count).toBe(0);

    const changed = await call(dev, user, 'PATCH', `/api/webhooks/endpoints/${id}/`, { event_types: ['auction.date_change'] });
    expect(changed.status).toBe(200);
    expect(changed.body.events).toEqual([{ type: 'auction.date_change', label: 'Auction date change' }]);

    expect((await call(dev, user, 'DELETE', `/api/webhooks/endpoints/${id}/`)).status).toBe(204);
    expect((await call(dev, user, 'GET', `/api/webhooks/endpoints/${id}/`)).status).toBe(404);
  });

  it('refuses bad input with a 400: unknown event type, no event type, long description, not a web address', async () => {
    const post = (payload: object) => call(dev, user, 'POST', '/api/webhooks/endpoints/', payload);
    expect((await post({ url: `${base}/ok`, event_types: ['listing.sold'] })).status).toBe(400);
    expect((await post({ url: `${base}/ok`, event_types: [] })).status).toBe(400);
    expect((await post({ url: `${base}/ok`, event_types: ['listing.new_match'], description: 'x'.repeat(201) })).status).toBe(400);
    expect((await post({ url: `https://example.com/${'a'.repeat(2001)}`, event_types: ['listing.new_match'] })).status).toBe(400);
    const notUrl = await post({ url: 'not an address', event_types: ['listing.new_match'] });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.errors.url).toBeDefined();
    expect((await call(dev, user, 'GET', '/api/webhooks/deliveries/?page=0')).status).toBe(400);
    expect((await call(dev, user, 'GET', '/api/webhooks/deliveries/?status=lost')).status).toBe(400);
  });

  it('refuses private and loopback addresses through the SSRF guard, and plain http, by default', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
    ]) {
      const answer = await call(strict, strictUser, 'POST', '/api/webhooks/endpoints/', { url, event_types: ['listing.new_match'] });
      expect(answer.status, url).toBe(400);
      expect(answer.body.detail, url).toMatch(/private or local address/);
      expect(answer.body.errors.url).toEqual(['Private, loopback and link-local addresses are refused.']);
    }
    const plain = await call(strict, strictUser, 'POST', '/api/webhooks/endpoints/', {
      url: 'http://93.184.216.34/hook',
      event_types: ['listing.new_match'],
    });
    expect(plain.status).toBe(400);
    expect(plain.body.detail).toMatch(/https/);
  });
});

describe('deliveries', () => {
  it('sends a signed test event to a local server, logged with status, response time and attempt', async () => {
    const endpoint = await createEndpoint('/ok');
    const before = received.length;
    const answer = await call(dev, user, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      event_type: 'webhook.test',
      event_label: 'Test event',
    });
    expect(answer.body.attempt_log).toHaveLength(1);
    expect(answer.body.attempt_log[0]).toMatchObject({ attempt: 1, ok: true, status_code: 200, response_body: '{"received":true}' });
    expect(answer.body.attempt_log[0].response_ms).toBeGreaterThanOrEqual(0);

    const got = received.slice(before);
    expect(got).toHaveLength(1);
    const event = JSON.parse(got[0]!.body);
    expect(event).toMatchObject({ id: answer.body.event_id, type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(Number.isInteger(event.created)).toBe(true);
    expect(got[0]!.headers['content-type']).toBe('application/json');
    const header = String(got[0]!.headers['propscout-signature']);
    expect(validSignature(header, got[0]!.body, endpoint.secret)).toBe(true);
    expect(validSignature(header, got[0]!.body, 'whsec_wrong')).toBe(false);
    expect(validSignature(header, got[0]!.body.replace('webhook.test', 'webhook.tesT'), endpoint.secret)).toBe(false);

    const log = await call(dev, user, 'GET', `/api/webhooks/deliveries/?endpoint=${endpoint.id}`);
    expect(log.body.count).toBe(1);
    expect(log.body.results[0]).toMatchObject({ id: answer.body.id, status: 'succeeded', last_response_ms: expect.any(Number) });
    expect((await call(dev, other, 'GET', `/api/webhooks/deliveries/${answer.body.id}/`)).status).toBe(404);
    expect((await call(dev, other, 'POST', `/api/webhooks/deliveries/${answer.body.id}/replay/`)).status).toBe(404);
    expect((await call(dev, other, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test/`)).status).toBe(404);
  });

  it('retries after a 500 when the clock reaches the retry, delivers an event once per endpoint, and replays', async () => {
    const endpoint = await createEndpoint('/flaky', ['listing.price_drop']);
    // Far ahead of the real clock, so that the app's own worker (on the real clock) never finds these deliveries due.
    let now = new Date(Date.now() + 30 * 24 * HOUR);
    const service = webhookService({ db: dev.db, clock: () => now, allowPrivate: true });
    const id = await userId(user);
    const event = { id: 'evt_flaky_1', type: 'listing.price_drop', data: { listing_id: 'L-1' } };
    const [deliveryId] = await service.deliver(id, event);
    expect(deliveryId).toBeDefined();
    const hits = () => received.filter((r) => r.path === '/flaky').length;

    expect(await service.runDue()).toBe(1);
    expect(hits()).toBe(1);
    let delivery = await service.getDelivery(id, deliveryId!);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'The endpoint answered 500.' });
    expect(new Date(delivery.next_attempt_at!).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000 + MINUTE);

    // Not yet due 59 s later; due at one minute.
    now = new Date(now.getTime() + 59_000);
    expect(await service.runDue()).toBe(0);
    now = new Date(now.getTime() + 1_000);
    expect(await service.runDue()).toBe(1);
    delivery = await service.getDelivery(id, deliveryId!);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200, next_attempt_at: null });
    expect(delivery.attempt_log.map((a) => [a.attempt, a.status_code, a.ok])).toEqual([
      [1, 500, false],
      [2, 200, true],
    ]);

    // The same event again (a second run producing it, a crash and restart): no second delivery to this endpoint.
    expect(await service.deliver(id, event)).toEqual([]);
    expect(await service.runDue()).toBe(0);
    expect(hits()).toBe(2);
    // An endpoint that did not subscribe to the type gets nothing.
    await createEndpoint('/ok', ['listing.status_change']);
    expect(await service.deliver(id, { ...event, id: 'evt_flaky_2', type: 'auction.date_change' })).toEqual([]);

    // Replay: a new try now, the same event id and body, signed anew.
    const replayed = await call(dev, user, 'POST', `/api/webhooks/deliveries/${deliveryId}/replay/`);
    expect(replayed.status).toBe(200);
    expect(replayed.body.attempts).toBe(3);
    expect(replayed.body.attempt_log.at(-1)).toMatchObject({ attempt: 3, replay: true, ok: true, status_code: 200 });
    const bodies = received.filter((r) => r.path === '/flaky');
    expect(bodies).toHaveLength(3);
    expect(bodies[2]!.body).toBe(bodies[0]!.body);
    expect(JSON.parse(bodies[2]!.body).id).toBe('evt_flaky_1');
    for (const r of bodies) expect(validSignature(String(r.headers['propscout-signature']), r.body, endpoint.secret)).toBe(true);
  });

  it('follows the backoff schedule with an injected clock and fails once the next try would be past 24 h', async () => {
    await createEndpoint('/fail', ['auction.date_change']);
    const start = new Date(Math.ceil((Date.now() + 60 * 24 * HOUR) / 1000) * 1000);
    let now = start;
    const service = webhookService({ db: dev.db, clock: () => now, allowPrivate: true });
    const id = await userId(user);
    const [deliveryId] = await service.deliver(id, {
      id: 'evt_auction_1',
      type: 'auction.date_change',
      data: { auction_date: '2026-12-05' },
    });
    const offsets: number[] = [];
    for (let tries = 0; tries < 20; tries++) {
      expect(await service.runDue()).toBe(1);
      offsets.push(now.getTime() - start.getTime());
      const delivery = await service.getDelivery(id, deliveryId!);
      if (!delivery.next_attempt_at) break;
      now = new Date(delivery.next_attempt_at);
    }
    expect(offsets).toEqual([0, MINUTE, 6 * MINUTE, 36 * MINUTE, 2 * HOUR + 36 * MINUTE, 7 * HOUR + 36 * MINUTE, 17 * HOUR + 36 * MINUTE]);
    const failed = await service.getDelivery(id, deliveryId!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 7, last_status_code: 500 });
    expect(failed.attempt_log[0]!.response_body).toBe('down for maintenance');
    now = new Date(now.getTime() + 48 * HOUR);
    expect(await service.runDue()).toBe(0);

    const log = await call(dev, user, 'GET', '/api/webhooks/deliveries/?status=failed');
    expect(log.body.count).toBe(1);
    expect(log.body.results[0]).toMatchObject({
      id: deliveryId,
      event_id: 'evt_auction_1',
      event_label: 'Auction date change',
      attempts: 7,
    });
    expect((await call(dev, user, 'GET', '/api/webhooks/deliveries/?status=succeeded')).body.count).toBe(2);
  });
});
