import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactIdsBody, IdParams } from '../../lib/ids.ts';
import { linkedListRoutes } from '../../lib/links.ts';
import { Contact } from '../../crm/contacts/schemas.ts';
import { groupService } from '../../crm/groups/groupService.ts';
import { MembersChanged } from '../../crm/groups/schemas.ts';

/**
 * Members of a group: list, "not in" list, both searchable, add and remove. Each caller sees and changes only the members
 * they reach (their own contacts and those shared with their team): docs/teams.md, "Contacts and groups".
 */
const groupMembers: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['crm groups'];
  const service = groupService(app.db);

  linkedListRoutes(app, {
    path: '/crm/groups/:id/contacts/',
    children: 'contacts',
    parent: 'group',
    tags,
    item: Contact,
    rows: async (request, { parentId, ...query }) =>
      service.members(await service.actorOf(request.userId), { groupId: parentId, ...query }),
  });

  const changeSchema = { tags, params: IdParams, body: ContactIdsBody, response: { 200: MembersChanged } };

  app.post('/crm/groups/:id/contacts/add/', { schema: { ...changeSchema, summary: 'Add contacts to a group' } }, async (request) =>
    service.addMembers(await service.actorOf(request.userId), request.params.id, request.body.contact_ids),
  );

  app.post('/crm/groups/:id/contacts/remove/', { schema: { ...changeSchema, summary: 'Remove contacts from a group' } }, async (request) =>
    service.removeMembers(await service.actorOf(request.userId), request.params.id, request.body.contact_ids),
  );
};
export default groupMembers;
