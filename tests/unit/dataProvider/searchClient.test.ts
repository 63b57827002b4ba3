import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { COUNT_TIMEOUT_MS, SearchError, SORTED_SEARCH_DELAY_MS, SORTED_SEARCH_RETRY_MS } from '../../../src/dataProvider/search.ts';
import * as M from '../../../src/dataProvider/searchMessages.ts';
import { api, testApi } from '../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const PAGE = { count: 1, next: null, previous: null, results: [{ id: '1' }], credits_charged: 1, credits_remaining: 99 };
const AUSTIN = { location: 'Austin, TX', status: 'for_sale' };

interface Seen {
  url: URL;
  auth: string | null;
  at: number;
  body?: unknown;
}

/** Answers each call with the next status (the last one repeats), recording URL, token and time. */
function record(
  method: 'get' | 'post',
  path: string,
  statuses: number[] = [200],
  bodyFor: (status: number) => unknown = (s) => (s < 400 ? PAGE : {}),
) {
  const seen: Seen[] = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        auth: request.headers.get('authorization'),
        at: Date.now(),
        body: method === 'post' ? await request.json() : undefined,
      });
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
      return HttpResponse.json(bodyFor(status) as object, { status });
    }),
  );
  return seen;
}

function setup() {
  const t = testApi();
  // The search rules as the portal calls them: the data provider's named methods over the real http client.
  return { ...t, client: createDataProvider(t.request) };
}

describe('search paths and parameters', () => {
  it('sends the filters as query parameters to /searches/properties/ with ?page', async () => {
    const seen = record('get', '/searches/properties/');
    const { client } = setup();
    const page = await client.search(
      { ...AUSTIN, investment_potential: 'Excellent,High', price_max: '300000', dom: '30' },
      { page: 2, pageSize: 25 },
    );
    expect(page.results).toHaveLength(1);
    expect(seen[0]!.url.search).toBe(
      '?location=Austin%2C+TX&status=for_sale&investment_potential=Excellent%2CHigh&price_max=300000&dom=30&page=2&page_size=25',
    );
  });

  it.each([
    ['property_type=auction', { property_type: 'auction' }],
    ['listingType=auction', { listingType: 'auction' }],
    ['is_auction=true', { is_auction: 'true' }],
    ['special_listing_conditions with Auction', { special_listing_conditions: 'In Foreclosure,Auction' }],
  ])('sends a search that hits an auction condition (%s) to the auction list path', async (_, extra) => {
    const seen = record('get', '/properties/auction/list/');
    const counted = record('post', '/properties/auction/count/', [200], () => ({ count: 3, credit_cost: 1, credits_remaining: 9 }));
    const { client } = setup();
    await client.search({ ...AUSTIN, ...extra });
    await client.countProperties({ ...AUSTIN, ...extra });
    expect(seen).toHaveLength(1);
    expect(counted[0]!.body).toEqual({ ...AUSTIN, ...extra });
  });

  it('keeps a standard-only search on the standard path and records a saved-search run', async () => {
    const seen = record('get', '/searches/properties/');
    const { client } = setup();
    await client.search({ ...AUSTIN, property_type: 'standard' }, { savedSearchId: 12 });
    expect(seen[0]!.url.searchParams.get('saved_search_id')).toBe('12');
    expect(seen[0]!.url.searchParams.get('property_type')).toBe('standard');
  });

  it('posts the query as the count body, without empty fields', async () => {
    const seen = record('post', '/searches/properties/count/', [200], () => ({ count: 1234, credit_cost: 1, credits_remaining: 97 }));
    const { client } = setup();
    expect(await client.countProperties({ ...AUSTIN, price_min: '', condition: 'Poor,Fair' })).toEqual({
      count: 1234,
      credit_cost: 1,
      credits_remaining: 97,
    });
    expect(seen[0]!.body).toEqual({ ...AUSTIN, condition: 'Poor,Fair' });
  });
});

