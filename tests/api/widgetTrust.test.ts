import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import {
  dayCapReached,
  LISTING_NOT_SHOWN,
  NO_BROWSER_ORIGIN,
  NOT_A_WIDGET_CALL,
  ORIGIN_REFUSED,
  OTHER_ORIGIN,
  sessionCapReached,
} from '../../server/keys/widget.ts';
import { bearer, type TestUser } from './helpers.ts';
import { billingHarness, PUBLIC_URL, START, type BillingHarness } from './subscriptionHelpers.ts';

/** Issue 25: the website widget's embed token is no master key. */

let h: BillingHarness;
let owner: TestUser;
beforeAll(async () => {
  h = await billingHarness();
  owner = await h.user();
  await h.subscribe(owner, 'pro');
}, 120_000);
afterAll(() => h?.close());

const PARTNER = 'https://partner.example';
const PORTAL = new URL(PUBLIC_URL).origin;
/** The widget's own page, served by the portal inside the partner's iframe: the browser reports the portal's origin. */
const WIDGET_PAGE = { origin: PORTAL, 'sec-fetch-site': 'same-origin' };
const AUSTIN = encodeURIComponent('Austin, TX');

type Method = 'GET' | 'POST' | 'PUT';
async function asOwner(method: Method, url: string, payload?: object) {
  const response = await h.app.inject({ method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

/** A key with a widget allowed on the partner's site, and optionally its caps. */
async function widgetKey(caps?: { session: number; day: number }) {
  const key = (await asOwner('GET', `/api/keys/generate/?name=${encodeURIComponent(`Widget ${Math.random()}`)}`)).body as {
    id: number;
    embed_id: string;
  };
  await asOwner('PUT', `/api/keys/${key.id}/origins/`, { allowed_origins: [PARTNER] });
  if (caps) {
    const set = await asOwner('PUT', `/api/keys/${key.id}/widget-credits/`, {
      widget_session_credits: caps.session,
      widget_daily_credits: caps.day,
    });
    expect(set.status).toBe(200);
  }
  return key;
}

async function openSession(embedId: string, headers: Record<string, string> = WIDGET_PAGE, body: object = { parent_origin: PARTNER }) {
  const response = await h.app.inject({ method: 'POST', url: '/api/embed/session/', headers, payload: { embed_id: embedId, ...body } });
  return { status: response.statusCode, body: response.json() as { token: string; detail?: string } };
}

async function widgetCall(token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = WIDGET_PAGE) {
  const response = await h.app.inject({ method, url, headers: { 'x-embed-token': token, ...headers }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
}

/** A search page of Austin listings under a price cap: each cap is a new filter set (1 credit when it finds listings). */
const search = (token: string, priceMax = 90_000_000) =>
  widgetCall(token, 'GET', `/api/searches/properties/?location=${AUSTIN}&price_max=${priceMax}&page_size=5`);

describe('opening a session believes the browser, not the body', () => {
  it('opens from the widget’s own page framed by an allowed site, from that site itself, or by its Referer; never from a body’s claim', async () => {
    const key = await widgetKey();
    expect((await openSession(key.embed_id)).status).toBe(200);
    // The partner's own page (Origin is the partner), with or without repeating it in the body.
    expect((await openSession(key.embed_id, { origin: PARTNER, 'sec-fetch-site': 'cross-site' }, {})).status).toBe(200);
    expect((await openSession(key.embed_id, { referer: `${PARTNER}/listings?q=1` }, {})).status).toBe(200);

    // The issue's probe: the body names an allowed site, the browser says the request comes from elsewhere.
    const forged = await openSession(key.embed_id, { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' });
    expect(forged).toMatchObject({ status: 403, body: { detail: ORIGIN_REFUSED } });
    expect((await openSession(key.embed_id, { referer: 'https://attacker.example/page' })).status).toBe(403);
    // Nothing from the browser at all (a script outside any page), or the opaque origin of a sandboxed frame.
    expect(await openSession(key.embed_id, {})).toMatchObject({ status: 403, body: { detail: NO_BROWSER_ORIGIN } });
    expect((await openSession(key.embed_id, { origin: 'null' })).status).toBe(403);
    // The portal's origin with a Sec-Fetch-Site that contradicts it, or naming a site the key does not allow.
    expect((await openSession(key.embed_id, { origin: PORTAL, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await openSession(key.embed_id, WIDGET_PAGE, { parent_origin: 'https://elsewhere.example' })).status).toBe(403);
    // The partner's page naming another site as the parent.
    expect((await openSession(key.embed_id, { origin: PARTNER }, { parent_origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('binds the token to the origin it was opened from: the same token from another origin, or none, is refused', async () => {
    const key = await widgetKey();
    const { body } = await openSession(key.embed_id);
    const count = (headers: Record<string, string>) =>
      widgetCall(body.token, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' }, headers);
    expect((await count(WIDGET_PAGE)).status).toBe(200);
    // A same-origin GET carries no Origin: its Referer counts.
    expect(
      (
        await widgetCall(body.token, 'GET', `/api/searches/properties/?location=${AUSTIN}`, undefined, {
          referer: `${PORTAL}/iframe?embed=x`,
        })
      ).status,
    ).toBe(200);
    expect(await count({ origin: 'https://attacker.example' })).toMatchObject({ status: 403, body: { detail: OTHER_ORIGIN } });
    expect(await count({ origin: PARTNER })).toMatchObject({ status: 403, body: { detail: OTHER_ORIGIN } });
    expect(await count({})).toMatchObject({ status: 403, body: { detail: OTHER_ORIGIN } });
  });
});

describe('an embed token reaches the widget’s calls only', () => {
  it('refuses the owner’s saved searches, downloads, files and reports (403), and reports the session never showed', async () => {
    const key = await widgetKey();
    const saved = await asOwner('POST', '/api/searches/saved/', { name: 'Private', query: { location: 'Austin, TX' } });
    const [listing] = await h.db.query<{ id: string }>("select id::text as id from listings where listing_key = 'A1'");
    const ownersReport = await asOwner('POST', '/api/report/', { property_id: listing!.id });
    expect(ownersReport.status).toBe(201);
    const { token } = (await openSession(key.embed_id)).body;

    for (const [method, url] of [
      ['GET', '/api/searches/saved/'],
      ['GET', `/api/searches/saved/${saved.body.id}/`],
      ['GET', '/api/searches/properties/downloads/'],
      ['GET', `/api/searches/properties/download?location=${AUSTIN}&file_type=csv`],
      ['GET', `/api/report/${ownersReport.body.id}/`],
    ] as const) {
      expect(await widgetCall(token, method, url), url).toMatchObject({ status: 403, body: { detail: NOT_A_WIDGET_CALL } });
    }
    // The report call itself takes only a listing the session's searches showed, by its id.
    expect(await widgetCall(token, 'POST', '/api/report/', { property_id: listing!.id })).toMatchObject({
      status: 403,
      body: { detail: LISTING_NOT_SHOWN },
    });
    expect((await widgetCall(token, 'POST', '/api/report/', { address: '100 Congress Ave, Austin, TX 78701' })).status).toBe(403);
    // Private routes never took an embed token at all.
    expect((await widgetCall(token, 'GET', '/api/keys/')).status).toBe(401);
    // The refusals are in the key's call log, and cost nothing.
    const calls = (await asOwner('GET', `/api/keys/${key.id}/calls/`)).body.results as { status: number; credits: number }[];
    expect(calls.filter((c) => c.status === 403)).toHaveLength(7);
    expect(calls.every((c) => c.credits === 0)).toBe(true);
  });
});

describe('credits the widget spends', () => {
  it('stops at the owner’s cap per visitor session (402), then per day across sessions; free calls spend none of it', async () => {
    const key = await widgetKey({ session: 2, day: 3 });
    const before = await h.balance(owner);
    const first = (await openSession(key.embed_id)).body.token;
    expect((await search(first, 90_000_001)).body.credits_charged).toBe(1);
    // The same filter set again, its next page, and counts: free, so they use nothing of the cap.
    expect((await search(first, 90_000_001)).body.credits_charged).toBe(0);
    expect((await widgetCall(first, 'POST', '/api/searches/properties/count/', { location: 'Austin, TX' })).status).toBe(200);
    expect((await search(first, 90_000_002)).body.credits_charged).toBe(1);
    const overSession = await search(first, 90_000_003);
    expect(overSession).toEqual({ status: 402, body: { error: sessionCapReached(2) } });

    // A new visitor has its own session cap, but the day's cap (3) leaves room for one search only.
    const second = (await openSession(key.embed_id)).body.token;
    expect((await search(second, 90_000_004)).body.credits_charged).toBe(1);
    expect(await search(second, 90_000_005)).toEqual({ status: 402, body: { error: dayCapReached(3) } });
    expect(await h.balance(owner)).toBe(before - 3);

    // The next day (UTC) the widget may spend again.
    h.state.now = new Date(START.getTime() + 86_400_000);
    try {
      const nextDay = (await openSession(key.embed_id)).body.token;
      expect((await search(nextDay, 90_000_006)).body.credits_charged).toBe(1);
    } finally {
      h.state.now = START;
    }
  });

  it('keeps a renewed session’s spending: renewing the token does not reset the visitor’s cap', async () => {
    const key = await widgetKey({ session: 1, day: 50 });
    const first = (await openSession(key.embed_id)).body.token;
    expect((await search(first, 91_000_001)).body.credits_charged).toBe(1);
    const renewed = await openSession(key.embed_id, WIDGET_PAGE, { parent_origin: PARTNER, renewing_token: first });
    expect(renewed.status).toBe(200);
    expect(await search(renewed.body.token, 91_000_002)).toEqual({ status: 402, body: { error: sessionCapReached(1) } });
  });

  it('sets the caps on the widget page: bounded, per key, a session no larger than a day', async () => {
    const key = await widgetKey();
    const put = (body: object, who = bearer(owner)) =>
      h.app.inject({ method: 'PUT', url: `/api/keys/${key.id}/widget-credits/`, headers: who, payload: body });
    const saved = await put({ widget_session_credits: 3, widget_daily_credits: 20 });
    expect(saved.json()).toMatchObject({ id: key.id, widget_session_credits: 3, widget_daily_credits: 20 });
    expect((await asOwner('GET', '/api/keys/')).body.results.find((k: { id: number }) => k.id === key.id)).toMatchObject({
      widget_session_credits: 3,
      widget_daily_credits: 20,
    });
    expect((await put({ widget_session_credits: 30, widget_daily_credits: 20 })).statusCode).toBe(400);
    expect((await put({ widget_session_credits: -1, widget_daily_credits: 20 })).statusCode).toBe(400);
    expect((await put({ widget_session_credits: 1.5, widget_daily_credits: 20 })).statusCode).toBe(400);
    const other = await h.user();
    expect((await put({ widget_session_credits: 1, widget_daily_credits: 2 }, bearer(other))).statusCode).toBe(404);
  });
});

describe('the embedded report', () => {
  it('opens the report of a listing from the session’s results, once charged, then shown again free to every visitor', async () => {
    const key = await widgetKey({ session: 5, day: 50 });
    const first = (await openSession(key.embed_id)).body.token;
    const results = (await search(first, 92_000_001)).body.results as { id: string }[];
    const listing = results[0]!.id;
    const before = await h.balance(owner);

    const made = await widgetCall(first, 'POST', '/api/report/', { property_id: listing });
    expect(made.status).toBe(201);
    expect(await h.balance(owner)).toBe(before - 1);
    const again = await widgetCall(first, 'POST', '/api/report/', { property_id: listing });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    expect(await h.balance(owner)).toBe(before - 1);

    // Another visitor's search shows the same listing: the same report, no new charge.
    const second = (await openSession(key.embed_id)).body.token;
    await search(second, 92_000_001);
    expect((await widgetCall(second, 'POST', '/api/report/', { property_id: listing })).body.id).toBe(made.body.id);
    expect(await h.balance(owner)).toBe(before - 1);

    // Once the owner changes the report's assumptions it is theirs: the widget makes a fresh one.
    await asOwner('PUT', `/api/report/${made.body.id}/assumptions/`, { rehab_per_sqft: 40 });
    const fresh = await widgetCall(second, 'POST', '/api/report/', { property_id: listing });
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(made.body.id);
    const log = (await asOwner('GET', `/api/keys/${key.id}/calls/?page_size=100`)).body.results as { route: string; credits: number }[];
    expect(log.filter((c) => c.route === '/api/report/').map((c) => c.credits)).toEqual([1, 0, 0, 1]);
  });

  it('opens the report widget’s own listing, named when its session opened', async () => {
    const key = await widgetKey();
    const [listing] = await h.db.query<{ id: string }>("select id::text as id from listings where listing_key = 'A2'");
    const { token } = (await openSession(key.embed_id, WIDGET_PAGE, { parent_origin: PARTNER, property_id: listing!.id })).body;
    expect((await widgetCall(token, 'POST', '/api/report/', { property_id: listing!.id })).status).toBe(201);
  });
});

describe('keys stored before this change', () => {
  it('keep their lookup hash (what authenticates them) and prefix when the migration drops their encrypted copy', async () => {
    const { openPglite } = await import('../../server/db/database.ts');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const all = path.join(import.meta.dirname, '../../server/db/migrations');
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const name of fs.readdirSync(all).filter((n) => n < '110')) fs.copyFileSync(path.join(all, name), path.join(before, name));
    const db = await openPglite('memory://');
    try {
      await migrate(db, before);
      await db.query(
        "insert into users (cognito_sub, cognito_username, email, firstname, lastname) values ('s', 'u', 'u@example.com', 'A', 'B')",
      );
      await db.query(
        `insert into api_keys (user_id, name, prefix, key_hash, key_encrypted, embed_id) select id, 'Old', 'ps_live_abcd', $1, 'iv.tag.data', 'emb_old' from users`,
        ['ab'.repeat(32)],
      );
      expect(await migrate(db, all)).toContain('110_developer_api_trust.sql');
      const [row] = await db.query<Record<string, unknown>>('select * from api_keys');
      expect(row).not.toHaveProperty('key_encrypted');
      expect(row).toMatchObject({ key_hash: 'ab'.repeat(32), prefix: 'ps_live_abcd', widget_session_credits: 5, widget_daily_credits: 50 });
    } finally {
      await db.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
