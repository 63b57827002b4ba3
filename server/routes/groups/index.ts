import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, parseIdList } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { conflict } from '../../lib/errors.ts';
import { currentOwner, found } from '../../lib/ownership.ts';
import { ListQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { groupsRepository } from '../../crm/groups/groupsRepository.ts';
import groupMembers from './members.ts';
import { Group, GroupCreate, GroupSimple, GroupUpdate } from '../../crm/groups/schemas.ts';
import { failures } from '../../plugins/openapi.ts';
import { checkNames } from '../../users/names.ts';

const duplicateName = (name: string) => conflict(`You already have a group named ${name.trim()}.`);

async function unlessDuplicateName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name ?? '');
    throw error;
  }
}

const groups: FastifyPluginAsyncTypebox = async (app) => {
  const repository = groupsRepository(app.db);
  const tags = ['crm groups'];

  app.get(
    '/crm/groups/',
    { schema: { tags, summary: 'List groups', querystring: ListQuery, response: { 200: Paged(Group) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.page(request.userId, page, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/crm/groups/simplified/',
    { schema: { tags, summary: 'List every group by name', response: { 200: Type.Array(GroupSimple) } } },
    async (request) => repository.simplified(request.userId),
  );

  app.post(
    '/crm/groups/',
    { schema: { tags, summary: 'Create a group', body: GroupCreate, response: { 201: Group, ...failures(409) } } },
    async (request, reply) => {
      const userId = request.userId;
      checkNames({ name: request.body.name });
      const group = await unlessDuplicateName(request.body.name, () =>
        app.db.transaction((tx) => groupsRepository(tx).create(userId, request.body)),
      );
      return reply.status(201).send(group);
    },
  );

  app.put(
    '/crm/groups/',
    { schema: { tags, summary: 'Update a group', body: GroupUpdate, response: { 200: Group, ...failures(404, 409) } } },
    async (request) => {
      checkNames({ name: request.body.name });
      const userId = await currentOwner(request, 'crm_groups', request.body.id, 'Group');
      return found(await unlessDuplicateName(request.body.name, () => repository.update(userId, request.body)), 'Group');
    },
  );

  app.delete(
    '/crm/groups/',
    { schema: { tags, summary: 'Delete groups', querystring: Type.Object({ group_ids: IdListParam }), response: { 200: Deleted } } },
    async (request) => ({ deleted: await repository.deleteMany(request.userId, parseIdList(request.query.group_ids)) }),
  );

  await app.register(groupMembers);
};
export default groups;
