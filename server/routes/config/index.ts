import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';
import { DemoDataStatus, type DemoDataState } from '../../listings/demoSeeding.ts';

const PublicConfig = Type.Object({
  userPoolId: Type.String(),
  clientId: Type.String(),
  region: Type.String(),
  identityEndpoint: Type.Union([Type.String(), Type.Null()]),
  hostedDomain: Type.Union([Type.String(), Type.Null()]),
  mailInboxUrl: Type.Union([Type.String(), Type.Null()], { description: "The local mail catcher's web inbox, when it runs (no SMTP_URL)" }),
  map_style_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The MapLibre style the map draws (MAP_STYLE_URL); null: the offline basemap the client builds from us-atlas.',
  }),
  demo_data: Type.Union([DemoDataStatus, Type.Null()]),
  passwordPolicy: Type.Object({
    MinimumLength: Type.Integer(),
    RequireUppercase: Type.Boolean(),
    RequireLowercase: Type.Boolean(),
    RequireNumbers: Type.Boolean(),
    RequireSymbols: Type.Boolean(),
  }),
});

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
