import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';

const PublicConfig = Type.Object({
  userPoolId: Type.String(),
  clientId: Type.String(),
  region: Type.String(),
  identityEndpoint: Type.Union([Type.String(), Type.Null()]),
  hostedDomain: Type.Union([Type.String(), Type.Null()]),
  passwordPolicy: Type.Object({
    MinimumLength: Type.Integer(),
    RequireUppercase: Type.Boolean(),
    RequireLowercase: Type.Boolean(),
    RequireNumbers: Type.Boolean(),
    RequireSymbols: Type.Boolean(),
  }),
});

/** GET /config/: identity settings the built app reads at run time, so one build serves every deployment. */
const config: FastifyPluginAsyncTypebox<{ identity: IdentitySettings }> = async (app, { identity }) => {
  app.get('/config/', { config: { public: true }, schema: { tags: ['config'], response: { 200: PublicConfig } } }, async () => ({
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    region: identity.region,
    identityEndpoint: identity.endpoint,
    hostedDomain: identity.hostedDomain,
    passwordPolicy: identity.passwordPolicy,
  }));
};
export default config;
