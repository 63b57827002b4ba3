import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactIdsBody, IdParams } from '../../lib/bulkIds.ts';
import { currentUserId } from '../../lib/currentUser.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { linkContacts, linkedContactsPage, unlinkContacts } from '../contacts/contactListing.ts';
import { Contact, KeywordPageQuery } from '../contacts/schemas.ts';
import { Group } from '../groups/schemas.ts';
import { directContactsLink, linkedGroupsPage, linkGroups, recipientCount, unlinkGroups } from './recipientsRepository.ts';
import { GroupIdsBody, RecipientsChanged } from './schemas.ts';

type ListRequest = FastifyRequest<{ Params: { id: number }; Querystring: KeywordPageQuery }>;

/** Recipients of an automated email: groups and directly picked contacts, each with list, notin, search, add, remove. */
const recipients: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['automation emails'];
  const base = '/automation/emails/:id';

  const ownEmail = async (request: FastifyRequest, emailId: number) => {
    const userId = await currentUserId(request);
    await assertOwned(app.db, 'automated_emails', emailId, userId, 'Automated email');
    return userId;
  };

  const groupList = (notIn: boolean, searchable: boolean) => async (request: ListRequest) => {
    const userId = await ownEmail(request, request.params.id);
    const page = pageOf(request.query);
    const keyword = searchable ? request.query.keyword : undefined;
    const { count, rows } = await linkedGroupsPage(app.db, { userId, emailId: request.params.id, notIn, keyword, page, ordering: request.query.ordering });
    return paged(request, page, count, rows);
  };
  const contactList = (notIn: boolean, searchable: boolean) => async (request: ListRequest) => {
    const userId = await ownEmail(request, request.params.id);
    const page = pageOf(request.query);
    const keyword = searchable ? request.query.keyword : undefined;
    const { count, rows } = await linkedContactsPage(app.db, { userId, link: directContactsLink(request.params.id), notIn, keyword, page, ordering: request.query.ordering });
    return paged(request, page, count, rows);
  };

  const groupSchema = { tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(Group) } };
  const contactSchema = { tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(Contact) } };
  for (const [suffix, notIn, searchable] of [['', false, false], ['notin/', true, false], ['search/', false, true], ['notin/search/', true, true]] as const) {
    app.get(`${base}/groups/${suffix}`, { schema: groupSchema }, groupList(notIn, searchable));
    app.get(`${base}/contacts/${suffix}`, { schema: contactSchema }, contactList(notIn, searchable));
  }

  const answer = async (userId: number, emailId: number, change: { added?: number[]; removed?: number[] }) => ({
    automated_email_id: emailId,
    recipient_count: await recipientCount(app.db, userId, emailId),
    ...change,
  });
  const groupChange = { tags, params: IdParams, body: GroupIdsBody, response: { 200: RecipientsChanged } };
  const contactChange = { tags, params: IdParams, body: ContactIdsBody, response: { 200: RecipientsChanged } };

  app.post(`${base}/groups/add/`, { schema: groupChange }, async (request) => {
    const userId = await ownEmail(request, request.params.id);
    return answer(userId, request.params.id, { added: await linkGroups(app.db, userId, request.params.id, request.body.group_ids) });
  });
  app.post(`${base}/groups/remove/`, { schema: groupChange }, async (request) => {
    const userId = await ownEmail(request, request.params.id);
    return answer(userId, request.params.id, { removed: await unlinkGroups(app.db, request.params.id, request.body.group_ids) });
  });
  app.post(`${base}/contacts/add/`, { schema: contactChange }, async (request) => {
    const userId = await ownEmail(request, request.params.id);
    const added = await linkContacts(app.db, userId, directContactsLink(request.params.id), request.body.contact_ids);
    return answer(userId, request.params.id, { added });
  });
  app.post(`${base}/contacts/remove/`, { schema: contactChange }, async (request) => {
    const userId = await ownEmail(request, request.params.id);
    const removed = await unlinkContacts(app.db, directContactsLink(request.params.id), request.body.contact_ids);
    return answer(userId, request.params.id, { removed });
  });
};
export default recipients;
