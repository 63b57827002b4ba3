import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicApi } from '../../keys/publicApi.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import { checkSavedQuery } from '../../savedSearches/savedSearchQuery.ts';
import {
  IdParams,
  SavedSearch,
  SavedSearchBrief,
  SavedSearchBriefQuery,
  SavedSearchCreate,
  SavedSearchUpdate,
} from '../../savedSearches/schemas.ts';
import { savedSearchService } from '../../savedSearches/savedSearchRuns.ts';
import { noContent } from '../../plugins/openapi.ts';

const savedSearches: FastifyPluginAsyncTypebox = async (app) => {
  const service = savedSearchService(app.db, app.config.search);
  const tags = ['saved searches'];

  app.post(
    '/searches/saved/',
    { schema: { tags, summary: 'Save a search', body: SavedSearchCreate, response: { 201: SavedSearch } } },
    async (request, reply) => {
      checkSavedQuery(request.body.query);
      const saved = await service.create(await service.actorOf(request.userId), request.body);
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
      const { count, results } = await service.list(await service.actorOf(request.userId), page);
      return paged(request, page, count, results);
    },
  );

  app.get(
    '/searches/saved/simplified/list/',
    {
      schema: {
        tags,
        summary: 'List every saved search by name',
        querystring: SavedSearchBriefQuery,
        response: { 200: Type.Array(SavedSearchBrief) },
      },
    },
    async (request) => service.simplified(await service.actorOf(request.userId), request.query.own === true),
  );

  app.get(
    '/searches/saved/:id/',
    {
      config: { apiKey: publicApi('saved-search', 'Free') },
      schema: { tags, summary: 'Read a saved search (own, or shared with the team)', params: IdParams, response: { 200: SavedSearch } },
    },
    async (request) => service.get(await service.actorOf(request.userId), request.params.id),
  );

  app.put(
    '/searches/saved/:id/',
    {
      schema: {
        tags,
        summary: 'Update a saved search',
        description:
          'Its owner, or an owner or account manager of the team it is shared with; another member: 403 (mark_run alone: any member).',
        params: IdParams,
        body: SavedSearchUpdate,
        response: { 200: SavedSearch },
      },
    },
    async (request) => {
      if (request.body.query) checkSavedQuery(request.body.query);
      return service.update(await service.actorOf(request.userId), request.params.id, request.body);
    },
  );

  app.delete(
    '/searches/saved/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a saved search',
        description: 'Its owner, or an owner or account manager of the team it is shared with; another member: 403.',
        params: IdParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await service.remove(await service.actorOf(request.userId), request.params.id);
      return reply.status(204).send();
    },
  );
};
export default savedSearches;
