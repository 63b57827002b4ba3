import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';
import type { DemoDataState } from '../../listings/demo/schemas.ts';
import { PublicConfig } from './schemas.ts';

/**
 * GET /config/: identity settings the built app reads at run time, so one build serves every deployment; and the demo data
 * still loading, which the new-search page polls here (cheaper than the health check's identity round trip).
 */
const config: FastifyPluginAsyncTypebox<{
  identity: IdentitySettings;
  mailInboxUrl?: () => string | null;
  demoData?: () => DemoDataState | null;
}> = async (app, { identity, mailInboxUrl, demoData }) => {
  app.get(
    '/config/',
    {
      config: { public: true },
      schema: { tags: ['config'], summary: 'Read the settings the web app starts with', response: { 200: PublicConfig } },
    },
    async () => ({
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      region: identity.region,
      identityEndpoint: identity.endpoint,
      hostedDomain: identity.hostedDomain,
      passwordPolicy: identity.passwordPolicy,
      mailInboxUrl: mailInboxUrl?.() ?? null,
      map_style_url: app.config.mapStyleUrl,
      demo_data: demoData?.() ?? null,
    }),
  );
};
export default config;
