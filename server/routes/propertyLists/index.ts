import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/ids.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import { failures, noContent } from '../../plugins/openapi.ts';
import { propertyListService } from '../../propertyLists/propertyListService.ts';
import {
  ItemsChanged,
  PropertyIdsBody,
  PropertyList,
  PropertyListCreate,
  PropertyListItem,
  PropertyListQuery,
  PropertyListUpdate,
} from '../../propertyLists/schemas.ts';

const CHANGERS = 'Its owner, or an owner or account manager of the team it is shared with; another member: 403.';

/**
 * Saved property lists (issue 27; docs/teams.md, "Saved property lists"): a user's saved properties grouped in lists,
 * private or shared with their team. Beside the spec's /properties/saved/ paths, which are unchanged.
 */
const propertyLists: FastifyPluginAsyncTypebox = async (app) => {
  const service = propertyListService(app.db);
  const tags = ['saved property lists'];
  const actorOf = (userId: number) => service.actorOf(userId);

  app.get(
    '/properties/lists/',
    {
      schema: {
        tags,
        summary: 'List saved property lists (own, and shared with the team)',
        querystring: PropertyListQuery,
        response: { 200: Paged(PropertyList) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await service.list(await actorOf(request.userId), page, request.query.own === true);
      return paged(request, page, count, results);
    },
  );

  app.post(
    '/properties/lists/',
    { schema: { tags, summary: 'Make a saved property list', body: PropertyListCreate, response: { 201: PropertyList } } },
    async (request, reply) => reply.status(201).send(await service.create(await actorOf(request.userId), request.body)),
  );

  app.get(
    '/properties/lists/:id/',
    { schema: { tags, summary: 'Read a saved property list', params: IdParams, response: { 200: PropertyList } } },
    async (request) => service.get(await actorOf(request.userId), request.params.id),
  );

  app.patch(
    '/properties/lists/:id/',
    {
      schema: {
        tags,
        summary: 'Rename, share or unshare a saved property list',
        description: CHANGERS,
        params: IdParams,
        body: PropertyListUpdate,
        response: { 200: PropertyList },
      },
    },
    async (request) => service.update(await actorOf(request.userId), request.params.id, request.body),
  );

  app.delete(
    '/properties/lists/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a saved property list (its saved properties stay saved)',
        description: CHANGERS,
        params: IdParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await service.remove(await actorOf(request.userId), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/properties/lists/:id/items/',
    {
      schema: {
        tags,
        summary: "A list's saved properties, with their notes and tags",
        description: "Read-only to the team's members: notes and tags are changed by the list's owner on their saved properties.",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Paged(PropertyListItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await service.items(await actorOf(request.userId), request.params.id, page);
      return paged(request, page, count, results);
    },
  );

  app.post(
    '/properties/lists/:id/items/add/',
    {
      schema: {
        tags,
        summary: 'Put saved properties in a list',
        description:
          "The list's owner only, with their own saved properties (a saved property is in one list at most: it moves from another). 400 names property ids not saved.",
        params: IdParams,
        body: PropertyIdsBody,
        response: { 200: ItemsChanged, ...failures(403) },
      },
    },
    async (request) => service.add(await actorOf(request.userId), request.params.id, request.body.property_ids),
  );

  app.post(
    '/properties/lists/:id/items/remove/',
    {
      schema: {
        tags,
        summary: 'Take saved properties out of a list (they stay saved)',
        description: CHANGERS,
        params: IdParams,
        body: PropertyIdsBody,
        response: { 200: ItemsChanged },
      },
    },
    async (request) => service.takeOut(await actorOf(request.userId), request.params.id, request.body.property_ids),
  );
};
export default propertyLists;
