import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';

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
  passwordPolicy: Type.Object({
    MinimumLength: Type.Integer(),
    RequireUppercase: Type.Boolean(),
    RequireLowercase: Type.Boolean(),
    RequireNumbers: Type.Boolean(),
    RequireSymbols: Type.Boolean(),
  }),
});

/** GET /config/: identity settings the built app reads at run time, so one build serves every deployment. */
const config: FastifyPluginAsyncTypebox<{ identity: IdentitySettings; mailInboxUrl?: () => string | null }> = async (
  app,
  { identity, mailInboxUrl },
) => {
  app.get('/config/', { config: { public: true }, schema: { tags: ['config'], response: { 200: PublicConfig } } }, async () => ({
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    region: identity.region,
    identityEndpoint: identity.endpoint,
    hostedDomain: identity.hostedDomain,
    passwordPolicy: identity.passwordPolicy,
    mailInboxUrl: mailInboxUrl?.() ?? null,
    map_style_url: app.config.mapStyleUrl,
  }));
};
export default config;
