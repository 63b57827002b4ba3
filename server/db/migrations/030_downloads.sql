-- Files built from a search (download history); the file itself lives under STORAGE_DIR at storage_key.
create table downloads (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  file_type text not null check (file_type in ('excel', 'pdf', 'csv', 'json')),
  is_auction boolean not null default false,
  -- The search as the client sent it, and its readable summary shown in the file and the history.
  query jsonb not null,
  criteria text[] not null default '{}',
  status text not null default 'building' check (status in ('building', 'ready', 'failed')),
  row_count integer not null default 0,
  rows_written integer not null default 0,
  size_bytes bigint,
  storage_key text not null,
  credits_charged integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  -- Bumped with each written batch: a 'building' row that stops moving was cut off by a restart.
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index downloads_user_idx on downloads (user_id, created_at desc, id desc);
