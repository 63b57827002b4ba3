-- Properties a user opened: the last time and how often, for /properties (recent) and /properties/older.
create table property_views (
  user_id bigint not null references users(id) on delete cascade,
  listing_id bigint not null references listings(id) on delete cascade,
  first_viewed_at timestamptz not null default now(),
  last_viewed_at timestamptz not null default now(),
  view_count integer not null default 1,
  primary key (user_id, listing_id)
);
create index property_views_recent_idx on property_views (user_id, last_viewed_at desc);
