import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerystring } from '../../server/routes/search/schemas.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { keySecrets, lookupHash } from '../../server/keys/keySecrets.ts';
import { API_CALL_RETENTION_DAYS, KEY_SHOWN_ONCE, keyService } from '../../server/keys/keyService.ts';
import { loadAppSecret } from '../../server/mail/appSecret.ts';
import { bearer, testIdentity, type TestUser } from './helpers.ts';
import { billingHarness, PUBLIC_URL, START, type BillingHarness } from './subscriptionHelpers.ts';

let h: BillingHarness;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  h = await billingHarness();
  [owner, other] = await Promise.all([h.user(), h.user()]);
  await h.subscribe(owner, 'pro');
}, 120_000);
afterAll(() => h?.close());

type Method = 'GET' | 'POST' | 'PUT';
async function call(who: TestUser, method: Method, url: string, payload?: object) {
  const response = await h.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : {}, headers: response.headers };
}
async function withKey(key: string, method: Method, url: string, payload?: object, header = 'x-api-key') {
  const response = await h.app.inject({ method, url, headers: { [header]: key }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : {}, headers: response.headers };
}
/** The widget's own page (served from the portal) calls with the portal's origin, as the browser reports it. */
const WIDGET_PAGE = { origin: new URL(PUBLIC_URL).origin, 'sec-fetch-site': 'same-origin' };
async function withEmbed(token: string, method: Method, url: string, payload?: object) {
  const response = await h.app.inject({
    method,
    url,
    headers: { 'x-embed-token': token, ...WIDGET_PAGE },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : {}, headers: response.headers };
}
async function generate(who: TestUser, name: string) {
  const created = await call(who, 'GET', `/api/keys/generate/?name=${encodeURIComponent(name)}`);
  expect(created.status).toBe(201);
  return created.body as { id: number; name: string; key: string; prefix: string; embed_id: string; created_at: string };
}
const ledger = async (who: TestUser) =>
  h.db.query<{ kind: string; delta: number; description: string }>(
    `select kind, delta::int as delta, description from credit_ledger l join users u on u.id = l.user_id
     where u.cognito_sub = $1 order by l.id`,
    [owner === who ? owner.sub : who.sub],
  );
const AUSTIN = encodeURIComponent('Austin, TX');

describe('API key lifecycle', () => {
  it('generates a key shown once in full, stored only hashed, listed masked, and never shown again (410)', async () => {
    const created = await generate(owner, '  My   CRM key ');
    expect(created).toMatchObject({ name: 'My CRM key', allowed_origins: [] });
    expect(created.key).toMatch(/^ps_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(created.embed_id).toMatch(/^emb_[A-Za-z0-9_-]{16}$/);
    expect(created.created_at).toBe(START.toISOString().replace('.000', ''));

    // Nothing in the row is the key or lets one find it without the server's secret; no copy of it is kept at all.
    const [row] = await h.db.query<Record<string, string>>('select * from api_keys where id = $1', [created.id]);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.key_hash).toBe(
      lookupHash(keySecrets({ apiKeySecret: undefined, appSecret: loadAppSecret('/tmp/propscout-test') }), created.key),
    );
    expect(row).not.toHaveProperty('key_encrypted');

    const list = await call(owner, 'GET', '/api/keys/');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0]).toEqual({
      id: created.id,
      name: 'My CRM key',
      prefix: created.prefix,
      created_at: created.created_at,
      last_used_at: null,
      request_count: 0,
      embed_id: created.embed_id,
      allowed_origins: [],
      widget_session_credits: 5,
      widget_daily_credits: 50,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(12));

    // The spec's reveal path answers that the key cannot be shown again, to its owner.
    expect(await call(owner, 'GET', `/api/keys/reveal/?key_id=${created.id}`)).toMatchObject({
      status: 410,
      body: { detail: KEY_SHOWN_ONCE },
    });
    await call(owner, 'GET', `/api/keys/delete/?key_id=${created.id}`);
  });

  it('hides another user’s key (404) and refuses bad names', async () => {
    const created = await generate(owner, 'Private');
    for (const url of [
      `/api/keys/reveal/?key_id=${created.id}`,
      `/api/keys/delete/?key_id=${created.id}`,
      `/api/keys/${created.id}/calls/`,
    ]) {
      const refused = await call(other, 'GET', url);
      expect(refused.status, url).toBe(404);
      expect(refused.body).toEqual({ detail: 'API key not found.' });
    }
    expect((await call(other, 'GET', '/api/keys/')).body.count).toBe(0);
    expect((await call(owner, 'GET', '/api/keys/generate/?name=')).status).toBe(400);
    expect((await call(owner, 'GET', `/api/keys/generate/?name=${'x'.repeat(61)}`)).status).toBe(400);
    expect((await call(owner, 'GET', '/api/keys/generate/?name=%20%20')).body.detail).toBe('name may not be blank.');
    // The name check every name goes through: no control or text-direction characters.
    for (const name of ['CRM\r\nBcc: x', 'key\u0007', 'yek\u202e', 'a\u2067b']) {
      const refused = await call(owner, 'GET', `/api/keys/generate/?name=${encodeURIComponent(name)}`);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.errors, JSON.stringify(name)).toHaveProperty('name');
    }
    // The key still works after the refusals, and stops at once when deleted.
    expect((await withKey(created.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' })).status).toBe(200);
    expect(await call(owner, 'GET', `/api/keys/delete/?key_id=${created.id}`)).toMatchObject({ status: 200, body: { id: created.id } });
    const deleted = await withKey(created.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' });
    expect(deleted).toMatchObject({ status: 401, body: { detail: 'Invalid API key.' } });
    expect((await call(owner, 'GET', `/api/keys/reveal/?key_id=${created.id}`)).status).toBe(404);
  });

  it('refuses wrong keys with 401, and keys on routes outside the public API', async () => {
    const created = await generate(owner, 'Scope');
    const altered = created.key.slice(0, -1) + (created.key.endsWith('A') ? 'B' : 'A');
    for (const key of [altered, 'ps_live_short', 'not a key']) {
      expect(await withKey(key, 'GET', `/api/searches/properties/?location=${AUSTIN}`), key).toMatchObject({
        status: 401,
        body: { detail: 'Invalid API key.' },
      });
    }
    // Key management and the profile need the portal sign-in.
    expect((await withKey(created.key, 'GET', '/api/users/profile/')).status).toBe(401);
    expect((await withKey(created.key, 'GET', '/api/keys/')).status).toBe(401);
    await call(owner, 'GET', `/api/keys/delete/?key_id=${created.id}`);
  });
});

describe('the server secret of the keys', () => {
  it('is required with NODE_ENV=production; a key made under one secret is refused under another', async () => {
    const identity = { ...testIdentity(), issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Example' };
    await expect(
      buildApp({ config: loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'local' }), db: h.db, identity }),
    ).rejects.toThrow(/^API_KEY_SECRET must be set with NODE_ENV=production/);
    // The app secret too: replicas must sign links alike, which a secret kept in one replica's DATA_DIR cannot do.
    await expect(
      buildApp({
        config: loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'local', API_KEY_SECRET: 'x'.repeat(40) }),
        db: h.db,
        identity,
      }),
    ).rejects.toThrow(/^APP_SECRET must be set with NODE_ENV=production, the same on every replica/);
    const key = await generate(owner, 'Secret-bound');
    const otherSecret = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/propscout-test', API_KEY_SECRET: 'y'.repeat(40) }),
      db: h.db,
      identity: testIdentity(),
    });
    try {
      const answer = await otherSecret.inject({
        method: 'POST',
        url: '/api/searches/properties/count/',
        headers: { 'x-api-key': key.key },
        payload: {},
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      await otherSecret.close();
      await call(owner, 'GET', `/api/keys/delete/?key_id=${key.id}`);
    }
  });

  it(`forgets API calls after ${API_CALL_RETENTION_DAYS} days: older rows are purged, newer ones stay in the log and the count`, async () => {
    const key = await generate(owner, 'Retention');
    try {
      // A year before the harness's clock: the other tests' calls are all newer than this test's cutoff.
      const now = new Date(START.getTime() - 365 * 86_400_000);
      const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 - minutes * 60_000);
      const service = keyService(h.db, keySecrets({ apiKeySecret: undefined, appSecret: '' }), h.app.billing.access, () => now);
      for (const calledAt of [daysAgo(90, 1), daysAgo(120), daysAgo(90, -1), daysAgo(1)]) {
        await service.repository.logCall({
          keyId: key.id,
          calledAt,
          method: 'GET',
          route: '/api/searches/properties/',
          status: 200,
          credits: 1,
          durationMs: 12,
          via: 'key',
        });
      }
      const before = await h.db.query('select 1 from api_calls');
      expect(await service.purgeOldCalls()).toBe(2); // 90 days and a minute, and 120 days
      expect(await h.db.query('select 1 from api_calls')).toHaveLength(before.length - 2);
      const log = await call(owner, 'GET', `/api/keys/${key.id}/calls/`);
      expect(log.body.count).toBe(2);
      expect(log.body.results.map((c: { called_at: string }) => Date.parse(c.called_at))).toEqual([
        daysAgo(1).getTime(),
        daysAgo(90, -1).getTime(),
      ]);
    } finally {
      await call(owner, 'GET', `/api/keys/delete/?key_id=${key.id}`);
    }
  });
});

