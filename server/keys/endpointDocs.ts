import type { PublicApiRoute } from './publicApi.ts';
import type { EndpointDetail, EndpointParameter, EndpointSummary } from './schemas.ts';

/** The parts of an OpenAPI 3 document (as @fastify/swagger builds it from the route schemas) the documentation reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | undefined>;
}
type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  const?: unknown;
  default?: unknown;
};

/** A public route as the auth plugin registered it: method, Fastify URL (`/api/searches/saved/:id/`) and its declaration. */
export interface RegisteredApiRoute {
  method: string;
  url: string;
  api: PublicApiRoute;
}

/** The OpenAPI path of a Fastify URL: `:id` becomes `{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** "integer", "string", "string | null", "array of string"… as a person reads a schema's type. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(' | ');
  if (schema.const !== undefined) return typeof schema.const === 'string' ? 'string' : typeof schema.const;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  return schema.type ?? 'any';
}

function enumOf(schema: JsonSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum.map(String);
  const consts = schema.anyOf?.filter((option) => option.const !== undefined);
  return consts?.length && consts.length === schema.anyOf!.length ? consts.map((option) => String(option.const)) : undefined;
}

function parameterOf(
  name: string,
  where: EndpointParameter['in'],
  required: boolean,
  schema: JsonSchema | undefined,
  description?: string,
) {
  const parameter: EndpointParameter = { name, in: where, required, type: typeOf(schema) };
  const text = description ?? schema?.description;
  if (text) parameter.description = text;
  const values = enumOf(schema);
  if (values) parameter.enum = values;
  if (typeof schema?.minimum === 'number') parameter.minimum = schema.minimum;
  if (typeof schema?.maximum === 'number') parameter.maximum = schema.maximum;
  if (typeof schema?.maxLength === 'number') parameter.max_length = schema.maxLength;
  return parameter;
}

function parametersOf(operation: OpenApiOperation): EndpointParameter[] {
  const parameters = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map((p) => parameterOf(p.name, p.in as 'query' | 'path', p.required === true || p.in === 'path', p.schema, p.description));
  const body = operation.requestBody?.content?.['application/json']?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    parameters.push(parameterOf(name, 'body', body?.required?.includes(name) ?? false, schema));
  }
  return parameters;
}

/** A value to show in the examples: the schema's default, its first allowed value, its minimum, or a typical search. */
function exampleValue(parameter: EndpointParameter): unknown {
  if (parameter.name === 'location') return 'Austin, TX';
  if (parameter.name === 'address') return '123 Main St, Austin, TX 78701';
  if (parameter.enum?.length) return parameter.enum[0];
  if (parameter.type.startsWith('integer') || parameter.type.startsWith('number')) return parameter.minimum ?? 1;
  if (parameter.type.startsWith('boolean')) return true;
  return parameter.in === 'path' ? '1' : 'example';
}

/** Required parameters, and the location of a search or the address of a report (what a first call needs). */
const shown = (parameters: EndpointParameter[]) => parameters.filter((p) => p.required || p.name === 'location' || p.name === 'address');

