import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsSettings } from '../config.ts';
import type { LedgerKind } from '../credits/ledger.ts';
import type { JobQueue, QueueStats } from '../jobs/jobQueue.ts';
import { ApiError } from '../lib/errors.ts';

export const METRICS_PATH = '/metrics';

/**
 * The metrics of one app: their own registry (tests build many apps in one process, and the global registry would refuse a
 * second metric of the same name), and what the domain modules feed it, made before they are built.
 */
export interface AppMetrics {
  registry: Registry;
  /** The credits domain's `onSpent`: credits spent, by ledger kind. */
  creditsSpent(kind: LedgerKind, credits: number): void;
}

export function appMetrics(): AppMetrics {
  const registry = new Registry();
  const spent = new Counter({
    name: 'propscout_credits_spent_total',
    help: 'Credits spent by users, by ledger kind (search, download, report, api).',
    labelNames: ['kind'],
    registers: [registry],
  });
  return { registry, creditsSpent: (kind, credits) => spent.inc({ kind }, credits) };
}

/** Request durations, in seconds: from a cached answer (a few ms) to a large download's build. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How long a scrape's answer of the job queue is reused by its three gauges (collected at once, each asking). */
const QUEUE_STATS_REUSE_MS = 1_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time: 401 without a bearer token, 403 with another one. */
function checkToken(request: FastifyRequest, token: string) {
  const given = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
  if (!given) throw new ApiError(401, 'Authentication credentials were not provided.');
  if (!timingSafeEqual(digest(given), digest(token))) throw new ApiError(403, 'This token does not give access to the metrics.');
}

/**
 * GET /metrics in Prometheus' text format: request latency by route pattern, method and status class; the database pools
 * (PostgreSQL); the read replica's state and the reads the primary took for it; credits spent; the job queue's depth and age; Node's process metrics. Served on its own port (METRICS_PORT,
 * for a scraper inside the network; only /metrics there), and/or on the public port with `Authorization: Bearer
 * <METRICS_TOKEN>`; with neither set nothing is measured nor served. The route is public to the auth plugin (the token is
 * its own check), outside /api (no rate limit, not in the OpenAPI document).
 * Register after the auth and rate-limit plugins and before the routes to measure.
 */
export default fp<{ metrics: AppMetrics; settings: MetricsSettings; host: string }>(
  async (app, { metrics: { registry }, settings, host }) => {
    if (settings.port === undefined && settings.token === undefined) return;
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the raw URL; unmatched: no route), method and status class.',
      labelNames: ['route', 'method', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return;
      const labels = { route: route ?? 'unmatched', method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'propscout_db_pool_connections',
      help: 'PostgreSQL connections of each pool: open (total), not in use (idle), and queries waiting for one (waiting).',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        this.reset();
        for (const { pool, total, idle, waiting } of app.db.poolStats()) {
          this.set({ pool, state: 'total' }, total);
          this.set({ pool, state: 'idle' }, idle);
          this.set({ pool, state: 'waiting' }, waiting);
        }
      },
    });

    if (app.db.replicaState() !== null) {
      const replicaState = () => app.db.replicaState()!;
      new Gauge({
        name: 'propscout_read_replica_up',
        help: 'Whether searches and counts read from the read replica (DATABASE_READ_URL): 1, or 0 while it is down and the primary answers them.',
        registers: [registry],
        collect() {
          this.set(replicaState().up ? 1 : 0);
        },
      });
      new Counter({
        name: 'propscout_read_replica_fallbacks_total',
        help: 'Reads meant for the read replica that the primary answered, by reason: failed (the replica failed the read), down (during its back-off), busy (its pool stayed full).',
        labelNames: ['reason'],
        registers: [registry],
        collect() {
          // The reader counts; the counter shows its totals.
          this.reset();
          for (const [reason, reads] of Object.entries(replicaState().fallbacks)) this.inc({ reason }, reads);
        },
      });
    }

    const queueStats = latestQueueStats(app);
    const queueGauge = (name: string, help: string, value: (stats: QueueStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers: [registry],
        async collect() {
          const stats = await queueStats();
          this.reset();
          for (const queue of stats) this.set({ queue: queue.queue }, value(queue));
        },
      });
    queueGauge('propscout_job_queue_waiting', 'Jobs waiting to run (created or waiting for a retry), by queue.', (s) => s.waiting);
    queueGauge('propscout_job_queue_active', 'Jobs running, by queue.', (s) => s.active);
    queueGauge(
      'propscout_job_queue_oldest_waiting_seconds',
      'Age of the oldest waiting job, by queue (0: none waits).',
      (s) => s.oldestWaitingSeconds,
    );

    const { token, port } = settings;
    if (token !== undefined) {
      // Hidden from the OpenAPI document: it is no part of the API, and answers Prometheus' text, not JSON.
      app.get(METRICS_PATH, { schema: { hide: true }, config: { public: true, rateLimit: false } }, async (request, reply) => {
        checkToken(request, token);
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }
    if (port !== undefined) {
      const server = metricsServer(registry, (error) => app.log.error({ err: error }, 'metrics could not be collected'));
      // On ready rather than on listen: a port already taken stops the start instead of being logged and forgotten.
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
          });
        });
      });
      app.addHook('onClose', async () => {
        if (!server.listening) return;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['database', 'auth', 'rate-limit'] },
);

/** The job queue's stats, asked once for the gauges of one scrape; none while no queue runs or when asking fails. */
function latestQueueStats(app: FastifyInstance): () => Promise<QueueStats[]> {
  let latest: { at: number; stats: Promise<QueueStats[]> } | null = null;
  return () => {
    if (!app.hasDecorator('jobs')) return Promise.resolve([]);
    if (!latest || Date.now() - latest.at > QUEUE_STATS_REUSE_MS) {
      const jobs = (app as unknown as { jobs: JobQueue }).jobs;
      latest = {
        at: Date.now(),
        stats: jobs.stats().catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: the job queue did not answer its stats');
          return [];
        }),
      };
    }
    return latest.stats;
  };
}

/** The metrics port's server: GET /metrics, nothing else. */
function metricsServer(registry: Registry, onError: (error: unknown) => void): http.Server {
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://metrics.invalid');
    if (request.method !== 'GET' || pathname !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found.' }));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        onError(error);
        response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Metrics could not be collected.' }));
      },
    );
  });
}
