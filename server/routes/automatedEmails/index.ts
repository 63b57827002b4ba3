import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, IdParams, parseIdList } from '../../lib/ids.ts';
import { optionalBody } from '../../lib/optionalBody.ts';
import { ListQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { automatedEmails } from '../../mail/emails/automatedEmails.ts';
import emailLogs from './logs.ts';
import recipients from './recipients.ts';
import { AutomatedEmail, AutomatedEmailCreate, AutomatedEmailUpdate, StatusChange } from '../../mail/emails/schemas.ts';
import sendNow from './sendNow.ts';
import { failures } from '../../plugins/openapi.ts';

const automatedEmailRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string; appSecret: string }> = async (app, options) => {
  const emails = automatedEmails(app.db);
  const repository = emails.repository;
  const tags = ['automation emails'];

  app.get(
    '/automation/emails/',
    { schema: { tags, summary: 'List automated emails', querystring: ListQuery, response: { 200: Paged(AutomatedEmail) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await repository.page(request.userId, page, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/automation/emails/',
    { schema: { tags, summary: 'Create an automated email', body: AutomatedEmailCreate, response: { 201: AutomatedEmail } } },
    async (request, reply) => {
      const id = await emails.create(request.userId, request.body);
      return reply.status(201).send((await repository.find(id))!);
    },
  );

  app.put(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'Update an automated email',
        body: AutomatedEmailUpdate,
        response: { 200: AutomatedEmail, ...failures(404) },
      },
    },
    async (request) => {
      const { id, ...changes } = request.body;
      return emails.update(request.userId, id, () => changes);
    },
  );

  app.delete(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'Delete automated emails',
        querystring: Type.Object({ email_ids: IdListParam }),
        response: { 200: Deleted },
      },
    },
    async (request) => ({ deleted: await repository.deleteMany(request.userId, parseIdList(request.query.email_ids)) }),
  );

  app.post(
    '/automation/emails/:id/status/change/',
    {
      schema: {
        tags,
        summary: 'Pause or resume an automated email',
        params: IdParams,
        body: StatusChange,
        response: { 200: AutomatedEmail },
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const status = request.body.status;
      return emails.update(request.userId, request.params.id, (current) => ({
        status: status ?? (current.status === 'active' ? 'paused' : 'active'),
      }));
    },
  );

  await app.register(recipients);
  await app.register(emailLogs);
  await app.register(sendNow, options);
};
export default automatedEmailRoutes;