function examples(baseUrl: string, method: string, path: string, parameters: EndpointParameter[]) {
  let urlPath = path;
  for (const p of parameters.filter((q) => q.in === 'path')) urlPath = urlPath.replace(`{${p.name}}`, String(exampleValue(p)));
  const query = new URLSearchParams();
  for (const p of shown(parameters).filter((q) => q.in === 'query')) query.set(p.name, String(exampleValue(p)));
  const url = `${baseUrl}${urlPath}${query.size ? `?${query.toString()}` : ''}`;
  const bodyParameters = shown(parameters).filter((p) => p.in === 'body');
  const hasBody = parameters.some((p) => p.in === 'body');
  const body = hasBody ? JSON.stringify(Object.fromEntries(bodyParameters.map((p) => [p.name, exampleValue(p)]))) : null;
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const curl = [
    `curl -X ${method} ${quote(url)}`,
    `  -H 'X-API-Key: ps_live_YOUR_KEY'`,
    ...(body !== null ? [`  -H 'Content-Type: application/json'`, `  -d ${quote(body)}`] : []),
  ].join(' \\\n');
  const headers =
    body !== null ? `{ 'X-API-Key': 'ps_live_YOUR_KEY', 'Content-Type': 'application/json' }` : `{ 'X-API-Key': 'ps_live_YOUR_KEY' }`;
  const javascript = [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: '${method}',`,
    `  headers: ${headers},`,
    ...(body !== null ? [`  body: JSON.stringify(${body}),`] : []),
    `});`,
    `if (!response.ok) throw new Error((await response.json()).detail);`,
    `const data = await response.json();`,
  ].join('\n');
  return { curl, javascript, typescript: typedClientExample(baseUrl, method, path, parameters) };
}

/** The same call through the typed client generated from the OpenAPI document (sdk/, docs/developer-api.md). */
function typedClientExample(baseUrl: string, method: string, path: string, parameters: EndpointParameter[]) {
  const values = (where: EndpointParameter['in'], all = false) =>
    Object.fromEntries((all ? parameters : shown(parameters)).filter((p) => p.in === where).map((p) => [p.name, exampleValue(p)]));
  const params = Object.entries({ path: values('path', true), query: values('query') }).filter(([, v]) => Object.keys(v).length);
  const options = [
    ...(params.length ? [`params: ${JSON.stringify(Object.fromEntries(params))}`] : []),
    ...(parameters.some((p) => p.in === 'body') ? [`body: ${JSON.stringify(values('body'))}`] : []),
  ];
  return [
    `import { createPropScoutClient } from './sdk'; // generated from the OpenAPI document`,
    `const api = createPropScoutClient({ baseUrl: ${JSON.stringify(baseUrl)}, apiKey: 'ps_live_YOUR_KEY' });`,
    `const { data, error } = await api.${method}(${JSON.stringify(path)}${options.length ? `, { ${options.join(', ')} }` : ''});`,
    `if (error) throw new Error(error.detail);`,
  ].join('\n');
}

/**
 * The developer API's documentation, generated from the server's OpenAPI document (what validates requests), for the
 * routes declared public-API routes: it cannot drift from the validation.
 */
export function endpointDocs(doc: OpenApiDocument, routes: RegisteredApiRoute[], settings: { baseUrl: string; perMinute: number }) {
  const entries = routes.flatMap(({ method, url, api }) => {
    const path = openApiPath(url);
    const operation = doc.paths[path]?.[method.toLowerCase()];
    return operation ? [{ method, path, api, operation }] : [];
  });

  const summaryOf = ({ method, path, api, operation }: (typeof entries)[number]): EndpointSummary => ({
    id: api.id,
    method,
    path,
    summary: operation.summary ?? `${method} ${path}`,
    credits: api.credits,
    rate_limit_per_minute: settings.perMinute,
  });

  return {
    list: (): EndpointSummary[] => entries.map(summaryOf),

    detail(id: string): EndpointDetail | null {
      const entry = entries.find((e) => e.api.id === id);
      if (!entry) return null;
      const parameters = parametersOf(entry.operation);
      const responses = entry.operation.responses ?? {};
      const answer = (responses['200'] ?? responses['201'])?.content?.['application/json']?.schema;
      const summary = summaryOf(entry);
      return {
        ...summary,
        description: [
          entry.operation.description ?? `${summary.summary}.`,
          "Authenticate with the X-API-Key header (and no Authorization header); the call spends the key owner's credits.",
          `Cost: ${entry.api.credits}. Limit: ${settings.perMinute} requests a minute per key (past it: 429 with Retry-After).`,
        ].join(' '),
        parameters,
        response_schema: answer ?? { type: 'object' },
        examples: examples(settings.baseUrl, entry.method, entry.path, parameters),
      };
    },
  };
}
