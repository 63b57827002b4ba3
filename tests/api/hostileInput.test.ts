import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_WITHOUT_FILE,
  HOSTILE_NUMBERS,
  MALFORMED_MULTIPART,
  RAW_BODY_CALLS,
  WHOLE_BODY,
  deepList,
  deepObject,
  namesField,
  namesOf,
  numericFields,
  operationsOf,
  reasonOf,
  requestFor,
  sentFields,
  accepts,
  type Answer,
  type Operation,
} from './fuzz/hostileRequests.ts';
import type { FuzzRequest, OpenApi } from './fuzz/openApi.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { setCredits } from './searchHelpers.ts';

/**
 * Hostile input on every route of the OpenAPI document, as a hostile user would send it (issue 23): each numeric
 * field (path, query, body) gets a fraction, a negative, 2^31, 2^63, 10^20 and a word; each route that reads a body
 * gets JSON nested 10,000 levels deep, JSON past the size limit and multipart that does not parse. None may answer
 * 5xx; a value the field's schema refuses answers 400 naming the field; every 4xx says why in `{detail}`.
 */
const harness = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_SENSITIVE_PER_HOUR: '1000000' });
await harness.app.ready();
const operations = operationsOf(harness.app.swagger() as unknown as OpenApi);
const withNumbers = operations.filter((operation) => numericFields(operation).length > 0);
const withBodies = operations.filter((operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method));

let user: TestUser;
beforeAll(async () => {
  await insertFixture(harness.db);
  user = await registeredUser(harness.app);
  await setCredits(harness, user, 1_000_000);
  // One row of each kind, so that id 1 names something the user owns.
  for (const [url, payload] of [
    ['/api/crm/contacts/', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }],
    ['/api/crm/groups/', { name: 'Buyers' }],
    ['/api/searches/saved/', { name: 'Austin', query: { location: 'Austin, TX' } }],
  ] as const) {
    await harness.app.inject({ method: 'POST', url, payload, headers: bearer(user) });
  }
}, 120_000);
afterAll(() => harness.close());

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await harness.app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: { ...bearer(user), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
  });
  return { statusCode: response.statusCode, body: response.body, headers: response.headers };
}

const shown = (request: FuzzRequest, answer: Answer) =>
  `${request.method} ${request.url.slice(0, 160)} ${request.payload?.slice(0, 120) ?? ''} -> ${answer.statusCode} ${answer.body.slice(0, 200)}`;

/** How a refused body is named: the body (or a field in it), or the header a raw-body call verifies before reading it. */
const bodyFault = (operation: Operation, names: string[]) => (RAW_BODY_CALLS[operation.name] ? [RAW_BODY_CALLS[operation.name]!] : names);

/** What an answer must be: a 4xx, of this status, naming this field; `ignorable` when the call may also ignore the input. */
interface Expected {
  status?: number;
  /** The names one of which a 400 must give (the field at fault, however the answer spells it). */
  field?: string[];
  ignorable?: boolean;
}

/** What is wrong with an answer that must be a 4xx with a reason (no 5xx, no 2xx): nothing, or why. */
function faultOf(answer: Answer, expected: Expected = {}): string | null {
  if (answer.statusCode >= 500) return 'a server error';
  if (answer.statusCode < 400) return 'accepted';
  if (expected.status && answer.statusCode !== expected.status) return `not a ${expected.status}`;
  if (!reasonOf(answer)) return 'no {detail}';
  if (expected.field && !namesField(answer, expected.field)) return `does not name ${expected.field.join(' or ')}`;
  return null;
}

