import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitSettings } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import { postgresRateLimitStore } from '../rateLimits/postgresRateLimitStore.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitSettings;
  }
}

/** The caller a limit counts for: the verified user (the auth plugin ran before), the API key, else the client address. */
const callerKey = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.sub}` : request.apiCall ? `key:${request.apiCall.keyId}` : `ip:${request.ip}`;

const HOUR_MS = 3_600_000;

/**
 * Route config of what sends mail or costs money (register, send-now, bug reports): RATE_LIMIT_SENSITIVE_PER_HOUR calls
 * per hour per user on each such route, instead of the general per-minute limit. Use as
 * `config: { rateLimit: SENSITIVE_RATE_LIMIT }`.
 */
export const SENSITIVE_RATE_LIMIT: RateLimitOptions = {
  max: (request) => request.server.rateLimits.sensitivePerHour,
  timeWindow: HOUR_MS,
};

/** DRF's answer to a throttled request, with the seconds to wait (Retry-After carries them too). */
export const throttled = (seconds: number) => new ApiError(429, `Request was throttled. Expected available in ${seconds} seconds.`);

/**
 * RATE_LIMIT_PER_MINUTE requests per minute per user on every API route (static files of the app are not counted).
 * Register after the auth plugin: the limits run as route hooks, after its onRequest hook has verified the caller,
 * and before the body is parsed. A refusal is 429 {detail} with Retry-After.
 *
 * On PostgreSQL the counts live in the database, shared by every replica; should counting fail (the database is down), the
 * request is let through and a warning logged, since a limit that cannot count must not turn requests into 500s. PGlite is
 * one process: the plugin's in-memory store counts there.
 */
export default fp<{ limits: RateLimitSettings }>(
  async (app, { limits }) => {
    app.decorate('rateLimits', limits);
    await app.register(fastifyRateLimit, {
      global: true,
      max: limits.perMinute,
      timeWindow: 60_000,
      keyGenerator: callerKey,
      allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => throttled(Math.max(1, Math.ceil(context.ttl / 1000))),
      ...(app.db.kind === 'postgres'
        ? { store: postgresRateLimitStore(app.db, (error, message) => app.log.warn({ err: error }, message)), skipOnError: true }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['auth', 'database'] },
);
