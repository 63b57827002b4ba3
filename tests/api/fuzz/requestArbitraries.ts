import fc from 'fast-check';
import { HOSTILE_NUMBERS, MALFORMED_MULTIPART, deepList, deepObject } from './hostileRequests.ts';
import { fieldNames, isNumeric, typesOf, type FuzzRequest, type JsonSchema, type OpenApi } from './openApi.ts';

export type { FuzzRequest, OpenApi };

/** Values that broke routes before: out of int32/int64 range, non-finite, decimals, NUL, huge, wrong types. */
const HOSTILE_SCALARS = [
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '0x10',
  'abc',
  '',
  ' ',
  '%00',
  'a%00b',
  '%FF',
  '..',
  '../..',
  'null',
  'true',
  '[]',
  '{}',
  "'; drop table users; --",
  '\u202e',
  '😀',
];
const HOSTILE_JSON: unknown[] = [
  null,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  1e300,
  -1e300,
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(70_000),
  true,
  [],
  {},
  [null],
  { a: { b: { c: [1] } } },
  Array.from({ length: 70_000 }, (_, i) => String(i)),
  Array.from({ length: 66_000 }, (_, i) => ({ name: `place ${i}` })),
];

/** A value that fits the schema (within its bounds), so requests also get past validation and reach the handlers. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validValue(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, validValue(value, depth + 1)])), {
        requiredKeys: Object.keys(schema.properties).filter((k) => required.has(k)),
      });
    }
    default:
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

/** The hostile numbers as JSON values (2^63 and 10^20 lose digits as JS numbers, but stay out of every range). */
const HOSTILE_JSON_NUMBERS = HOSTILE_NUMBERS.map((hostile) => JSON.parse(hostile.json) as unknown);

/** Mostly hostile, sometimes valid: each field of a request gets one of these; a numeric field gets the hostile numbers too. */
const anyJson = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validValue(schema), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
    ...(schema && isNumeric(schema) ? [{ arbitrary: fc.constantFrom(...HOSTILE_JSON_NUMBERS), weight: 3 }] : []),
  );

/** A body whose fields are each valid or hostile on their own (so one bad number meets otherwise good fields). */
function fieldByField(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema?.properties) return anyJson(schema);
  return fc.record(
    Object.fromEntries(
      Object.entries(schema.properties).map(([key, field]) => [
        key,
        field.items && isNumeric(field.items) ? fc.array(anyJson(field.items), { minLength: 1, maxLength: 3 }) : anyJson(field),
      ]),
    ),
    { requiredKeys: [] },
  );
}

interface Body {
  payload: string;
  contentType: string;
}

const json = (payload: string): Body => ({ payload, contentType: 'application/json' });

/** Bodies no route should take, whatever it expects: nested 10,000 deep, past the size limit, multipart that does not parse. */
const hostileBody = (firstField: string): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant(json(deepList(10_000))),
    fc.constant(json(deepObject(firstField, 10_000))),
    fc.constant(json(JSON.stringify({ [firstField]: 'x'.repeat(1_100_000) }))),
    fc.constantFrom(...MALFORMED_MULTIPART.map(({ payload, contentType }) => ({ payload, contentType }))),
  );

/** A form of the body's fields: each value as text, a Buffer-like file part for a field named like a file. */
function formOf(body: unknown): Body {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['value', body]];
  const boundary = 'fuzzboundary';
  const payload =
    fields
      .map(([k, v]) => {
        const file = /file|screenshot/.test(String(k)) ? `; filename="${String(k)}.bin"` : '';
        return `--${boundary}\r\nContent-Disposition: form-data; name="${String(k)}"${file}\r\n\r\n${asText(v)}\r\n`;
      })
      .join('') + `--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const encode = (text: string) => (/%[0-9A-Fa-f]{2}/.test(text) ? text : encodeURIComponent(text));

/**
 * A value as one path segment of the route it is meant for. The URL resolves a segment of '.' or '..' (even written
 * %2E) before any route sees it, and an unencoded '/' or a trailing space changes the address: such a request would
 * reach another route (or the web app) and say nothing about this one. Dots are sent encoded twice, so the route
 * receives them as text.
 */
const pathSegment = (value: string) => {
  const segment = encode(value || '0');
  return /^\.{1,2}$/.test(segment) ? segment.replace(/\./g, '%252E') : segment;
};
const anyScalar = (schema: JsonSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: validValue(schema).map((v) => encode(asText(v))), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_SCALARS), weight: 3 },
    { arbitrary: fc.string({ maxLength: 3000 }).map(encode), weight: 1 },
    ...(schema && isNumeric(schema) ? [{ arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.map((hostile) => hostile.text)), weight: 3 }] : []),
  );

const TAKES_BODY = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every operation of the document as an arbitrary of concrete requests: path and query parameters, and for a call that
 * takes a body, its JSON (or form) body field by field, hostile as a whole, or one of the bodies no route should take.
 */
export function operationArbitraries(doc: OpenApi, skip: (method: string, path: string) => boolean) {
  const operations: { name: string; arbitrary: fc.Arbitrary<FuzzRequest>; fields: string[] }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      if (!['GET', ...TAKES_BODY].includes(verb) || skip(verb, path)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const form = operation.requestBody?.content['multipart/form-data']?.schema;
      const firstField = Object.keys((bodySchema ?? form)?.properties ?? {})[0] ?? 'value';
      const body: fc.Arbitrary<Body | undefined> = !TAKES_BODY.includes(verb)
        ? fc.constant(undefined)
        : bodySchema || form
          ? fc.oneof(
              {
                arbitrary: fc
                  .oneof(fieldByField(bodySchema ?? form), anyJson(bodySchema ?? form))
                  .map((value) => (bodySchema ? json(JSON.stringify(value) ?? 'null') : formOf(value))),
                weight: 4,
              },
              { arbitrary: fc.string({ maxLength: 200 }).map(json), weight: 1 },
              { arbitrary: hostileBody(firstField), weight: 1 },
            )
          : fc.option(hostileBody(firstField), { nil: undefined, freq: 2 });
      const arbitrary = fc
        .record({
          path: fc.tuple(...pathParams.map((p) => anyScalar(p.schema))),
          query: fc.tuple(...queryParams.map((p) => fc.option(anyScalar(p.schema), { nil: undefined }))),
          body,
        })
        .map(({ path: values, query, body }): FuzzRequest => {
          let url = path;
          pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, pathSegment(values[i]!))));
          const search = queryParams
            .flatMap((p, i) => (query[i] === undefined ? [] : [`${encodeURIComponent(p.name)}=${query[i]}`]))
            .join('&');
          if (search) url += `?${search}`;
          return body ? { method: verb, url, ...body } : { method: verb, url };
        });
      operations.push({ name: `${verb} ${path}`, arbitrary, fields: fieldNames(operation) });
    }
  }
  return operations;
}
