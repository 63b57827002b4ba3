import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredUser } from './helpers.ts';
import { getJson, searchHarness, slowSearchApp } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness();
});
afterAll(() => h.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = h.user) =>
  h.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });

describe('/searches/saved/', () => {
  it('creates, lists, gets, updates and deletes, counting results new since the last run', async () => {
    const created = await call('POST', '/api/searches/saved/', {
      name: 'Austin deals',
      query: { location: 'Austin, TX', investment_potential: 'Excellent,High' },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({
      name: 'Austin deals',
      query: { location: 'Austin, TX', investment_potential: 'Excellent,High' },
      last_run_at: null,
      new_results_count: 0,
    });

    // Two matching listings arrive after the search was saved.
    await h.db.query(`update listings set first_seen_at = now() + interval '1 minute' where listing_key in ('A3', 'A1', 'A2')`);
    expect((await getJson(h, h.user, `/api/searches/saved/${saved.id}`)).body.new_results_count).toBe(2);

    const run = await call('PUT', `/api/searches/saved/${saved.id}/`, { mark_run: true, name: 'Austin best' });
    expect(run.json()).toMatchObject({ name: 'Austin best', new_results_count: 2 });
    expect(run.json().last_run_at).not.toBeNull();

    await call('POST', '/api/searches/saved/', { name: 'Dallas', query: { location: [{ name: 'Dallas, TX' }] } });
    const list = await getJson(h, h.user, '/api/searches/saved/?page_size=1');
    expect(list.body).toMatchObject({ count: 2, previous: null, results: [{ name: 'Dallas' }] });
    expect(list.body.next).toMatch(/page=2/);
    expect((await getJson(h, h.user, '/api/searches/saved/simplified/list/')).body.map((s: { name: string }) => s.name)).toEqual([
      'Austin best',
      'Dallas',
    ]);

    expect((await call('DELETE', `/api/searches/saved/${saved.id}`)).statusCode).toBe(204);
    expect((await getJson(h, h.user, `/api/searches/saved/${saved.id}/`)).status).toBe(404);
  });

  it('records the run of a search saved right after running it, with its result count', async () => {
    const before = Date.now();
    const created = await call('POST', '/api/searches/saved/', {
      name: 'Just ran',
      query: { location: 'Austin, TX' },
      last_result_count: 3,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ last_result_count: 3 });
    expect(Date.parse(created.json().last_run_at)).toBeGreaterThanOrEqual(before - 1000);
    const negative = await call('POST', '/api/searches/saved/', { name: 'x', query: { location: 'Austin, TX' }, last_result_count: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().detail).toMatch(/last_result_count/);
  });

  it('refuses an invalid query and hides other users’ searches', async () => {
    const bad = await call('POST', '/api/searches/saved/', { name: 'x', query: { price_min: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/location is required/);
    const mine = (await call('POST', '/api/searches/saved/', { name: 'mine', query: { location: '78701' } })).json();
    const other = await registeredUser(h.app);
    expect((await getJson(h, other, `/api/searches/saved/${mine.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/searches/saved/${mine.id}`, undefined, other)).statusCode).toBe(404);
    expect((await getJson(h, other, '/api/searches/saved/')).body.count).toBe(0);
  });

  it('counts new results under the search statement time-out: 408 when it fires', async () => {
    const user = await registeredUser(h.app);
    expect((await call('POST', '/api/searches/saved/', { name: 'slow', query: { location: 'Austin, TX' } }, user)).statusCode).toBe(201);
    // As in searchCredits: PostgreSQL waits on a lock until statement_timeout cancels; PGlite always exceeds a zero budget.
    const slow = { ...h, app: await slowSearchApp(h) };
    const whileSlow = <T>(work: () => Promise<T>) =>
      h.db.kind === 'postgres'
        ? h.db.transaction(async (tx) => (await tx.query('lock table listings in access exclusive mode'), work()))
        : work();
    try {
      const { status, body } = await whileSlow(() => getJson(slow, user, '/api/searches/saved/'));
      expect(status).toBe(408);
      expect(body.detail).toMatch(/too broad/);
    } finally {
      await slow.app.close();
    }
  });
});
