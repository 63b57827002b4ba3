import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';

const ComponentStatus = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]), detail: Type.String() });

/** GET /health/: database and identity provider status; 503 when either is down. */
const health: FastifyPluginAsyncTypebox<{ identity: IdentitySettings }> = async (app, { identity }) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          '2xx': Type.Object({ status: Type.String(), database: ComponentStatus, identity: ComponentStatus }),
          503: Type.Object({ status: Type.String(), database: ComponentStatus, identity: ComponentStatus }),
        },
      },
    },
    async (_request, reply) => {
      const [database, identityProvider] = await Promise.all([
        app.db.query('select 1').then(
          () => ({ status: 'ok' as const, detail: app.db.kind }),
          (error: Error) => ({ status: 'unavailable' as const, detail: error.message }),
        ),
        fetch(identity.jwksUrl, { signal: AbortSignal.timeout(3000) }).then(
          (response) => ({ status: response.ok ? ('ok' as const) : ('unavailable' as const), detail: identity.issuer }),
          (error: Error) => ({ status: 'unavailable' as const, detail: `${identity.issuer}: ${error.message}` }),
        ),
      ]);
      const healthy = database.status === 'ok' && identityProvider.status === 'ok';
      return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, identity: identityProvider });
    },
  );
};
export default health;
