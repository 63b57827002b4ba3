import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { bearer, registeredUser } from './helpers.ts';
import { getJson, searchHarness, setCredits, slowSearchApp } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness();
});
afterAll(() => h.close());

const austin = '/api/searches/properties/?location=' + encodeURIComponent('Austin, TX');
const count = (payload: object, url = '/api/searches/properties/count/') =>
  h.app.inject({ method: 'POST', url, headers: bearer(h.user), payload });
const balance = async () => (await getJson(h, h.user, '/api/searches/credits/')).body.balance;

describe('search credits', () => {
  it('starts a new user with the allowance; a results page costs one credit, counts and empty pages nothing', async () => {
    const user = await registeredUser(h.app);
    expect((await getJson(h, user, '/api/searches/credits/')).body).toEqual({
      balance: 100,
      cost_per_search: 1,
      cost_per_results_page: 1,
      // The plan in force the balance belongs to (server/billing/planState.ts): none yet, the trial still open.
      plan: {
        id: null,
        name: 'No plan',
        status: 'none',
        is_trial: false,
        period_start: null,
        period_end: null,
        cancel_at_period_end: false,
        credits_per_period: null,
        download_row_limit: 2500,
        api_access: false,
        trial_available: true,
      },
    });
    const page = await getJson(h, user, austin);
    expect(page.body).toMatchObject({ count: 8, credits_charged: 1, credits_remaining: 99 });
    const empty = await getJson(h, user, '/api/searches/properties/?location=' + encodeURIComponent('Nowhere, TX'));
    expect(empty.body).toMatchObject({ count: 0, results: [], credits_charged: 0, credits_remaining: 99 });
  });

  it('opens the account on a first search that comes before anything else, and charges it', async () => {
    const user = await registeredUser(h.app);
    expect((await getJson(h, user, austin)).body).toMatchObject({ count: 8, credits_charged: 1, credits_remaining: 99 });
    const ledger = await h.db.query<{ delta: number; kind: string; description: string; link: string; balance_after: number }>(
      `select delta, kind, description, link, balance_after from credit_ledger c join users u on u.id = c.user_id where u.cognito_sub = $1 order by c.id`,
      [user.sub],
    );
    expect(ledger).toEqual([
      { delta: 100, kind: 'grant', description: 'Starting allowance', link: null, balance_after: 100 },
      {
        delta: -1,
        kind: 'search',
        description: 'Search: Austin, TX · Active',
        link: '/products/lists/new-search?location=Austin%2C+TX',
        balance_after: 99,
      },
    ]);
  });

  it('counts for free and shows the cost first, for standard and auction searches, plain or wrapped in {query}', async () => {
    await setCredits(h, h.user, 5);
    expect((await count({ location: 'Austin, TX', price_min: '1' })).json()).toEqual({
      count: 8,
      credit_cost: 1,
      credits_remaining: 5,
      paid_until: null,
    });
    expect((await count({ query: { location: [{ name: 'Austin, TX' }], price_max: '300000' } })).json()).toEqual({
      count: 5,
      credit_cost: 1,
      credits_remaining: 5,
      paid_until: null,
    });
    expect((await count({ location: 'Austin, TX' }, '/api/properties/auction/count/')).json()).toMatchObject({ count: 2 });
    expect((await count({ location: 'Nowhere, TX' })).json()).toMatchObject({ count: 0, credit_cost: 0 });
    expect((await count({ status: 'sold' })).statusCode).toBe(400);
    expect(await balance()).toBe(5);
  });

  it('answers 402 {error} mentioning credit when the balance is spent', async () => {
    await setCredits(h, h.user, 0);
    const { status, body } = await getJson(h, h.user, austin);
    expect(status).toBe(402);
    expect(body.error).toMatch(/credit/);
    expect((await count({ location: 'Austin, TX' })).statusCode).toBe(200);
  });

  it('never overspends: 50 parallel searches of different filters with 10 credits left, exactly 10 succeed', async () => {
    await setCredits(h, h.user, 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.app.inject({ method: 'GET', url: `${austin}&price_max=${500000 + i}`, headers: bearer(h.user) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await balance()).toBe(0);
    const [ledger] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger c join users u on u.id = c.user_id where u.cognito_sub = $1 and c.delta = -1`,
      [h.user.sub],
    );
    expect(ledger!.n).toBe(10);
  });

  it('pays once for one filter set: 50 parallel requests of the same search with 10 credits all succeed for one credit', async () => {
    await setCredits(h, h.user, 10);
    const url = `${austin}&beds_min=1`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.app.inject({ method: 'GET', url: `${url}&sort_by=${i % 2 ? 'price' : '-price'}`, headers: bearer(h.user) }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(50);
    expect(responses.map((r) => r.json().credits_charged).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await balance()).toBe(9);
  });

  it('answers 408 when the search exceeds the statement time-out, without charging', async () => {
    await setCredits(h, h.user, 3);
    // PostgreSQL: a lock held elsewhere makes the search wait until statement_timeout cancels it.
    // PGlite cannot cancel: a zero budget is always exceeded, which exercises the same 408 path.
    const slow = { ...h, app: await slowSearchApp(h) };
    const whileSlow = <T>(work: () => Promise<T>) =>
      h.db.kind === 'postgres'
        ? h.db.transaction(async (tx) => (await tx.query('lock table listings in access exclusive mode'), work()))
        : work();
    try {
      const { status, body } = await whileSlow(() => getJson(slow, h.user, austin));
      expect(status).toBe(408);
      expect(body.detail).toMatch(/too broad/);
      const counted = await whileSlow(() =>
        slow.app.inject({
          method: 'POST',
          url: '/api/searches/properties/count/',
          headers: bearer(h.user),
          payload: { location: 'Austin, TX' },
        }),
      );
      expect(counted.statusCode).toBe(408);
    } finally {
      await slow.app.close();
    }
    expect(await balance()).toBe(3);
  });

  it('refuses to start with a numeric setting that is not a whole number (rather than failing or unlimiting every request)', () => {
    expect(() => loadConfig({ SEARCH_STATEMENT_TIMEOUT_MS: 'ten seconds' })).toThrow(
      "SEARCH_STATEMENT_TIMEOUT_MS must be a whole number ≥ 0, got 'ten seconds'",
    );
    expect(() => loadConfig({ DOWNLOAD_ROW_LIMIT: '10k' })).toThrow("DOWNLOAD_ROW_LIMIT must be a whole number ≥ 1, got '10k'");
  });

  it('records a saved search run when saved_search_id is given', async () => {
    await setCredits(h, h.user, 3);
    const [saved] = await h.db.query<{ id: number }>(
      `insert into saved_searches (user_id, name, query) select id, 'Austin', '{"location": "Austin, TX"}' from users where cognito_sub = $1 returning id::int as id`,
      [h.user.sub],
    );
    expect((await getJson(h, h.user, `${austin}&saved_search_id=${saved!.id}`)).status).toBe(200);
    const [row] = await h.db.query<{ last_result_count: number; ran: boolean }>(
      'select last_result_count, last_run_at is not null as ran from saved_searches where id = $1',
      [saved!.id],
    );
    expect(row).toEqual({ last_result_count: 8, ran: true });
    expect((await getJson(h, h.user, `${austin}&saved_search_id=999999`)).status).toBe(404);
  });

  it("answers 404 for an unknown or another user's saved_search_id without charging", async () => {
    await setCredits(h, h.user, 3);
    expect((await getJson(h, h.user, `${austin}&saved_search_id=999999`)).status).toBe(404);
    expect(await balance()).toBe(3);
    const other = await registeredUser(h.app);
    const [theirs] = await h.db.query<{ id: number }>(
      `insert into saved_searches (user_id, name, query) select id, 'Theirs', '{"location": "Austin, TX"}' from users where cognito_sub = $1 returning id::int as id`,
      [other.sub],
    );
    expect((await getJson(h, h.user, `${austin}&saved_search_id=${theirs!.id}`)).status).toBe(404);
    expect(await balance()).toBe(3);
    const [row] = await h.db.query<{ ran: boolean }>('select last_run_at is not null as ran from saved_searches where id = $1', [
      theirs!.id,
    ]);
    expect(row).toEqual({ ran: false });
  });
});
