import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { IdentitySettings } from '../../identity/identitySettings.ts';
import { ping } from '../../db/database.ts';
import type { ReplicaState } from '../../db/replicaFallback.ts';
import { DemoDataStatus, type DemoDataState } from '../../listings/demo/schemas.ts';

const ComponentStatus = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]), detail: Type.String() });

const HealthAnswer = Type.Object({
  status: Type.String(),
  database: ComponentStatus,
  read_replica: Type.Union([ComponentStatus, Type.Null()], {
    description:
      'The read replica of DATABASE_READ_URL (null without one). Unavailable does not make the portal unhealthy: the primary answers searches and counts meanwhile.',
  }),
  identity: ComponentStatus,
  demo_data: Type.Union([DemoDataStatus, Type.Null()]),
});

/** The replica's last known state, without asking it (the reader probes it on its own schedule). */
function replicaStatus(state: ReplicaState | null): Static<typeof ComponentStatus> | null {
  if (!state) return null;
  if (state.up) return { status: 'ok', detail: 'searches and counts read from the replica' };
  return {
    status: 'unavailable',
    detail: `down since ${state.downSince!.toISOString()} (${state.lastError}): the primary answers searches and counts; next try at ${state.retryAt!.toISOString()}`,
  };
}

/**
 * GET /health/: database, read replica and identity provider status; 503 when the database or the identity provider is down. Demo data still loading is healthy (the
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
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database,
        read_replica: replicaStatus(app.db.replicaState()),
        identity: identityProvider,
        demo_data: demoData?.() ?? null,
      });
    },
  );
};
export default health;
