import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BUG_FORM_LIMITS,
  checkDeclaredLength,
  MAX_SCREENSHOT_BYTES,
  readBugReportForm,
  type UploadedScreenshot,
} from '../../bugs/bugReportForm.ts';
import { fileBugReport } from '../../bugs/bugReports.ts';
import { ApiError } from '../../lib/errors.ts';
import { verifiedEmail } from '../../plugins/auth.ts';
import { failures } from '../../plugins/openapi.ts';
import type { ObjectStorage } from '../../storage/objectStorage.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';

const BugReportBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.String({ maxLength: 10_000 }),
  page_url: Type.Optional(Type.String({ maxLength: 2000 })),
  browser: Type.Optional(Type.String({ maxLength: 500 })),
  screenshot: Type.Optional(
    Type.String({ format: 'binary', description: `One PNG, JPEG, GIF or WebP image of at most ${MAX_SCREENSHOT_BYTES / 1024 / 1024} MB.` }),
  ),
});

const bugs: FastifyPluginAsyncTypebox<{ storage: ObjectStorage; supportEmail: string }> = async (app, options) => {
  const { storage } = options;
  /** The screenshot each request streamed into storage: deleted again when the report is refused. */
  const uploads = new WeakMap<FastifyRequest, UploadedScreenshot>();

  app.post(
    '/bugs/',
    {
      schema: {
        tags: ['bugs'],
        summary: 'Report a bug',
        consumes: ['multipart/form-data'],
        body: BugReportBody,
        response: { 201: Type.Object({ id: Type.Integer() }), ...failures(413, 415) },
      },
      // Each report e-mails support and the reporter: limited per user like the other routes that send mail. The form
      // is read here, as it streams in (bugs/bugReportForm.ts), not held whole in memory by the app's multipart parser.
      config: { rateLimit: SENSITIVE_RATE_LIMIT, multipartStream: true },
      // Before the body is read: the copy goes to the reporter's address, so it must be a verified one.
      onRequest: async (request) => {
        verifiedEmail(request.auth);
        checkDeclaredLength(request.headers['content-length']);
      },
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new ApiError(415, 'Send the bug report as multipart/form-data.');
        const form = await readBugReportForm(request.parts({ limits: BUG_FORM_LIMITS }), storage, request.userId);
        if (form.screenshot) uploads.set(request, form.screenshot);
        request.body = form.fields as typeof request.body;
      },
      // Before a refusal is sent: the screenshot stored for a report that was not filed goes again.
      onSend: async (request, reply, payload) => {
        const upload = uploads.get(request);
        if (upload && reply.statusCode >= 300) await storage.remove(upload.key);
        return payload;
      },
    },
    async (request, reply) => {
      const report = await fileBugReport({ db: app.db, supportEmail: options.supportEmail }, request.userId, {
        ...request.body,
        screenshot: uploads.get(request),
      });
      return reply.code(201).send(report);
    },
  );
};
export default bugs;
