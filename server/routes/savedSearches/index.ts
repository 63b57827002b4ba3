import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicApi } from '../../keys/publicApi.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import { checkSavedQuery } from '../../savedSearches/savedSearchQuery.ts';
import { IdParams, SavedSearch, SavedSearchBrief, SavedSearchCreate, SavedSearchUpdate } from '../../savedSearches/schemas.ts';
import { savedSearchService } from '../../savedSearches/savedSearchRuns.ts';
import { noContent } from '../../plugins/openapi.ts';

const NOT_FOUND = 'Saved search not found.';

const savedSearches: FastifyPluginAsyncTypebox = async (app) => {
  const service = savedSearchService(app.db, app.config.search);
  const tags = ['saved searches'];

  app.post(
    '/searches/saved/',
    { schema: { tags, summary: 'Save a search', body: SavedSearchCreate, response: { 201: SavedSearch } } },
    async (request, reply) => {
      checkSavedQuery(request.body.query);
      const { name, query, last_result_count, change_alerts } = request.body;
      const saved = await service.create(request.userId, name.trim(), query, last_result_count, change_alerts);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/searches/saved/',
    {
      config: { apiKey: publicApi('saved-searches', 'Free') },
      schema: { tags, summary: 'List saved searches', querystring: PageQuery, response: { 200: Paged(SavedSearch) } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await service.list(request.userId, page);
      return paged(request, page, count, results);
    },
  );

  app.get(
    '/searches/saved/simplified/list/',
    { schema: { tags, summary: 'List every saved search by name', response: { 200: Type.Array(SavedSearchBrief) } } },
    async (request) => service.simplified(request.userId),
  );

  app.get(
    '/searches/saved/:id/',
    {
      config: { apiKey: publicApi('saved-search', 'Free') },
      schema: { tags, summary: 'Read a saved search', params: IdParams, response: { 200: SavedSearch } },
    },
    async (request) => {
      const saved = await service.get(request.userId, request.params.id);
      if (!saved) throw notFound(NOT_FOUND);
      return saved;
    },
  );

  app.put(
    '/searches/saved/:id/',
    { schema: { tags, summary: 'Update a saved search', params: IdParams, body: SavedSearchUpdate, response: { 200: SavedSearch } } },
    async (request) => {
      if (request.body.query) checkSavedQuery(request.body.query);
      const saved = await service.update(request.userId, request.params.id, request.body);
      if (!saved) throw notFound(NOT_FOUND);
      return saved;
    },
  );

  app.delete(
    '/searches/saved/:id/',
    { schema: { tags, summary: 'Delete a saved search', params: IdParams, response: { 204: noContent('Deleted') } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!(await service.remove(userId, request.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send();
    },
  );
};
export default savedSearches;
