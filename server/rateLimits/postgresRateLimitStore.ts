import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.ts';
import { countRequest } from './rateLimitCountersRepository.ts';

/** How often a failing store says so: once per period, not once per request while the database is down. */
const WARNING_PERIOD_MS = 60_000;

type Warn = (error: unknown, message: string) => void;

/** What @fastify/rate-limit hands `child` at run time: the route's merged limit options, with the route under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table rate_limit_counters), so every replica on the database
 * counts against the same limits. The plugin's global limit uses the store itself; each route with a limit of its own gets
 * a child whose keys also name the route, as the plugin's Redis store does.
 *
 * A failing statement (database unreachable) is logged, at most once a minute, and handed back as an error: the plugin is
 * registered with `skipOnError`, so the request goes on unlimited (fails open) rather than answering 500.
 */
export function postgresRateLimitStore(db: Queryable, warn: Warn): FastifyRateLimitStoreCtor {
  let lastWarningAt = -Infinity;
  const reportFailure = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarningAt < WARNING_PERIOD_MS) return;
    lastWarningAt = now;
    warn(error, 'Rate limits: counting in PostgreSQL failed; requests are let through uncounted until it works again.');
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the store with its options (unused here); children are made with the route's prefix.
    constructor(_options?: unknown, prefix = 'all:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countRequest(db, this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => {
          reportFailure(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as ChildOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(undefined, `${method} ${routeInfo?.url ?? ''}:`);
    }
  }
  return PostgresRateLimitStore;
}
