import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ContactIdsBody, IdParams } from '../../lib/ids.ts';
import { linkedListRoutes } from '../../lib/links.ts';
import { linkChildren, linkedPage, unlinkChildren, type Link } from '../../lib/linksRepository.ts';
import { Contact } from '../../crm/contacts/schemas.ts';
import { emailContactsLink, emailGroupsLink } from '../../crm/linkSql.ts';
import { Group } from '../../crm/groups/schemas.ts';
import { automatedEmails } from '../../mail/emails/automatedEmails.ts';
import { recipientCount } from '../../mail/emails/recipientsRepository.ts';
import { GroupIdsBody, RecipientsChanged } from '../../mail/emails/schemas.ts';
import type { ShareAction } from '../../teams/sharing.ts';

/**
 * Recipients of an automated email: groups and directly picked contacts, each with list, notin, search, add, remove. They
 * are always its owner's groups and contacts (a shared e-mail mails its owner's recipients). Who reaches them is the
 * sharing rule's (server/teams/sharing.ts): a teammate reads who a shared e-mail goes to; the owner's other contacts
 * (notin) and adding or removing are for whoever may change the e-mail (403 with the reason otherwise); others get 404.
 */
const recipients: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['automation emails'];
  const base = '/automation/emails/:id';
  const emails = automatedEmails(app.db);

  /** The e-mail's owner once the caller may do `action` to it. */
  const ownerFor = async (request: FastifyRequest, emailId: number, action: ShareAction) =>
    emails.authorized(await emails.actorOf(request.userId), emailId, action);

  const listRoutes = (path: string, children: string, item: TSchema, link: Link) =>
    linkedListRoutes(app, {
      path,
      children,
      parent: 'automated email',
      tags,
      item,
      describe: (notIn) =>
        notIn
          ? "The e-mail owner's other groups or contacts: for whoever may change the e-mail."
          : 'Its owner, or a member of the team it is shared with.',
      rows: async (request, query) =>
        linkedPage(app.db, link, { ...query, userId: await ownerFor(request, query.parentId, query.notIn ? 'change' : 'read') }),
    });
  listRoutes(`${base}/groups/`, 'groups', Group, emailGroupsLink);
  listRoutes(`${base}/contacts/`, 'contacts', Contact, emailContactsLink);

  const answer = async (owner: number, emailId: number, change: { added?: number[]; removed?: number[] }) => ({
    automated_email_id: emailId,
    recipient_count: await recipientCount(app.db, owner, emailId),
    ...change,
  });
  const add = async (request: FastifyRequest, emailId: number, link: Link, ids: number[]) => {
    const owner = await ownerFor(request, emailId, 'change');
    return answer(owner, emailId, { added: await linkChildren(app.db, link, owner, emailId, ids) });
  };
  const remove = async (request: FastifyRequest, emailId: number, link: Link, ids: number[]) => {
    const owner = await ownerFor(request, emailId, 'change');
    return answer(owner, emailId, { removed: await unlinkChildren(app.db, link, emailId, ids) });
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
