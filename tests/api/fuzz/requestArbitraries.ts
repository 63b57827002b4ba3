import fc from 'fast-check';

/** The parts of an OpenAPI 3 document (as @fastify/swagger produces it) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  const?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

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

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

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

/** Mostly hostile, sometimes valid: each field of a request gets one of these. */
const anyJson = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: validValue(schema), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const encode = (text: string) => (/%[0-9A-Fa-f]{2}/.test(text) ? text : encodeURIComponent(text));
const anyScalar = (schema: JsonSchema | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: validValue(schema).map((v) => encode(asText(v))), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_SCALARS), weight: 3 },
    { arbitrary: fc.string({ maxLength: 3000 }).map(encode), weight: 1 },
  );

/** Every operation of the document as an arbitrary of concrete requests (path and query parameters, JSON or form body). */
export function operationArbitraries(doc: OpenApi, skip: (method: string, path: string) => boolean) {
  const operations: { name: string; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(verb) || skip(verb, path)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const form = operation.requestBody?.content['multipart/form-data']?.schema;
      const arbitrary = fc
        .record({
          path: fc.tuple(...pathParams.map((p) => anyScalar(p.schema))),
          query: fc.tuple(...queryParams.map((p) => fc.option(anyScalar(p.schema), { nil: undefined }))),
          body: bodySchema || form ? fc.oneof(anyJson(bodySchema ?? form), fc.string({ maxLength: 200 })) : fc.constant(undefined),
        })
        .map(({ path: values, query, body }): FuzzRequest => {
          let url = path;
          pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i] || '0')));
          const search = queryParams
            .flatMap((p, i) => (query[i] === undefined ? [] : [`${encodeURIComponent(p.name)}=${query[i]}`]))
            .join('&');
          if (search) url += `?${search}`;
          if (body === undefined) return { method: verb, url };
          if (form && !bodySchema) {
            const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['value', body]];
            const boundary = 'fuzzboundary';
            const payload =
              fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`).join('') +
              `--${boundary}--\r\n`;
            return { method: verb, url, payload, contentType: `multipart/form-data; boundary=${boundary}` };
          }
          return { method: verb, url, payload: typeof body === 'string' ? body : JSON.stringify(body), contentType: 'application/json' };
        });
      operations.push({ name: `${verb} ${path}`, arbitrary });
    }
  }
  return operations;
}
