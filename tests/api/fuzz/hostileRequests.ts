import { isNumeric, typesOf, variantsOf, type FuzzRequest, type JsonSchema, type OpenApi } from './openApi.ts';

/**
 * Hand-picked hostile requests derived from the OpenAPI document: each numeric field of each operation with a value
 * that is fractional, negative, past int32 (2^31), past int64 (2^63), past any integer type (10^20) or not a number;
 * bodies nested 10,000 levels deep or past the size limit; multipart bodies that do not parse.
 */

/** A hostile number as a query or path parameter takes it (text) and as a JSON body takes it (a JSON literal). */
export interface HostileNumber {
  label: string;
  text: string;
  json: string;
  /** Its value when it is a number (the JSON literal parsed), for checking it against the field's bounds. */
  value: number | null;
}

export const HOSTILE_NUMBERS: HostileNumber[] = [
  { label: 'fractional', text: '1.5', json: '1.5', value: 1.5 },
  { label: 'negative', text: '-1', json: '-1', value: -1 },
  { label: '2^31', text: '2147483648', json: '2147483648', value: 2 ** 31 },
  { label: '2^63', text: '9223372036854775808', json: '9223372036854775808', value: 2 ** 63 },
  { label: '10^20', text: '100000000000000000000', json: '100000000000000000000', value: 1e20 },
  { label: 'non-numeric', text: 'abc', json: '"abc"', value: null },
  // The spec sends some numbers as text; a numeral out of range in a JSON string must be refused the same way.
  { label: '2^63 as text', text: '9223372036854775808', json: '"9223372036854775808"', value: 2 ** 63 },
];

export interface Operation {
  method: string;
  path: string;
  name: string;
  pathParams: { name: string; schema?: JsonSchema }[];
  queryParams: { name: string; schema?: JsonSchema; required?: boolean }[];
  jsonBody?: JsonSchema;
  formBody?: JsonSchema;
}

/** Where a numeric field is: a path or query parameter by name, or a body property by its path (`contact_ids.*`). */
export interface NumericField {
  operation: Operation;
  in: 'path' | 'query' | 'body';
  /** Property names from the top of the body; `*` stands for an item of an array. */
  path: string[];
  schema: JsonSchema;
}

/** Every operation of the document that takes requests (the docs pages aside). */
export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && !path.startsWith('/api/docs'))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path,
          name: `${method.toUpperCase()} ${path}`,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          jsonBody: operation.requestBody?.content['application/json']?.schema,
          formBody: operation.requestBody?.content['multipart/form-data']?.schema,
        };
      }),
  );
}

/** The numeric fields of an operation, body properties found through nested objects and arrays. */
export function numericFields(operation: Operation): NumericField[] {
  const fields: NumericField[] = [];
  for (const [where, params] of [
    ['path', operation.pathParams],
    ['query', operation.queryParams],
  ] as const) {
    for (const param of params)
      if (param.schema && isNumeric(param.schema)) fields.push({ operation, in: where, path: [param.name], schema: param.schema });
  }
  const visit = (schema: JsonSchema, path: string[]) => {
    if (path.length > 0 && isNumeric(schema)) return void fields.push({ operation, in: 'body', path, schema });
    for (const [key, inner] of Object.entries(schema.properties ?? {})) visit(inner, [...path, key]);
    if (schema.items) visit(schema.items, [...path, '*']);
  };
  if (operation.jsonBody) visit(operation.jsonBody, []);
  return fields;
}

/**
 * Whether the field's schema takes the value: true or false for a plain numeric field, undefined when a union with
 * a non-numeric variant (a numeral as text) leaves it to the route.
 */
export function accepts(schema: JsonSchema, hostile: HostileNumber): boolean | undefined {
  const variants = variantsOf(schema);
  if (!variants.every((variant) => typesOf(variant).every((type) => type === 'integer' || type === 'number' || type === 'null')))
    return undefined;
  const { value } = hostile;
  if (value === null) return false;
  return variants.some((variant) => {
    const types = typesOf(variant);
    return (types.includes('number') || (types.includes('integer') && Number.isInteger(value))) && inRange(variant, value);
  });
}
const inRange = (schema: JsonSchema, value: number) => value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity);

/** Values the document cannot tell but a route needs to get past its first check (a search names a place). */
const KNOWN_VALUES: Record<string, unknown> = { location: 'Austin, TX' };

/** A deterministic value that fits the schema: what a plain, valid request sends. */
export function exampleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (name in KNOWN_VALUES) return KNOWN_VALUES[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return exampleValue(variantsOf(schema).find((v) => !typesOf(v).includes('null')) ?? {}, name);
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, exampleValue(schema.properties?.[key], key)]));
    default:
      if (schema.format === 'email') return 'hostile@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

const HOLE = '__hostile_value__';

