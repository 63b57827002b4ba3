create table saved_searches (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  query jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_run_at timestamptz null,
  last_result_count integer null
);
create index saved_searches_user_idx on saved_searches (user_id, id);

create table saved_properties (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  listing_id bigint not null references listings (id) on delete cascade,
  address text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, listing_id)
);
