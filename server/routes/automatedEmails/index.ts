import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Deleted, IdListParam, IdParams, parseIdList } from '../../lib/bulkIds.ts';
import { optionalBody } from '../../lib/optionalBody.ts';
import { found, ownedRow } from '../../lib/ownership.ts';
import { ListQuery, listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { linkChildren } from '../../lib/links.ts';
import { emailContactsLink, emailGroupsLink } from '../crmLinks.ts';
import { automatedEmailsRepository, type EmailFields } from './automatedEmailsRepository.ts';
import { scheduleFrom, validateEmailFields } from './emailSettings.ts';
import emailLogs from './logs.ts';
import recipients from './recipients.ts';
import { AutomatedEmail, AutomatedEmailCreate, AutomatedEmailUpdate, StatusChange } from './schemas.ts';
import sendNow from './sendNow.ts';

const automatedEmails: FastifyPluginAsyncTypebox<{ publicUrl: string; appSecret: string }> = async (app, options) => {
  const repository = automatedEmailsRepository(app.db);
  const tags = ['automation emails'];

  app.get('/automation/emails/', { schema: { tags, querystring: ListQuery, response: { 200: Paged(AutomatedEmail) } } }, async (request) => {
    const page = pageOf(request.query);
    const { count, rows } = await repository.page(request.userId, page, listOptions(request.query));
    return paged(request, page, count, rows);
  });

  app.post('/automation/emails/', { schema: { tags, body: AutomatedEmailCreate, response: { 201: AutomatedEmail } } }, async (request, reply) => {
    const userId = request.userId;
    const { group_ids, contact_ids, ...body } = request.body;
    const base = { send_hour: 8, send_weekday: 1, timezone: null, status: 'active', ...body };
    validateEmailFields(base, (await repository.savedSearchOwner(body.saved_search_id)) ?? -1, userId);
    const fields: EmailFields = { ...base, next_run_at: scheduleFrom(base, await repository.userTimezone(userId)) };
    const id = await app.db.transaction(async (tx) => {
      const created = await automatedEmailsRepository(tx).create(userId, fields);
      if (group_ids?.length) await linkChildren(tx, emailGroupsLink, userId, created, group_ids);
      if (contact_ids?.length) await linkChildren(tx, emailContactsLink, userId, created, contact_ids);
      return created;
    });
    return reply.status(201).send((await repository.find(id))!);
  });

  /** PUT and status change alike: validates the merged email, then writes only the changed columns (and next_run_at if rescheduled). */
  async function updateEmail(userId: number, id: number, changesFor: (current: EmailFields) => Partial<Omit<EmailFields, 'next_run_at'>>) {
    const { user_id: _owner, user_timezone, ...current } = ownedRow(await repository.fields(id), userId, 'Automated email');
    const changes: Partial<EmailFields> = changesFor(current);
    const merged: EmailFields = { ...current, ...changes };
    const rescheduled = ['schedule', 'send_hour', 'send_weekday', 'timezone'].some((f) => f in changes) || (changes.status === 'active' && current.status !== 'active');
    const owner = changes.saved_search_id == null ? null : ((await repository.savedSearchOwner(changes.saved_search_id)) ?? -1);
    validateEmailFields(merged, owner, userId);
    if (rescheduled) changes.next_run_at = scheduleFrom(merged, user_timezone);
    await repository.update(id, changes);
    return found(await repository.find(id), 'Automated email');
  }

  app.put('/automation/emails/', { schema: { tags, body: AutomatedEmailUpdate, response: { 200: AutomatedEmail } } }, async (request) => {
    const { id, ...changes } = request.body;
    return updateEmail(request.userId, id, () => changes);
  });

  app.delete(
    '/automation/emails/',
    { schema: { tags, querystring: Type.Object({ email_ids: IdListParam }), response: { 200: Deleted } } },
    async (request) => ({ deleted: await repository.deleteMany(request.userId, parseIdList(request.query.email_ids)) }),
  );

  app.post(
    '/automation/emails/:id/status/change/',
    { schema: { tags, params: IdParams, body: StatusChange, response: { 200: AutomatedEmail } }, preValidation: optionalBody },
    async (request) => {
      const status = request.body.status;
      return updateEmail(request.userId, request.params.id, (current) => ({
        status: status ?? (current.status === 'active' ? 'paused' : 'active'),
      }));
    },
  );

  await app.register(recipients);
  await app.register(emailLogs);
  await app.register(sendNow, options);
};
export default automatedEmails;