describe('numeric fields get fractional, negative, 2^31, 2^63, 10^20 and non-numeric values', () => {
  it('finds the numeric fields of the routes the issue names (sanity: the document is read)', () => {
    const names = withNumbers.map((operation) => operation.name);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/searches/properties/', 'POST /api/properties/save/', 'GET /api/crm/groups/{id}/contacts/']),
    );
    expect(numericFields(withNumbers.find((o) => o.name === 'POST /api/properties/save/')!).map((f) => f.path.join('.'))).toEqual([
      'property_id',
    ]);
  });

  it.each(withNumbers.map((operation) => [operation.name, operation] as [string, Operation]))('%s', async (_name, operation) => {
    const baseline = await send(requestFor(operation));
    expect(baseline.statusCode, shown(requestFor(operation), baseline)).toBeLessThan(500);
    const failures: string[] = [];
    for (const field of numericFields(operation)) {
      const names = namesOf(field);
      for (const hostile of HOSTILE_NUMBERS) {
        const request = requestFor(operation, field, hostile);
        const answer = await send(request);
        const fault =
          accepts(field.schema, hostile) === false
            ? faultOf(answer, { status: 400, field: names })
            : answer.statusCode >= 500
              ? 'a server error'
              : answer.statusCode >= 400
                ? faultOf(answer, { field: answer.statusCode === 400 && baseline.statusCode !== 400 ? names : undefined })
                : null;
        if (fault) failures.push(`${field.in} ${field.path.join('.')} = ${hostile.label}: ${fault}: ${shown(request, answer)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('deep and huge JSON bodies are refused as 4xx naming the body or the field', () => {
  it.each(withBodies.map((operation) => [operation.name, operation] as [string, Operation]))('%s', async (_name, operation) => {
    const { url } = requestFor(operation);
    const field = Object.keys(operation.jsonBody?.properties ?? {})[0] ?? 'anything';
    const json = (payload: string): FuzzRequest => ({ method: operation.method, url, payload, contentType: 'application/json' });
    // Wide rather than deep, under the size limit: refused by the body's schema; a call that takes no body may ignore it.
    const wide = (at: string[]): Expected =>
      RAW_BODY_CALLS[operation.name] || operation.jsonBody ? { status: 400, field: bodyFault(operation, at) } : { ignorable: true };
    const cases: [string, FuzzRequest, Expected][] = [
      ['a list 10,000 levels deep', json(deepList(10_000)), { status: 400, field: bodyFault(operation, WHOLE_BODY) }],
      [`${field} nested 10,000 levels deep`, json(deepObject(field, 10_000)), { status: 400, field: bodyFault(operation, [field]) }],
      ['a body of 2 MB', json(JSON.stringify({ [field]: 'x'.repeat(2 * 1024 * 1024) })), { status: 413, field: WHOLE_BODY }],
      ['a list of 100,000 numbers', json(`[${Array(100_000).fill(0).join(',')}]`), wide(WHOLE_BODY)],
      [`${field} holding 100,000 numbers`, json(JSON.stringify({ [field]: Array(100_000).fill(0) })), wide([field])],
    ];
    const failures: string[] = [];
    for (const [label, request, expected] of cases) {
      const answer = await send(request);
      if (expected.ignorable && answer.statusCode < 400) continue;
      const fault = faultOf(answer, expected);
      if (fault) failures.push(`${label}: ${fault}: ${shown(request, answer)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed multipart is refused as 400 naming the body', () => {
  it.each(withBodies.map((operation) => [operation.name, operation] as [string, Operation]))('%s', async (_name, operation) => {
    const { url } = requestFor(operation);
    const failures: string[] = [];
    for (const { label, contentType, payload } of MALFORMED_MULTIPART) {
      const request = { method: operation.method, url, payload, contentType };
      const answer = await send(request);
      // The form as a whole is at fault, or the part being read when it broke.
      const fault = faultOf(answer, { status: 400, field: bodyFault(operation, [...WHOLE_BODY, ...sentFields(request)]) });
      if (fault) failures.push(`${label}: ${fault}: ${shown(request, answer)}`);
    }
    // A form that parses but lacks what the route needs: refused, naming a field the route requires where it documents one.
    const request = { method: operation.method, url, ...FORM_WITHOUT_FILE };
    const answer = await send(request);
    const [required] = operation.formBody?.required ?? [];
    if (answer.statusCode >= 400 || required) {
      const fault = faultOf(answer, { field: required ? [required] : undefined });
      if (fault) failures.push(`a form without its fields: ${fault}: ${shown(request, answer)}`);
    }
    expect(failures).toEqual([]);
  });

  it('a contacts import without a file names the file', async () => {
    const answer = await send({ method: 'POST', url: '/api/crm/contacts/import/', ...FORM_WITHOUT_FILE });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Choose a CSV file to import.', errors: { file: ['A CSV file is required.'] } });
  });

  it('a well-formed import still reads its file', async () => {
    const csv = 'first_name,last_name,email\nGrace,Hopper,grace@example.com\n';
    const payload = `--x\r\nContent-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--x--\r\n`;
    const answer = await send({
      method: 'POST',
      url: '/api/crm/contacts/import/',
      payload,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ total_rows: 1, created_count: 1 });
  });
});
