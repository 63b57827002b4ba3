import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { endpointDocs, type OpenApiDocument } from '../../keys/endpointDocs.ts';
import { EndpointDetail, EndpointList } from '../../keys/schemas.ts';
import { notFound } from '../../lib/errors.ts';

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
