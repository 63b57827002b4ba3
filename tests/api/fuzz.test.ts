import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzRequest, OpenApi } from './fuzz/openApi.ts';
import { namesField, RAW_BODY_CALLS, sentFields, WHOLE_BODY } from './fuzz/hostileRequests.ts';
import { operationArbitraries } from './fuzz/requestArbitraries.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { setCredits } from './searchHelpers.ts';

/**
 * Drives every route of the OpenAPI document with valid, boundary and hostile values (numbers out of every range, bodies
 * nested 10,000 deep or past the size limit, multipart that does not parse): no answer may be a 5xx, every 4xx says why
 * in `{detail}` (`{error}` on 402), and a 400 names the field at fault. Fixed seed; FUZZ_RUNS (npm run fuzz) runs it longer.
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
  it('answers no 5xx, a reason on every 4xx, and the field at fault on a 400', { timeout: 600_000 }, async () => {
    const doc = harness.app.swagger() as unknown as OpenApi;
    const operations = operationArbitraries(doc, skip);
    expect(operations.length).toBeGreaterThan(40);
    // A 400 names the field at fault: one of the call's, one the request carried, or a field the API takes elsewhere
    // (a saved search's query holds a search's fields, which the document lists on the search routes).
    const apiFields = [...new Set(operations.flatMap((operation) => operation.fields))];
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
              const named = [...apiFields, ...sentFields(request), ...(RAW_BODY_CALLS[name] ? [RAW_BODY_CALLS[name]] : [])];
              if (response.statusCode === 400 && !namesField(response, [...named, ...WHOLE_BODY]))
                throw new Error(`no field named: ${where}`);
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        // fast-check reports the property's own error as the cause; its message is the request and the answer.
        .catch((error: Error) => failures.push(((error.cause as Error | undefined) ?? error).message.slice(0, 700)));
    }
    expect(failures.join('\n')).toBe('');
  });
});
