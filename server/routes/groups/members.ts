import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactIdsBody, IdParams } from '../../lib/bulkIds.ts';
import { currentUserId } from '../../lib/currentUser.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { linkContacts, linkedContactsPage, unlinkContacts } from '../contacts/contactListing.ts';
import { Contact, KeywordPageQuery } from '../contacts/schemas.ts';
import { groupsRepository, membersLink } from './groupsRepository.ts';
import { MembersChanged } from './schemas.ts';

/** Members of a group: list, "not in" list, both searchable, add and remove. */
const groupMembers: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['crm groups'];
  const schema = { tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(Contact) } };

  const ownGroup = async (request: FastifyRequest, groupId: number) => {
    const userId = await currentUserId(request);
    await assertOwned(app.db, 'crm_groups', groupId, userId, 'Group');
    return userId;
  };

  const listing = (notIn: boolean, searchable: boolean) =>
    async (request: FastifyRequest<{ Params: { id: number }; Querystring: KeywordPageQuery }>) => {
      const userId = await ownGroup(request, request.params.id);
      const page = pageOf(request.query);
      const keyword = searchable ? request.query.keyword : undefined;
      const { count, rows } = await linkedContactsPage(app.db, { userId, link: membersLink(request.params.id), notIn, keyword, page, ordering: request.query.ordering });
      return paged(request, page, count, rows);
    };

  app.get('/crm/groups/:id/contacts/', { schema }, listing(false, false));
  app.get('/crm/groups/:id/contacts/notin/', { schema }, listing(true, false));
  app.get('/crm/groups/:id/contacts/search/', { schema }, listing(false, true));
  app.get('/crm/groups/:id/contacts/notin/search/', { schema }, listing(true, true));

  const changeSchema = { tags, params: IdParams, body: ContactIdsBody, response: { 200: MembersChanged } };

  app.post('/crm/groups/:id/contacts/add/', { schema: changeSchema }, async (request) => {
    const userId = await ownGroup(request, request.params.id);
    const added = await linkContacts(app.db, userId, membersLink(request.params.id), request.body.contact_ids);
    await touch(request.params.id);
    return { group_id: request.params.id, contact_count: await groupsRepository(app.db).memberCount(request.params.id), added };
  });

  app.post('/crm/groups/:id/contacts/remove/', { schema: changeSchema }, async (request) => {
    await ownGroup(request, request.params.id);
    const removed = await unlinkContacts(app.db, membersLink(request.params.id), request.body.contact_ids);
    await touch(request.params.id);
    return { group_id: request.params.id, contact_count: await groupsRepository(app.db).memberCount(request.params.id), removed };
  });

  const touch = (groupId: number) => groupsRepository(app.db).touch(groupId);
};
export default groupMembers;