describe('the public API with X-API-Key', () => {
  it('answers every public endpoint as the key’s owner, charging credits as the portal does with api ledger rows', async () => {
    const key = await generate(owner, 'My CRM key');
    const before = await h.balance(owner);
    const ledgerBefore = (await ledger(owner)).length;

    const search = await withKey(key.key, 'GET', `/api/searches/properties/?location=${AUSTIN}`);
    expect(search.status).toBe(200);
    expect(search.body.credits_charged).toBe(1);
    expect(search.body.credits_remaining).toBe(before - 1);
    expect(search.headers['cache-control']).toBe('no-store');
    // The second page of the same filter set is free, as in the portal.
    expect((await withKey(key.key, 'GET', `/api/searches/properties/?location=${AUSTIN}&page_size=2&page=2`)).body.credits_charged).toBe(0);

    const auction = await withKey(key.key, 'GET', `/api/properties/auction/list/?location=${AUSTIN}`);
    expect(auction.status).toBe(200);
    expect(auction.body.count).toBe(2); // A7 and A8 are the fixture's Austin auctions
    expect(auction.body.credits_charged).toBe(1);

    expect(await withKey(key.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' })).toMatchObject({
      status: 200,
      body: { credit_cost: 0 },
    });
    expect((await withKey(key.key, 'POST', '/api/properties/auction/count/', { location: 'Austin, TX' })).status).toBe(200);

    const saved = await call(owner, 'POST', '/api/searches/saved/', { name: 'Austin', query: { location: 'Austin, TX' } });
    expect((await withKey(key.key, 'GET', '/api/searches/saved/')).body.count).toBe(1);
    expect(await withKey(key.key, 'GET', `/api/searches/saved/${saved.body.id}/`)).toMatchObject({ status: 200, body: { name: 'Austin' } });

    const [listing] = await h.db.query<{ id: string }>("select id::text as id from listings where listing_key = 'A1'");
    const report = await withKey(key.key, 'POST', '/api/report/', { property_id: listing!.id });
    expect(report.status).toBe(201);
    expect((await withKey(key.key, 'GET', `/api/report/${report.body.id}/`)).status).toBe(200);

    const download = await withKey(key.key, 'GET', `/api/searches/properties/download?location=${AUSTIN}&file_type=csv`);
    expect(download.status).toBe(200);
    expect(download.body.credits_charged).toBe(1);
    expect((await withKey(key.key, 'GET', '/api/searches/properties/downloads/')).body.count).toBe(1);

    // 1 search + 1 auction search + 1 report + 1 download, each an 'api' row naming the key.
    expect(await h.balance(owner)).toBe(before - 4);
    const rows = (await ledger(owner)).slice(ledgerBefore);
    expect(rows.map((r) => [r.kind, r.delta])).toEqual([
      ['api', -1],
      ['api', -1],
      ['api', -1],
      ['api', -1],
    ]);
    expect(rows[0]!.description).toBe('API · My CRM key: Search: Austin, TX · Active');
    expect(rows[2]!.description).toMatch(/^API · My CRM key: Full property report: /);
    expect(rows[3]!.description).toMatch(/^API · My CRM key: Download: /);

    // The usage dashboard shows them as API calls, on the injected clock's day: every charge goes by the app's clock.
    const dashboard = await call(owner, 'GET', '/api/dashboard/data/');
    const today = dashboard.body.usage.find((d: { date: string }) => d.date === START.toISOString().slice(0, 10));
    expect(today).toMatchObject({ api_calls: 4, searches: 0, downloads: 0, reports: 0 });

    // The call log: every call, newest first, with its route pattern, answer and credits.
    const calls = await call(owner, 'GET', `/api/keys/${key.id}/calls/?page_size=100`);
    expect(calls.body.count).toBe(11);
    const first = calls.body.results.at(-1);
    expect(first).toMatchObject({
      method: 'GET',
      route: '/api/searches/properties/',
      status: 200,
      credits: 1,
      called_at: '2026-03-10T12:00:00Z',
    });
    expect(first.duration_ms).toBeGreaterThanOrEqual(0);
    expect(calls.body.results.map((c: { credits: number }) => c.credits).reduce((a: number, b: number) => a + b, 0)).toBe(4);
    expect(calls.body.results.find((c: { route: string }) => c.route === '/api/searches/saved/:id/')).toMatchObject({
      status: 200,
      credits: 0,
    });
    const [listed] = (await call(owner, 'GET', '/api/keys/')).body.results;
    expect(listed).toMatchObject({ id: key.id, request_count: 11, last_used_at: '2026-03-10T12:00:00Z' });
    await call(owner, 'GET', `/api/keys/delete/?key_id=${key.id}`);
  });

  it('needs a plan with API access: none or Starter is a 403 naming the reason, the free trial and Pro are allowed', async () => {
    const noPlan = await generate(other, 'No plan');
    const refused = await withKey(noPlan.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/^Your plan does not include API access\. /);

    const starter = await h.user();
    await h.subscribe(starter, 'starter');
    const starterKey = await generate(starter, 'Starter key');
    expect((await withKey(starterKey.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' })).status).toBe(403);

    const trial = await h.user();
    expect((await call(trial, 'POST', '/api/subscription/free_trial/subscribe/')).status).toBeLessThan(300);
    const trialKey = await generate(trial, 'Trial key');
    const allowed = await withKey(trialKey.key, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['ratelimit-limit']).toBe('60');
    // Refused calls are logged too.
    expect((await call(other, 'GET', `/api/keys/${noPlan.id}/calls/`)).body.results[0]).toMatchObject({ status: 403, credits: 0 });
  });

  it('limits each key to its plan’s requests per minute: 429 with Retry-After and RateLimit headers, again allowed a minute later', async () => {
    await h.db.query("update plans set api_rate_limit_per_minute = 3 where id = 'pro'");
    const key = await generate(owner, 'Limited');
    const spare = await generate(owner, 'Spare');
    h.state.now = new Date('2026-03-10T12:05:10Z');
    try {
      const count = (k: string) => withKey(k, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' });
      const remaining = [];
      for (let i = 0; i < 3; i++) {
        const answer = await count(key.key);
        expect(answer.status).toBe(200);
        expect(answer.headers['ratelimit-limit']).toBe('3');
        expect(answer.headers['ratelimit-reset']).toBe('50');
        remaining.push(answer.headers['ratelimit-remaining']);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await count(key.key);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: 'Request was throttled. Expected available in 50 seconds.' });
      expect(refused.headers['retry-after']).toBe('50');
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      // The limit is per key.
      expect((await count(spare.key)).status).toBe(200);

      h.state.now = new Date('2026-03-10T12:05:59Z');
      expect((await count(key.key)).headers['retry-after']).toBe('1');
      h.state.now = new Date('2026-03-10T12:06:00Z');
      const again = await count(key.key);
      expect(again.status).toBe(200);
      expect(again.headers['ratelimit-remaining']).toBe('2');
      expect(again.headers['ratelimit-reset']).toBe('60');
      const statuses = (await call(owner, 'GET', `/api/keys/${key.id}/calls/`)).body.results.map((c: { status: number }) => c.status);
      expect(statuses).toEqual([200, 429, 429, 200, 200, 200]);
    } finally {
      await h.db.query("update plans set api_rate_limit_per_minute = 60 where id = 'pro'");
      h.state.now = START;
      await call(owner, 'GET', `/api/keys/delete/?key_id=${key.id}`);
      await call(owner, 'GET', `/api/keys/delete/?key_id=${spare.id}`);
    }
  });
});

describe('endpoint documentation generated from the route schemas', () => {
  const IDS = [
    'search-properties',
    'auction-list',
    'count-properties',
    'count-auction',
    'saved-searches',
    'saved-search',
    'generate-report',
    'read-report',
    'download-properties',
    'downloads',
    'quote',
  ];

  it('lists every public endpoint with its cost and the caller’s rate limit', async () => {
    const list = await call(owner, 'GET', '/api/endpoints/');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: IDS.length, next: null, previous: null });
    expect(list.body.results.map((e: { id: string }) => e.id).sort()).toEqual([...IDS].sort());
    expect(list.body.results.find((e: { id: string }) => e.id === 'search-properties')).toEqual({
      id: 'search-properties',
      method: 'GET',
      path: '/api/searches/properties/',
      summary: 'Search listings',
      credits: '1 credit per new filter set (its pages and sorts within 24 hours are free; an empty page is free)',
      rate_limit_per_minute: 60,
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/endpoints/' })).statusCode).toBe(401);
  });

  it('documents one endpoint: parameters as validated, the answer schema, curl and fetch examples', async () => {
    const detail = (await call(owner, 'GET', '/api/endpoints/search-properties')).body;
    const pageSize = detail.parameters.find((p: { name: string }) => p.name === 'page_size');
    expect(pageSize).toMatchObject({ in: 'query', required: false, type: 'integer', minimum: 1 });
    expect(pageSize.maximum).toBe((SearchQuerystring.properties.page_size as { maximum?: number }).maximum);
    expect(pageSize.maximum).toBe(100);
    expect(detail.parameters.find((p: { name: string }) => p.name === 'status')).toMatchObject({ type: 'array of string' });
    expect(detail.parameters.find((p: { name: string }) => p.name === 'price_min')).toMatchObject({ type: 'number', minimum: 0 });
    expect(detail.response_schema.properties ?? detail.response_schema.allOf).toBeDefined();
    expect(detail.examples.curl).toBe(
      `curl -X GET '${PUBLIC_URL}/api/searches/properties/?location=Austin%2C+TX' \\\n  -H 'X-API-Key: ps_live_YOUR_KEY'`,
    );
    expect(detail.examples.javascript).toContain(`fetch("${PUBLIC_URL}/api/searches/properties/?location=Austin%2C+TX"`);

    const count = (await call(owner, 'GET', '/api/endpoints/count-properties')).body;
    expect(count.method).toBe('POST');
    expect(count.parameters.find((p: { name: string }) => p.name === 'location')).toMatchObject({ in: 'body', required: false });
    expect(count.examples.curl).toContain(`-d '{"location":"Austin, TX"}'`);
    expect(count.examples.javascript).toContain('body: JSON.stringify({"location":"Austin, TX"})');

    const saved = (await call(owner, 'GET', '/api/endpoints/saved-search')).body;
    expect(saved.path).toBe('/api/searches/saved/{id}/');
    expect(saved.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true, type: 'integer', minimum: 1 }),
    );
    expect(saved.examples.curl).toContain(`${PUBLIC_URL}/api/searches/saved/1/`);

    const report = (await call(owner, 'GET', '/api/endpoints/generate-report')).body;
    expect(report).toMatchObject({ method: 'POST', path: '/api/report/', credits: '1 credit per report' });
    expect(report.parameters).toContainEqual({ name: 'address', in: 'body', required: false, type: 'string', max_length: 300 });
    expect(report.examples.curl).toContain(`-d '{"address":"123 Main St, Austin, TX 78701"}'`);

    expect(await call(owner, 'GET', '/api/endpoints/nope')).toMatchObject({ status: 404, body: { detail: 'Endpoint not found.' } });
  });
});

describe('the embeddable widget', () => {
  it('keeps each key’s allowed origins, checked and normalised', async () => {
    const key = await generate(owner, 'Widget');
    const put = (allowed_origins: unknown) => call(owner, 'PUT', `/api/keys/${key.id}/origins/`, { allowed_origins });
    const saved = await put(['https://Partner.example/', 'http://localhost:5000', 'https://partner.example']);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: key.id, allowed_origins: ['https://partner.example', 'http://localhost:5000'] });
    for (const bad of ['ftp://partner.example', 'http://partner.example', 'https://partner.example/page', 'partner.example']) {
      const refused = await put([bad]);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.detail, bad).toContain('is not an origin');
    }
    expect((await put(Array.from({ length: 21 }, (_, i) => `https://site${i}.example`))).status).toBe(400);
    expect((await call(other, 'PUT', `/api/keys/${key.id}/origins/`, { allowed_origins: [] })).status).toBe(404);
  });

  it('opens a 15-minute session for an allowed website only; the token works like the key until it expires', async () => {
    const key = await generate(owner, 'Site widget');
    await call(owner, 'PUT', `/api/keys/${key.id}/origins/`, { allowed_origins: ['https://partner.example'] });
    const open = (body: object) => h.app.inject({ method: 'POST', url: '/api/embed/session/', payload: body, headers: WIDGET_PAGE });

    const session = await open({ embed_id: key.embed_id, parent_origin: 'https://partner.example' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ allowed: true, expires_at: '2026-03-10T12:15:00.000Z' });
    const refused = await open({ embed_id: key.embed_id, parent_origin: 'https://elsewhere.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This website is not allowed to show this PropScout widget.' });
    expect((await open({ embed_id: 'emb_unknown', parent_origin: 'https://partner.example' })).statusCode).toBe(404);

    const token = session.json().token as string;
    const before = await h.balance(owner);
    const search = await withEmbed(token, 'GET', `/api/searches/properties/?location=${AUSTIN}&beds_min=4`);
    expect(search.status).toBe(200);
    expect(search.body.credits_charged).toBe(1);
    expect(await h.balance(owner)).toBe(before - 1);
    expect((await ledger(owner)).at(-1)!.description).toBe('API · Site widget: Search: Austin, TX · Active · 4+ beds');
    expect((await call(owner, 'GET', `/api/keys/${key.id}/calls/`)).body.results[0]).toMatchObject({ status: 200, credits: 1 });

    expect((await withEmbed(token + 'x', 'GET', `/api/searches/properties/?location=${AUSTIN}`)).status).toBe(401);
    h.state.now = new Date('2026-03-10T12:16:00Z');
    try {
      const expired = await withEmbed(token, 'GET', `/api/searches/properties/?location=${AUSTIN}`);
      expect(expired).toMatchObject({ status: 401, body: { detail: 'Invalid or expired embed session.' } });
    } finally {
      h.state.now = START;
    }
    // Taking the website off the list ends its sessions at once.
    const fresh = (await open({ embed_id: key.embed_id, parent_origin: 'https://partner.example' })).json().token as string;
    await call(owner, 'PUT', `/api/keys/${key.id}/origins/`, { allowed_origins: [] });
    expect((await withEmbed(fresh, 'POST', '/api/searches/properties/count/', {})).status).toBe(401);
  });

  it('serves the embeddable pages with frame-ancestors from the key’s allowed origins, and nothing else frameable', async () => {
    const key = await generate(owner, 'Framed');
    await call(owner, 'PUT', `/api/keys/${key.id}/origins/`, { allowed_origins: ['https://partner.example', 'http://localhost:5000'] });
    const frameAncestors = async (url: string) => {
      const response = await h.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      return { ancestors: policy.match(/frame-ancestors ([^;]+)/)?.[1], xfo: response.headers['x-frame-options'], policy };
    };
    for (const page of ['/iframe', '/report', '/auction-report']) {
      const framed = await frameAncestors(`${page}?embed=${key.embed_id}&property_id=1`);
      expect(framed.ancestors, page).toBe('https://partner.example http://localhost:5000');
      expect(framed.xfo, page).toBeUndefined();
      expect(framed.policy).toContain("script-src 'self'");
    }
    expect((await frameAncestors('/iframe?embed=emb_unknown')).ancestors).toBe("'none'");
    expect((await frameAncestors('/iframe?embed=<script>')).ancestors).toBe("'none'");
    const bare = await generate(owner, 'No origins');
    expect((await frameAncestors(`/iframe?embed=${bare.embed_id}`)).ancestors).toBe("'none'");
    // Other pages keep the portal's own policy.
    const portal = await frameAncestors(`/products/lists/new-search?embed=${key.embed_id}`);
    expect(portal.ancestors).toBe("'self'");
    expect(portal.xfo).toBe('SAMEORIGIN');
  });
});
