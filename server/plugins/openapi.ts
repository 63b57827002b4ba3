import fastifySwagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type TSchema, type TUnsafe } from 'typebox';

/**
 * The OpenAPI document (`/api/docs/json`) and what every route of it shares, stated once here rather than on each route:
 * its operationId (from method and path), its security (from the route's config: public, optional token, API key), and
 * the error answers the plugins give before or around any handler (400 validation, 401/403 auth, 404 for an addressed
 * resource, 429 rate limit). A route adds only what its own rules can answer besides: `response: { 200: X, ...failures(402, 409) }`.
 */

/** `{detail}` with the per-field messages of a 400 (server/plugins/errors.ts answers every error in this shape). */
const ErrorAnswer = Type.Object(
  {
    detail: Type.String({ description: 'Why the request was refused, in words a person reads.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'On 400: the messages of each field at fault.' }),
    ),
  },
  { $id: 'ErrorAnswer', description: 'The request was refused' },
);
/** 402 answers `{error}` (the spec's shape for running out of credits). */
const PaymentRequiredAnswer = Type.Object(
  { error: Type.String({ description: 'Why the call cannot be paid for, in words a person reads.' }) },
  { $id: 'PaymentRequiredAnswer', description: 'Not enough credits, or a plan that does not allow this' },
);

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is malformed or a field is invalid',
  401: 'No valid token or API key',
  402: 'Not enough credits',
  403: 'Not allowed for this account, key or plan',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  413: 'The request body is too large',
  415: 'The request body is not of a type this route reads',
  429: 'Too many requests: wait the seconds of Retry-After',
  503: 'The sign-in service could not be reached to check the token: try again',
};
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** A reference to the shared answer (components/schemas in the document), described for this status. */
const answerSchema = (status: ErrorStatus): TSchema =>
  Type.Unsafe({ $ref: `${status === 402 ? 'PaymentRequiredAnswer' : 'ErrorAnswer'}#`, description: DESCRIPTIONS[status] });

/**
 * The error answers a route's own rules give (credits, conflicts, a missing resource named in the body), to spread into
 * its `response`. Typed `never` so they do not widen what the handler may return.
 */
export function failures<const S extends ErrorStatus>(...statuses: S[]): Record<S, TUnsafe<never>> {
  return Object.fromEntries(statuses.map((status) => [status, Type.Unsafe<never>(answerSchema(status))])) as Record<S, TUnsafe<never>>;
}

/**
 * A success answer that is a file rather than JSON (a PDF, a spreadsheet, a picture): its media types, without their
 * charset. A JSON file is described as JSON of any shape.
 */
export function fileAnswer(description: string, contentTypes: string[]): TUnsafe<never> {
  const content = Object.fromEntries(
    contentTypes.map((contentType) => {
      const mediaType = contentType.split(';')[0]!.trim();
      return [mediaType, { schema: mediaType === 'application/json' ? {} : { type: 'string', format: 'binary' } }];
    }),
  );
  return Type.Unsafe<never>({ description, content });
}

/** A success answer without a body (204). */
export const noContent = (description: string): TUnsafe<never> => Type.Unsafe<never>({ type: 'null', description });

/**
 * A file part of a multipart form (the route receives it as a Buffer). Validated as any value, with JSON Schema's
 * `contentMediaType`; the document shows it as OpenAPI 3.0 shows files: a binary string.
 */
export const FilePart = (description: string, contentMediaType: string) => Type.Unsafe<Buffer | string>({ description, contentMediaType });

/** FilePart's properties of a form as OpenAPI 3.0 writes files (`contentMediaType` is not an OpenAPI 3.0 keyword). */
function withBinaryParts(body: unknown): unknown {
  const properties = (body as { properties?: Record<string, { contentMediaType?: string; description?: string }> }).properties;
  if (!properties || !Object.values(properties).some((property) => property.contentMediaType)) return body;
  const described = Object.entries(properties).map(([name, property]) =>
    property.contentMediaType
      ? [name, { type: 'string', format: 'binary', description: `${property.description ?? ''} (${property.contentMediaType})`.trim() }]
      : [name, property],
  );
  return { ...(body as object), properties: Object.fromEntries(described) };
}

type Security = Record<string, string[]>[];

/** Who may call a route, from the config the auth plugin reads (server/plugins/auth.ts). */
function securityOf(config: RouteOptions['config'] | undefined): Security {
  if (config?.public) return [];
  if (config?.auth === 'optional') return [{ bearer: [] }, {}];
  // The website widget's calls also take the embed token its session was opened with (server/keys/widget.ts).
  if (config?.apiKey?.widget) return [{ bearer: [] }, { apiKey: [] }, { embedToken: [] }];
  if (config?.apiKey) return [{ bearer: [] }, { apiKey: [] }];
  return [{ bearer: [] }];
}

/** `GET /api/crm/groups/{id}/contacts/` → `getCrmGroupsByIdContacts`: stable, readable and unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** The statuses the plugins can answer on this route, whatever its handler does. */
function sharedFailures(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const statuses: ErrorStatus[] = [429];
  const takesInput = Boolean(schema.params || schema.querystring || schema.body || /:/.test(route.url));
  // A body is read before any handler, whether the route wants one or not: malformed JSON or multipart, or nesting too
  // deep, is a 400; too large a body a 413; a content type no parser reads a 415 (plugins/errors.ts, multipartBody.ts).
  const readsBody = [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
  if (takesInput || readsBody) statuses.push(400);
  if (readsBody) statuses.push(413, 415);
  // A token is checked against the identity provider's keys, which may not answer (server/plugins/auth.ts).
  if (!route.config?.public) statuses.push(401, 403, 503);
  if (/:/.test(route.url)) statuses.push(404);
  return statuses;
}

export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    app.addSchema(ErrorAnswer);
    app.addSchema(PaymentRequiredAnswer);
    await app.register(fastifySwagger, {
      // Shared schemas keep their $id as their name under components/schemas.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url }) => ({ schema: schema?.body ? { ...schema, body: withBinaryParts(schema.body) } : schema, url }),
      openapi: {
        info: {
          title: 'PropScout API',
          version: '1',
          description:
            'Real-estate listing search, downloads, saved searches and full property reports. Sign in for a bearer token, ' +
            'or call the public developer API with an `X-API-Key` (see GET /api/endpoints/).',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito ID or access token.' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A developer API key (Settings → API keys).' },
            embedToken: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Embed-Token',
              description:
                'A website widget session token (POST /api/embed/session/), valid on the widget’s own calls, from the origin it was opened for.',
            },
          },
        },
      },
    });

    const operationIds = new Map<string, string>();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide || route.method === 'HEAD') return;
      const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
      const operationId = (schema.operationId as string | undefined) ?? operationIdOf([route.method].flat()[0]!, route.url);
      const where = `${String(route.method)} ${route.url}`;
      const known = operationIds.get(operationId);
      if (known && known !== where) throw new Error(`operationId ${operationId} of ${where} is already ${known}'s`);
      operationIds.set(operationId, where);
      const shared = Object.fromEntries(sharedFailures(route).map((status) => [status, answerSchema(status)]));
      route.schema = {
        ...schema,
        operationId,
        security: (schema.security as Security | undefined) ?? securityOf(route.config),
        response: { ...shared, ...schema.response },
      };
    });
  },
  { name: 'openapi' },
);
