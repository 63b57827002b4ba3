import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOptions } from '../../lib/listOptions.ts';
import { Paged, pageOf, paged } from '../../lib/pagination.ts';
import { logsPage } from '../../mail/emails/logsRepository.ts';
import { EmailLog, LogsQuery } from '../../mail/emails/schemas.ts';

/** GET /automation/emails/logs/?page[&email_id][&status]: newest first. */
const emailLogs: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/automation/emails/logs/',
    {
      schema: {
        tags: ['automation emails'],
        summary: 'List the sending log of automated emails',
        querystring: LogsQuery,
        response: { 200: Paged(EmailLog) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await logsPage(app.db, request.userId, page, {
        emailId: request.query.email_id,
        status: request.query.status,
        ...listOptions(request.query),
      });
      return paged(request, page, count, rows);
    },
  );
};
export default emailLogs;
