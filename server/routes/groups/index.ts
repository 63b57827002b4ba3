import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, parseIdList } from '../../lib/ids.ts';
import { ListQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { OwnOnly } from '../../crm/contacts/schemas.ts';
import { groupService } from '../../crm/groups/groupService.ts';
import groupMembers from './members.ts';
import { GroupCreate, GroupSimple, GroupSimpleQuery, GroupUpdate, SharedGroup } from '../../crm/groups/schemas.ts';
import { failures } from '../../plugins/openapi.ts';
import { checkNames } from '../../users/names.ts';

const groups: FastifyPluginAsyncTypebox = async (app) => {
  const service = groupService(app.db);
  const tags = ['crm groups'];

  app.get(
    '/crm/groups/',
    {
      schema: {
        tags,
        summary: 'List groups',
        description: "The caller's groups and those shared with their team.",
        querystring: Type.Object({ ...ListQuery.properties, ...OwnOnly }),
        response: { 200: Paged(SharedGroup) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const actor = await service.actorOf(request.userId);
      const { count, rows } = await service.list(actor, page, listOptions(request.query), request.query.own === true);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/crm/groups/simplified/',
    {
      schema: { tags, summary: 'List every group by name', querystring: GroupSimpleQuery, response: { 200: Type.Array(GroupSimple) } },
    },
    async (request) => service.simplified(await service.actorOf(request.userId), request.query.own === true),
  );

  app.post(
    '/crm/groups/',
    { schema: { tags, summary: 'Create a group', body: GroupCreate, response: { 201: SharedGroup, ...failures(409) } } },
    async (request, reply) => {
      checkNames({ name: request.body.name });
      return reply.status(201).send(await service.create(await service.actorOf(request.userId), request.body));
    },
  );

  app.put(
    '/crm/groups/',
    { schema: { tags, summary: 'Update a group', body: GroupUpdate, response: { 200: SharedGroup, ...failures(404, 409) } } },
    async (request) => {
      checkNames({ name: request.body.name });
      return service.update(await service.actorOf(request.userId), request.body);
    },
  );

  app.delete(
    '/crm/groups/',
    {
      schema: {
        tags,
        summary: 'Delete groups',
        description:
          "Deletes the caller's groups among the ids, and those shared with their team that they may delete (owners and account managers); ids they do not reach are skipped. 403, deleting nothing, when one is a teammate's they may not delete.",
        querystring: Type.Object({ group_ids: IdListParam }),
        response: { 200: Deleted },
      },
    },
    async (request) => ({ deleted: await service.removeMany(await service.actorOf(request.userId), parseIdList(request.query.group_ids)) }),
  );

  await app.register(groupMembers);
};
export default groups;
