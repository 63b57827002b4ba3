-- RESO Web API feeds (issue 28; docs/feeds.md): one checkpoint row per feed, written in the same transaction as each
-- page's listings, so a sync interrupted at any point resumes at the page after the last one kept, without duplicates.
create table feed_state (
  feed_id text primary key,
  -- The ModificationTimestamp up to which every record is kept (capped at the start of the run that reached it); the next
  -- incremental sync asks for `ModificationTimestamp ge` this minus a small overlap. Null: no full replication finished yet.
  high_water timestamptz,
  -- The run in progress: the address of its next page (the first page's query, then each @odata.nextLink), the lower
  -- bound it asked for (null: a full replication), the latest ModificationTimestamp it has kept, and the ZIP codes
  -- whose metrics it must recompute at its end. cursor is null when no run is in progress, '' once its last page is kept
  -- and only the metrics remain.
  cursor text,
  run_since timestamptz,
  run_high_water timestamptz,
  pending_postal_codes text[] not null default '{}',
  -- The run in progress or the last one: its counts.
  pages integer not null default 0,
  received integer not null default 0,
  inserted integer not null default 0,
  updated integer not null default 0,
  off_market integer not null default 0,
  skipped integer not null default 0,
  -- The last records skipped (newest last, at most 20): {key, reason, at}.
  recent_skips jsonb not null default '[]',
  status text not null default 'idle' check (status in ('idle', 'running', 'failed')),
  last_error text,
  last_error_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  last_page_at timestamptz,
  -- One sync at a time across replicas and the `npm run import -- --feed` command: a lease renewed after every page.
  lease_owner text,
  lease_until timestamptz
);
