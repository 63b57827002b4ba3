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
  const tags = ['automation emails'];
  const actor = (request: { userId: number }) => emails.actorOf(request.userId);
  const who =
    "The caller's own e-mails and those shared with their team (docs/teams.md, Sharing): a teammate reads a shared one; its owner and the team's owners and account managers change it; another member: 403 with the reason; anyone else: 404.";

  app.get(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'List automated emails',
        description:
          "The caller's own and those shared with their team, each with shared, created_by, updated_by, can_edit and edit_refusal.",
        querystring: ListQuery,
        response: { 200: Paged(AutomatedEmail) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await emails.page(await actor(request), page, listOptions(request.query));
      return paged(request, page, count, rows);
    },
  );

  app.post(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'Create an automated email',
        description: "shared: true shares it with the caller's team (400 without one).",
        body: AutomatedEmailCreate,
        response: { 201: AutomatedEmail },
      },
    },
    async (request, reply) => {
      const caller = await actor(request);
      const id = await emails.create(caller, request.body);
      return reply.status(201).send(await emails.get(caller, id));
    },
  );

  app.put(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'Update an automated email',
        description: who,
        body: AutomatedEmailUpdate,
        response: { 200: AutomatedEmail, ...failures(403, 404) },
      },
    },
    async (request) => {
      const { id, shared, ...changes } = request.body;
      return emails.update(await actor(request), id, () => changes, shared);
    },
  );

  app.delete(
    '/automation/emails/',
    {
      schema: {
        tags,
        summary: 'Delete automated emails',
        description:
          "All or none: an id the caller reaches but may not delete (a teammate's shared e-mail, for a member) is 403 with the reason and nothing is deleted; ids the caller does not reach are skipped.",
        querystring: Type.Object({ email_ids: IdListParam }),
        response: { 200: Deleted, ...failures(403) },
      },
    },
    async (request) => ({ deleted: await emails.remove(await actor(request), parseIdList(request.query.email_ids)) }),
  );

  app.post(
    '/automation/emails/:id/status/change/',
    {
      schema: {
        tags,
        summary: 'Pause or resume an automated email',
        description: who,
        params: IdParams,
        body: StatusChange,
        response: { 200: AutomatedEmail, ...failures(403, 404) },
      },
      preValidation: optionalBody,
    },
    async (request) => {
      const status = request.body.status;
      return emails.update(await actor(request), request.params.id, (current) => ({
        status: status ?? (current.status === 'active' ? 'paused' : 'active'),
      }));
    },
  );

  await app.register(recipients);
  await app.register(emailLogs);
  await app.register(sendNow, options);
};
export default automatedEmailRoutes;