/** Sets `value` at `path` (creating objects and one-item arrays on the way) in a copy of `body`. */
function place(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '*') return [place(undefined, rest, value)];
  const object = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...object, [head!]: place(object[head!], rest, value) };
}

const encodeQuery = (entries: [string, unknown][]) =>
  entries
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');

/**
 * The operation's plain request (required parameters and body fields with example values), with `hostile` in `field`
 * when given. A body number goes in as its raw JSON literal, so 2^63 reaches the server digit for digit.
 */
export function requestFor(operation: Operation, field?: NumericField, hostile?: HostileNumber): FuzzRequest {
  const at = (where: NumericField['in'], name: string) => field?.in === where && field.path[0] === name;
  let url = operation.path;
  for (const param of operation.pathParams) {
    url = url.replace(
      `{${param.name}}`,
      encodeURIComponent(at('path', param.name) ? hostile!.text : String(exampleValue(param.schema, param.name))),
    );
  }
  const query: [string, unknown][] = operation.queryParams.flatMap((param): [string, unknown][] => {
    if (at('query', param.name)) return [[param.name, hostile!.text]];
    return param.required || param.name in KNOWN_VALUES ? [[param.name, exampleValue(param.schema, param.name)]] : [];
  });
  if (query.length > 0) url += `?${encodeQuery(query)}`;
  const bodySchema = operation.jsonBody;
  if (!bodySchema) return { method: operation.method, url };
  let body = exampleValue(bodySchema);
  if (field?.in === 'body') body = place(body, field.path, HOLE);
  const payload = JSON.stringify(body).replace(`"${HOLE}"`, hostile?.json ?? '0');
  return { method: operation.method, url, payload, contentType: 'application/json' };
}

/**
 * Calls that read their body as bytes, not as JSON or a form, and the header they verify first: the Stripe webhook checks
 * its signature over the exact bytes before reading them, so any body it is sent is refused for that header.
 */
export const RAW_BODY_CALLS: Record<string, string> = { 'POST /api/subscription/webhook/': 'Stripe-Signature' };

/** Nested `levels` deep: a list of lists, or one property holding objects in objects. */
export const deepList = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
export const deepObject = (field: string, levels: number) => `{"${field}":${'{"a":'.repeat(levels)}1${'}'.repeat(levels + 1)}`;

/** Multipart bodies that do not parse, each with the Content-Type that goes with it. */
export const MALFORMED_MULTIPART: { label: string; contentType: string; payload: string }[] = [
  { label: 'boundary absent from the body', contentType: 'multipart/form-data; boundary=expected', payload: 'no parts here at all' },
  {
    label: 'no boundary parameter',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  {
    label: 'truncated part',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\nfirst_name,em',
  },
  { label: 'part header cut short', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-da' },
];

/** A form that parses but carries no file, only a stray text field. */
export const FORM_WITHOUT_FILE = {
  contentType: 'multipart/form-data; boundary=x',
  payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n--x--\r\n',
};

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** The answer's reason: `{detail}`, or `{error}` on 402. */
export function reasonOf(answer: Answer): string | undefined {
  if (!String(answer.headers['content-type'] ?? '').includes('json')) return undefined;
  const body = JSON.parse(answer.body) as { detail?: unknown; error?: unknown };
  const reason = answer.statusCode === 402 ? body.error : body.detail;
  return typeof reason === 'string' ? reason : undefined;
}

/** The fields a body carried, JSON keys or form parts (a 400 may name one the document does not list). */
export function sentFields(request: FuzzRequest): string[] {
  if (!request.payload) return [];
  if (request.contentType?.startsWith('multipart/')) return [...request.payload.matchAll(/name="([^"]*)"/g)].map((m) => m[1]!);
  try {
    const body: unknown = JSON.parse(request.payload);
    return body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  } catch {
    return [];
  }
}

/** How an answer names the body as a whole, when no one field is at fault. */
export const WHOLE_BODY = ['body', 'non_field_errors', 'request'];

/** The names an answer may give a field: its top-level field, its own name or its path (`query`, `beds_min`, `query.beds_min`). */
export function namesOf(field: NumericField): string[] {
  const path = field.path.filter((part) => part !== '*');
  return [...new Set([path[0]!, path.at(-1)!, path.join('.')])];
}

/** Whether a 400 names one of the names: its detail says it, or its field errors hold it (or a path inside it). */
export function namesField(answer: Answer, names: string[]): boolean {
  const body = JSON.parse(answer.body) as { detail?: string; errors?: Record<string, unknown> };
  return names.some(
    (name) =>
      Object.keys(body.errors ?? {}).some((key) => key === name || key.startsWith(`${name}.`)) ||
      new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\W|$)`, 'i').test(body.detail ?? ''),
  );
}
