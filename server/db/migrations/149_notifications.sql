-- In-app notifications (issue 28's alerts): the bell's list. One row per user and event (event_key: 'listing_event:<id>',
-- 'alert_run:<run id>'), so a scan over an overlapping window or a replayed run adds nothing; `data` holds the facts the
-- words are made from when read (server/notifications/schemas.ts), so the wording lives in one place.
create table notifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  event_key text not null,
  kind text not null check (kind in ('new_match', 'price_drop', 'status_change', 'auction_date_change')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (user_id, event_key)
);
create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc);
create index notifications_user_unread_idx on notifications (user_id) where read_at is null;
