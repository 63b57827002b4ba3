import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/ids.ts';
import { badRequest } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/optionalBody.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { automatedEmails } from '../../mail/emails/automatedEmails.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import { enqueueTestSend } from '../../mail/scheduler/testSend.ts';
import { contactsRepository } from '../../crm/contacts/contactsRepository.ts';
import { SendNowAnswer, SendNowBody } from '../../mail/emails/schemas.ts';

/**
 * POST /automation/emails/{id}/send-now/: queues a test to the account's own address, or with `to_contact` to the chosen
 * contact's (a preview for a client); 202 since the worker sends it. A shared e-mail is sent as its owner: the test goes
 * to the owner's address, or to one of the owner's contacts; whoever may change it may send it (sharing rule: 403 for
 * another member, 404 for anyone else).
 */
const sendNow: FastifyPluginAsyncTypebox<{ publicUrl: string; appSecret: string }> = async (app, context) => {
  const emails = automatedEmails(app.db);
  app.post(
    '/automation/emails/:id/send-now/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags: ['automation emails'],
        summary: 'Send a test of an automated email',
        description:
          "Its owner, or an owner or account manager of the team it is shared with; the test goes to the e-mail owner's address or contact.",
        params: IdParams,
        body: SendNowBody,
        response: { 202: SendNowAnswer },
      },
      preValidation: optionalBody,
    },
    async (request, reply) => {
      const userId = await emails.authorized(await emails.actorOf(request.userId), request.params.id, 'change');
      const { contact_id: contactId, to_contact: toContact = false } = request.body;
      if (toContact && !contactId)
        throw badRequest('contact_id: Choose the contact to send the preview to.', { contact_id: ['Required to send to a contact.'] });
      let sample;
      if (contactId) {
        await assertOwned(app.db, 'crm_contacts', contactId, userId, 'Contact');
        sample = await contactsRepository(app.db).personalDetails(contactId);
        if (toContact && sample?.unsubscribed)
          throw badRequest('This contact has unsubscribed from your emails, so no preview can be sent to them.');
      }
      const queued = await enqueueTestSend(
        app.db,
        { publicUrl: context.publicUrl, appSecret: context.appSecret },
        request.params.id,
        sample,
        toContact ? contactId : undefined,
      );
      return reply.status(202).send(queued);
    },
  );
};
export default sendNow;
