import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { endpointDocs, type OpenApiDocument } from '../../keys/endpointDocs.ts';
import { notFound } from '../../lib/errors.ts';

const Parameter = Type.Object({
  name: Type.String(),
  in: Type.Union([Type.Literal('query'), Type.Literal('body'), Type.Literal('path')]),
  required: Type.Boolean(),
  type: Type.String(),
  description: Type.Optional(Type.String()),
  enum: Type.Optional(Type.Array(Type.String())),
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  max_length: Type.Optional(Type.Integer()),
});
const Summary = {
  id: Type.String(),
  method: Type.String(),
  path: Type.String(),
  summary: Type.String(),
  credits: Type.String(),
  rate_limit_per_minute: Type.Integer(),
};
const EndpointList = Type.Object({
  count: Type.Integer(),
  next: Type.Null(),
  previous: Type.Null(),
  results: Type.Array(Type.Object(Summary)),
});
const EndpointDetail = Type.Object({
  ...Summary,
  description: Type.String(),
  parameters: Type.Array(Parameter),
  response_schema: Type.Object({}, { additionalProperties: true }),
  examples: Type.Object({ curl: Type.String(), javascript: Type.String(), typescript: Type.String() }),
});
const EndpointParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,60}$', maxLength: 60 }) });

/** GET /endpoints/ and /endpoints/{id}: the developer API's documentation, generated from the OpenAPI document. */
const endpoints: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['api keys'];
  // The document is complete once every route is registered; built on first use and kept.
  let doc: OpenApiDocument | null = null;
  const docs = async (userId: number) => {
    doc ??= app.swagger() as unknown as OpenApiDocument;
    const { perMinute } = await app.billing.access.apiPlan(userId);
    return endpointDocs(doc, app.publicApiRoutes, { baseUrl: app.config.publicUrl, perMinute });
  };

  app.get(
    '/endpoints/',
    { schema: { tags, summary: "List the developer API's endpoints", response: { 200: EndpointList } } },
    async (request) => {
      const results = (await docs(request.userId)).list();
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/endpoints/:id',
    { schema: { tags, summary: "Read an endpoint's documentation", params: EndpointParams, response: { 200: EndpointDetail } } },
    async (request) => {
      const detail = (await docs(request.userId)).detail(request.params.id);
      if (!detail) throw notFound('Endpoint not found.');
      return detail;
    },
  );
};
export default endpoints;
