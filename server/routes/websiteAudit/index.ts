import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { websiteAudit } from '../../keys/audit/websiteAudit.ts';
import type { KeyService } from '../../keys/keyService.ts';
import { AuditReport } from '../../keys/schemas.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';

const AuditQuery = Type.Object({
  website: Type.String({ minLength: 1, maxLength: 2000, description: 'The page to check, e.g. https://www.example.com/listings' }),
});
/** GET /templates/audit/report/?website: checks a website where the embeddable widget should be installed. */
const websiteAuditRoutes: FastifyPluginAsyncTypebox<{ apiKeys: KeyService; allowPrivate: boolean }> = async (app, options) => {
  const audit = websiteAudit(options.apiKeys.repository, { allowPrivate: options.allowPrivate, publicUrl: app.config.publicUrl });
  app.get(
    '/templates/audit/report/',
    // Each audit fetches another website: the tighter per-user limit keeps it from being used to scan the web.
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags: ['api keys'],
        summary: "Check a website's installation of the widget",
        querystring: AuditQuery,
        response: { 200: AuditReport },
      },
    },
    async (request) => audit(request.query.website, request.userId),
  );
};
export default websiteAuditRoutes;
