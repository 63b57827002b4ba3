import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileBugReport } from '../../bugs/bugReports.ts';
import { fileStorage } from '../../downloads/storage.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';

const BugReportBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.String({ maxLength: 10_000 }),
  page_url: Type.Optional(Type.String({ maxLength: 2000 })),
  browser: Type.Optional(Type.String({ maxLength: 500 })),
  screenshot: Type.Optional(Type.Unknown()),
});

const bugs: FastifyPluginAsyncTypebox<{ storageDir: string; supportEmail: string }> = async (app, options) => {
  const storage = fileStorage(options.storageDir);
  app.post(
    '/bugs/',
    {
      schema: {
        tags: ['bugs'],
        consumes: ['multipart/form-data'],
        body: BugReportBody,
        response: { 201: Type.Object({ id: Type.Integer() }) },
      },
      // Each report e-mails support: limited per user like the other routes that send mail.
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
    },
    async (request, reply) => {
      const { screenshot, ...fields } = request.body;
      const report = await fileBugReport({ db: app.db, storage, supportEmail: options.supportEmail }, request.userId, {
        ...fields,
        screenshot: Buffer.isBuffer(screenshot) ? screenshot : undefined,
      });
      return reply.code(201).send(report);
    },
  );
};
export default bugs;
