import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationArbitraries, type FuzzRequest, type OpenApi } from './fuzz/requestArbitraries.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { setCredits } from './searchHelpers.ts';

/**
 * Drives every route of the OpenAPI document with valid, boundary and hostile values: no answer may be a 5xx, and every
 * 4xx says why in `{detail}` (`{error}` on 402). Fixed seed; FUZZ_RUNS (npm run fuzz) runs it longer.
 */
const SEED = 20261124;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;

beforeAll(async () => {
  harness = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_SENSITIVE_PER_HOUR: '1000000' });
  await insertFixture(harness.db);
  user = await registeredUser(harness.app);
  await setCredits(harness, user, 1_000_000);
  // A few rows of each kind, so that ids 1, 2… often name something that exists.
  for (const [url, payload] of [
    ['/api/crm/contacts/', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
    ['/api/crm/groups/', { name: 'Buyers' }],
    ['/api/searches/saved/', { name: 'Austin', query: { location: 'Austin, TX' } }],
  ] as const) {
    await harness.app.inject({ method: 'POST', url, payload, headers: bearer(user) });
  }
}, 120_000);
afterAll(() => harness?.close());

const skip = (_method: string, path: string) => path.startsWith('/api/docs');

async function send(request: FuzzRequest) {
  const response = await harness.app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: { ...bearer(user), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
  });
  return response;
}

describe('fuzzing every route', () => {
  it('answers no 5xx, and a reason on every 4xx', { timeout: 600_000 }, async () => {
    const doc = harness.app.swagger() as unknown as OpenApi;
    const operations = operationArbitraries(doc, skip);
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { name, arbitrary } of operations) {
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const response = await send(request);
            const where = `${name}: ${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
            // The health check reports a dependency that does not answer in time as 503 by design (its own body, not {detail}).
            if (name === 'GET /api/health/' && response.statusCode === 503) return;
            if (response.statusCode >= 500) throw new Error(where);
            if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
              const body = response.json() as { detail?: unknown; error?: unknown };
              if (typeof (response.statusCode === 402 ? body.error : body.detail) !== 'string') throw new Error(`no reason: ${where}`);
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) => failures.push(error.message.split('\n').find((l) => l.includes(' -> ')) ?? error.message.slice(0, 500)));
    }
    expect(failures.join('\n')).toBe('');
  });
});
