import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';
import { ping } from '../../db/database.ts';
import { DemoDataStatus, type DemoDataState } from '../../listings/demo/schemas.ts';

const ComponentStatus = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]), detail: Type.String() });

const HealthAnswer = Type.Object({
  status: Type.String(),
  database: ComponentStatus,
  identity: ComponentStatus,
  demo_data: Type.Union([DemoDataStatus, Type.Null()]),
});

/**
 * GET /health/: database and identity provider status; 503 when either is down. Demo data still loading is healthy (the
 * portal serves, searches say it is loading), and reported with its progress.
 */
const health: FastifyPluginAsyncTypebox<{ identity: IdentitySettings; demoData?: () => DemoDataState | null }> = async (
  app,
  { identity, demoData },
) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Check the database and the identity provider',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const [database, identityProvider] = await Promise.all([
        ping(app.db).then(
          () => ({ status: 'ok' as const, detail: app.db.kind }),
          (error: Error) => ({ status: 'unavailable' as const, detail: error.message }),
        ),
        fetch(identity.jwksUrl, { signal: AbortSignal.timeout(3000) }).then(
          (response) => ({ status: response.ok ? ('ok' as const) : ('unavailable' as const), detail: identity.issuer }),
          (error: Error) => ({ status: 'unavailable' as const, detail: `${identity.issuer}: ${error.message}` }),
        ),
      ]);
      const healthy = database.status === 'ok' && identityProvider.status === 'ok';
      return reply
        .status(healthy ? 200 : 503)
        .send({ status: healthy ? 'ok' : 'degraded', database, identity: identityProvider, demo_data: demoData?.() ?? null });
    },
  );
};
export default health;
