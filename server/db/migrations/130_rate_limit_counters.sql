-- The per-user and sensitive request limits (server/plugins/rateLimit.ts) counted for all replicas at once on PostgreSQL:
-- one row per limited caller (and route, for the per-route limits), holding the current window's end and its count.
-- Unlogged: a counter is worth no WAL (every API request writes one) and nothing on a replica reads it; after a crash the
-- table starts empty, which only forgets the windows in progress.
create unlogged table rate_limit_counters (
  key text primary key,
  window_ends_at timestamptz not null,
  count integer not null
);
-- The purge deletes the windows that ended.
create index rate_limit_counters_window_ends_at_idx on rate_limit_counters (window_ends_at);
