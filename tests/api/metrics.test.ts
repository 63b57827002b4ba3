import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';
type Harness = Awaited<ReturnType<typeof buildTestApp>>;

/** The value of one series of the exposition text, `name{labels} value`; undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('GET /metrics with METRICS_TOKEN (on the public port)', () => {
  let h: Harness;
  let user: TestUser;
  beforeAll(async () => {
    h = await buildTestApp({ METRICS_TOKEN: TOKEN });
    await insertFixture(h.db);
    user = await registeredUser(h.app);
  });
  afterAll(() => h.close());

  const metrics = (authorization?: string) =>
    h.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('requires the token: 401 without one, 403 with another, never the metrics', async () => {
    const missing = await metrics();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: expect.any(String) });
    const wrong = await metrics(`Bearer ${TOKEN}x`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: expect.any(String) });
    expect((await metrics('Basic abc')).statusCode).toBe(401);
  });

  it('measures requests by route pattern, method and status class, never the raw URL; process metrics too', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) })).statusCode).toBe(200);
    await h.app.inject({ method: 'GET', url: '/api/unsubscribe/not-a-real-token-4242/' });
    const answer = await metrics(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(seriesValue(text, 'http_request_duration_seconds_count{route="/api/users/profile/",method="GET",status_class="2xx"}')).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/unsubscribe\/:token\/",method="GET",status_class="\dxx"\} 1/);
    expect(text).not.toContain('not-a-real-token-4242');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // The job queue's depth and age, a series per queue it reports.
    expect(text).toContain('# TYPE propscout_job_queue_waiting gauge');
    const queues = await h.app.jobs.stats();
    for (const { queue } of queues) {
      expect(seriesValue(text, `propscout_job_queue_waiting{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, `propscout_job_queue_active{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, `propscout_job_queue_oldest_waiting_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows the database pools on PostgreSQL, none on PGlite', async () => {
    const text = (await metrics(`Bearer ${TOKEN}`)).body;
    const total = seriesValue(text, 'propscout_db_pool_connections{pool="primary",state="total"}');
    if (h.db.kind === 'postgres') expect(total).toBeGreaterThan(0);
    else expect(total).toBeUndefined();
  });

  it('counts credits spent by ledger kind: a charged search adds its credit', async () => {
    const spent = async () => seriesValue((await metrics(`Bearer ${TOKEN}`)).body, 'propscout_credits_spent_total{kind="search"}') ?? 0;
    const before = await spent();
    const search = await h.app.inject({
      method: 'GET',
      url: '/api/searches/properties/?location=' + encodeURIComponent('Austin, TX'),
      headers: bearer(user),
    });
    expect(search.json()).toMatchObject({ credits_charged: 1 });
    expect(await spent()).toBe(before + 1);
  });

  it('is not rate limited, nor in the OpenAPI document', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    const answer = await metrics(`Bearer ${TOKEN}`);
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_PORT (a port of its own)', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    h = await buildTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    await h.app.ready();
  });
  afterAll(() => h.close());

  it('serves /metrics there, and only /metrics', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('# TYPE http_request_duration_seconds histogram');
    const elsewhere = await fetch(`http://127.0.0.1:${port}/api/health/`);
    expect(elsewhere.status).toBe(404);
  });

  it('does not serve them on the public port without METRICS_TOKEN', async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.body).not.toContain('http_request_duration_seconds');
  });

  it('closes the port with the app', async () => {
    await h.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    h = await buildTestApp();
  });
});

describe('without METRICS_PORT or METRICS_TOKEN', () => {
  it('serves no metrics on the public port', async () => {
    const h = await buildTestApp();
    try {
      const answer = await h.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.body).not.toContain('# TYPE');
      expect(answer.headers['content-type'] ?? '').not.toMatch(/version=0\.0\.4/);
    } finally {
      await h.close();
    }
  });
});