describe('sorted standard searches (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));

  it('waits 200 ms before a sorted standard search', async () => {
    const seen = record('get', '/searches/properties/');
    const { client } = setup();
    const done = client.search({ ...AUSTIN, sort_by: '-list_price' });
    await vi.advanceTimersByTimeAsync(SORTED_SEARCH_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('sort_by')).toBe('-list_price');
    expect(SORTED_SEARCH_DELAY_MS).toBe(200);
  });

  it('does not delay unsorted or auction searches', async () => {
    const standard = record('get', '/searches/properties/');
    const auction = record('get', '/properties/auction/list/');
    const { client } = setup();
    await client.search(AUSTIN);
    await client.search({ ...AUSTIN, is_auction: 'true', sort_by: 'auction_date' });
    expect(standard).toHaveLength(1);
    expect(auction).toHaveLength(1);
  });

  it('retries a 500 once, 500 ms later, with a fresh token', async () => {
    const seen = record('get', '/searches/properties/', [500, 200]);
    const { client, refreshSession, stale, fresh } = setup();
    const done = client.search({ ...AUSTIN, sort_by: 'value_gap_pct' });
    await vi.advanceTimersByTimeAsync(SORTED_SEARCH_DELAY_MS);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SORTED_SEARCH_RETRY_MS - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await done).credits_remaining).toBe(99);
    expect(seen.map((s) => s.auth)).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    expect(seen[1]!.at - seen[0]!.at).toBe(SORTED_SEARCH_RETRY_MS);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('retries only once, then reports the standard search failure', async () => {
    const seen = record('get', '/searches/properties/', [500]);
    const { client } = setup();
    const done = client.search({ ...AUSTIN, sort_by: 'arv' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SORTED_SEARCH_DELAY_MS + SORTED_SEARCH_RETRY_MS + 1000);
    const error = (await done) as SearchError;
    expect(seen).toHaveLength(2);
    expect(error).toMatchObject({ message: M.STANDARD_SEARCH_FAILED, status: 500, isCreditLimit: false });
  });

  it('does not retry a 500 on an unsorted search', async () => {
    const seen = record('get', '/searches/properties/', [500]);
    const { client, refreshSession } = setup();
    await expect(client.search(AUSTIN)).rejects.toMatchObject({ message: M.STANDARD_SEARCH_FAILED, status: 500 });
    expect(seen).toHaveLength(1);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('search error catalogue', () => {
  it('shows the 402 error text and flags a credit limit', async () => {
    record('get', '/searches/properties/', [402], () => ({ error: 'You have run out of search credits.' }));
    const { client } = setup();
    await expect(client.search(AUSTIN)).rejects.toMatchObject({
      message: 'You have run out of search credits.',
      status: 402,
      isCreditLimit: true,
    });
  });

  it("defaults a 402 to 'Payment required.' without the credit flag", async () => {
    record('get', '/searches/properties/', [402], () => ({}));
    const { client } = setup();
    await expect(client.search(AUSTIN)).rejects.toMatchObject({ message: M.PAYMENT_REQUIRED, isCreditLimit: false });
    record('get', '/searches/properties/', [402], () => ({ error: 'Your plan has expired.' }));
    await expect(client.search(AUSTIN)).rejects.toMatchObject({ message: 'Your plan has expired.', isCreditLimit: false });
  });

  it('defaults other failures by search kind, keeping a 4xx detail, status and error text', async () => {
    record('get', '/searches/properties/', [503], () => ({ detail: 'Upstream down' }));
    record('get', '/properties/auction/list/', [502], () => ({}));
    const { client } = setup();
    await expect(client.search(AUSTIN)).rejects.toMatchObject({
      message: M.STANDARD_SEARCH_FAILED,
      status: 503,
      errorText: 'Upstream down',
    });
    await expect(client.search({ ...AUSTIN, is_auction: 'true' })).rejects.toMatchObject({ message: M.AUCTION_SEARCH_FAILED, status: 502 });
    record('get', '/searches/properties/', [400], () => ({
      detail: 'Invalid location format: "x" is not a city, ZIP code, county or state.',
    }));
    await expect(client.search(AUSTIN)).rejects.toMatchObject({
      message: 'Invalid location format: "x" is not a city, ZIP code, county or state.',
      status: 400,
    });
  });

  it('defaults a network failure', async () => {
    server.use(http.get(api('/searches/properties/'), () => HttpResponse.error()));
    const { client } = setup();
    await expect(client.search(AUSTIN)).rejects.toMatchObject({ message: M.STANDARD_SEARCH_FAILED, status: 0 });
  });
});

describe('count error catalogue', () => {
  it.each([
    [408, M.COUNT_408],
    [500, M.COUNT_500],
    [400, 'server words'],
    [404, 'server words'],
    [502, M.COUNT_OTHER],
  ])('maps a %i to its message', async (status, message) => {
    record('post', '/searches/properties/count/', [status], () => ({ detail: 'server words' }));
    const { client } = setup();
    await expect(client.countProperties(AUSTIN)).rejects.toMatchObject({ message, status });
  });

  it('times out a stalled count with its own message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(api('/searches/properties/count/'), async () => delay('infinite')));
    const { client } = setup();
    const done = client.countProperties(AUSTIN).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(COUNT_TIMEOUT_MS);
    expect(await done).toMatchObject({ message: M.COUNT_TIMED_OUT });
  });

  it('cancels quietly when the caller moves on', async () => {
    server.use(http.post(api('/searches/properties/count/'), async () => delay('infinite')));
    const { client } = setup();
    const controller = new AbortController();
    const done = client.countProperties(AUSTIN, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('words the catalogue exactly as the spec does', () => {
    expect(M).toMatchObject({
      PAYMENT_REQUIRED: 'Payment required.',
      STANDARD_SEARCH_FAILED: 'An error occurred while searching standard properties.',
      AUCTION_SEARCH_FAILED: 'An error occurred while searching auction properties.',
      COUNT_TIMED_OUT: 'The search is taking too long to process. Try narrowing your search criteria.',
      COUNT_408: 'Request timeout: The search is too broad. Try adding more filters.',
      COUNT_500: 'Server error: There was a problem processing your request. Please try again later.',
      COUNT_OTHER: 'An unexpected error occurred. Please try again.',
      SAVED_TOGGLE_FAILED: 'Failed to update saved status',
    });
  });
});
