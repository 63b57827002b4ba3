import type { Queryable } from '../db/database.ts';

export interface CountedRequest {
  /** Requests in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one request for `key` in one statement: a window that ended (or none yet) restarts at 1 for `windowMs`, else the
 * count grows. Concurrent requests of replicas serialize on the row, so none is lost. The time is the database's (`now()`,
 * the statement's start), so replicas whose clocks differ still agree on the window.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<CountedRequest> {
  const [row] = await db.query<{ count: number; ttl_ms: string }>(
    `insert into rate_limit_counters as c (key, window_ends_at, count)
     values ($1, now() + $2 * interval '1 millisecond', 1)
     on conflict (key) do update set
       count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
       window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
     returning count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::bigint as ttl_ms`,
    [key, windowMs],
  );
  return { count: row!.count, ttlMs: Number(row!.ttl_ms) };
}

/** Deletes the counters whose window ended (a periodic job runs it); answers how many. */
export async function purgeEndedRateLimitWindows(db: Queryable): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    'with ended as (delete from rate_limit_counters where window_ends_at <= now() returning 1) select count(*)::int as deleted from ended',
  );
  return row!.deleted;
}
