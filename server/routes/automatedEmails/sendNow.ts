import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../lib/bulkIds.ts';
import { optionalBody } from '../../lib/optionalBody.ts';
import { assertOwned, currentOwner } from '../../lib/ownership.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import { enqueueTestSend } from '../../mail/scheduler/testSend.ts';
import { contactsRepository } from '../../crm/contacts/contactsRepository.ts';
import { SendNowAnswer, SendNowBody } from '../../mail/emails/schemas.ts';

/** POST /automation/emails/{id}/send-now/: queues a test to the account's own address; 202 since the worker sends it. */
const sendNow: FastifyPluginAsyncTypebox<{ publicUrl: string; appSecret: string }> = async (app, context) => {
  app.post(
    '/automation/emails/:id/send-now/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags: ['automation emails'], params: IdParams, body: SendNowBody, response: { 202: SendNowAnswer } },
      preValidation: optionalBody,
    },
    async (request, reply) => {
      const userId = await currentOwner(request, 'automated_emails', request.params.id, 'Automated email');
      let sample;
      if (request.body.contact_id) {
        await assertOwned(app.db, 'crm_contacts', request.body.contact_id, userId, 'Contact');
        sample = await contactsRepository(app.db).personalDetails(request.body.contact_id);
      }
      const queued = await enqueueTestSend(
        app.db,
        { publicUrl: context.publicUrl, appSecret: context.appSecret },
        request.params.id,
        sample,
      );
      return reply.status(202).send(queued);
    },
  );
};
export default sendNow;
