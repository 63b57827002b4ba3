import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactIdsBody, IdParams } from '../../lib/ids.ts';
import { linkedListRoutes } from '../../lib/links.ts';
import { linkChildren, unlinkChildren, type Link } from '../../lib/linksRepository.ts';
import { currentOwner } from '../../lib/ownership.ts';
import { Contact } from '../../crm/contacts/schemas.ts';
import { emailContactsLink, emailGroupsLink } from '../../crm/linkSql.ts';
import { Group } from '../../crm/groups/schemas.ts';
import { recipientCount } from '../../mail/emails/recipientsRepository.ts';
import { GroupIdsBody, RecipientsChanged } from '../../mail/emails/schemas.ts';

/** Recipients of an automated email: groups and directly picked contacts, each with list, notin, search, add, remove. */
const recipients: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['automation emails'];
  const base = '/automation/emails/:id';

  const parent = { table: 'automated_emails', what: 'Automated email' } as const;
  const ownEmail = (request: FastifyRequest, emailId: number) => currentOwner(request, parent.table, emailId, parent.what);

  linkedListRoutes(app, { path: `${base}/groups/`, children: 'groups', tags, item: Group, link: emailGroupsLink, parent });
  linkedListRoutes(app, { path: `${base}/contacts/`, children: 'contacts', tags, item: Contact, link: emailContactsLink, parent });

  const answer = async (userId: number, emailId: number, change: { added?: number[]; removed?: number[] }) => ({
    automated_email_id: emailId,
    recipient_count: await recipientCount(app.db, userId, emailId),
    ...change,
  });
  const add = async (request: FastifyRequest, emailId: number, link: Link, ids: number[]) => {
    const userId = await ownEmail(request, emailId);
    return answer(userId, emailId, { added: await linkChildren(app.db, link, userId, emailId, ids) });
  };
  const remove = async (request: FastifyRequest, emailId: number, link: Link, ids: number[]) => {
    const userId = await ownEmail(request, emailId);
    return answer(userId, emailId, { removed: await unlinkChildren(app.db, link, emailId, ids) });
  };
  const groupChange = { tags, params: IdParams, body: GroupIdsBody, response: { 200: RecipientsChanged } };
  const contactChange = { tags, params: IdParams, body: ContactIdsBody, response: { 200: RecipientsChanged } };

  app.post(
    `${base}/groups/add/`,
    { schema: { ...groupChange, summary: 'Add groups to the recipients of an automated email' } },
    (request) => add(request, request.params.id, emailGroupsLink, request.body.group_ids),
  );
  app.post(
    `${base}/groups/remove/`,
    { schema: { ...groupChange, summary: 'Remove groups from the recipients of an automated email' } },
    (request) => remove(request, request.params.id, emailGroupsLink, request.body.group_ids),
  );
  app.post(
    `${base}/contacts/add/`,
    { schema: { ...contactChange, summary: 'Add contacts to the recipients of an automated email' } },
    (request) => add(request, request.params.id, emailContactsLink, request.body.contact_ids),
  );
  app.post(
    `${base}/contacts/remove/`,
    { schema: { ...contactChange, summary: 'Remove contacts from the recipients of an automated email' } },
    (request) => remove(request, request.params.id, emailContactsLink, request.body.contact_ids),
  );
};
export default recipients;
