import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropScoutClient } from '../../sdk/index.ts';
import { bearer, type TestUser } from './helpers.ts';
import { billingHarness, type BillingHarness } from './subscriptionHelpers.ts';

/** The typed client generated from the OpenAPI document (sdk/), calling the public API over HTTP with an X-API-Key. */

let h: BillingHarness;
let owner: TestUser;
let apiKey: string;
let baseUrl: string;

beforeAll(async () => {
  h = await billingHarness();
  owner = await h.user();
  await h.subscribe(owner, 'pro');
  const created = await h.app.inject({ method: 'GET', url: '/api/keys/generate/?name=Typed%20client', headers: bearer(owner) });
  apiKey = (created.json() as { key: string }).key;
  baseUrl = await h.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => h?.close());

describe('the generated API client', () => {
  it('counts listings through the public API with an X-API-Key, as the portal counts them', async () => {
    const api = createPropScoutClient({ baseUrl, apiKey });
    const body = { location: ['Austin, TX'] };
    const { data, error, response } = await api.POST('/api/searches/properties/count/', { body });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const portal = await h.app.inject({ method: 'POST', url: '/api/searches/properties/count/', headers: bearer(owner), payload: body });
    expect(data!.count).toBeGreaterThan(0);
    expect(data!.count).toBe((portal.json() as { count: number }).count);

    // The call was made with the key: its log holds it.
    const keys = await h.app.inject({ method: 'GET', url: '/api/keys/', headers: bearer(owner) });
    expect((keys.json() as { results: { request_count: number }[] }).results[0]!.request_count).toBe(1);
  });

  it('answers a refused key with the documented {detail}', async () => {
    const api = createPropScoutClient({ baseUrl, apiKey: `${apiKey.slice(0, -4)}xxxx` });
    const { data, error, response } = await api.POST('/api/searches/properties/count/', { body: { location: ['Austin, TX'] } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(typeof error?.detail).toBe('string');
  });
});
