import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactIdsBody, IdParams } from '../../lib/ids.ts';
import { linkedListRoutes } from '../../lib/links.ts';
import { linkChildren, unlinkChildren } from '../../lib/linksRepository.ts';
import { currentOwner } from '../../lib/ownership.ts';
import { Contact } from '../../crm/contacts/schemas.ts';
import { groupMembersLink } from '../../crm/linkSql.ts';
import { groupsRepository } from '../../crm/groups/groupsRepository.ts';
import { MembersChanged } from '../../crm/groups/schemas.ts';

/** Members of a group: list, "not in" list, both searchable, add and remove. */
const groupMembers: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['crm groups'];

  const ownGroup = (request: FastifyRequest, groupId: number) => currentOwner(request, 'crm_groups', groupId, 'Group');

  linkedListRoutes(app, {
    path: '/crm/groups/:id/contacts/',
    children: 'contacts',
    tags,
    item: Contact,
    link: groupMembersLink,
    parent: { table: 'crm_groups', what: 'Group' },
  });

  const changeSchema = { tags, params: IdParams, body: ContactIdsBody, response: { 200: MembersChanged } };

  app.post('/crm/groups/:id/contacts/add/', { schema: { ...changeSchema, summary: 'Add contacts to a group' } }, async (request) => {
    const userId = await ownGroup(request, request.params.id);
    const added = await linkChildren(app.db, groupMembersLink, userId, request.params.id, request.body.contact_ids);
    await touch(request.params.id);
    return { group_id: request.params.id, contact_count: await groupsRepository(app.db).memberCount(request.params.id), added };
  });

  app.post(
    '/crm/groups/:id/contacts/remove/',
    { schema: { ...changeSchema, summary: 'Remove contacts from a group' } },
    async (request) => {
      await ownGroup(request, request.params.id);
      const removed = await unlinkChildren(app.db, groupMembersLink, request.params.id, request.body.contact_ids);
      await touch(request.params.id);
      return { group_id: request.params.id, contact_count: await groupsRepository(app.db).memberCount(request.params.id), removed };
    },
  );

  const touch = (groupId: number) => groupsRepository(app.db).touch(groupId);
};
export default groupMembers;
