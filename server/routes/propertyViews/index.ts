import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { PageQuery, pageOf, paged } from '../../lib/pagination.ts';
import { ViewBody, ViewedPage } from './schemas.ts';
import { propertyViewsRepository } from '../../properties/propertyViewsRepository.ts';
import { failures, noContent } from '../../plugins/openapi.ts';

const tags = ['properties'];

/** Recently viewed properties (/properties) and older ones (/properties/older). */
const propertyViews: FastifyPluginAsyncTypebox = async (app) => {
  const repository = propertyViewsRepository(app.db);

  app.post(
    '/properties/viewed/',
    {
      schema: { tags, summary: 'Record a view of a property', body: ViewBody, response: { 204: noContent('Recorded'), ...failures(404) } },
    },
    async (request, reply) => {
      if (!(await repository.record(request.userId, Number(request.body.property_id)))) throw notFound('Property not found.');
      return reply.status(204).send();
    },
  );

  app.get(
    '/properties/viewed/',
    {
      schema: {
        tags,
        summary: 'List the properties viewed recently',
        querystring: Type.Intersect([PageQuery, Type.Object({ older: Type.Optional(Type.Boolean()) })]),
        response: { 200: ViewedPage },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await repository.list(request.userId, request.query.older === true, page);
      return paged(request, page, count, results);
    },
  );
};
export default propertyViews;
