-- Issue 25: the developer API as a trust boundary.

-- A key is stored as its lookup hash only (HMAC-SHA256 under API_KEY_SECRET, already in key_hash): the encrypted copy
-- that let its owner reveal it again is dropped, so a key is shown once, when it is made. Existing keys keep working
-- (their hash is unchanged) and keep their prefix as the identity lists show.
alter table api_keys drop column key_encrypted;

-- What the website widget may spend of the owner's credits, set on the widget page: per visitor session and per day.
alter table api_keys
  add column widget_session_credits integer not null default 5 check (widget_session_credits between 0 and 1000),
  add column widget_daily_credits integer not null default 50 check (widget_daily_credits between 0 and 100000);

-- One visitor's session of a key's widget (its embed tokens carry the id): the origin the browser sent when it was
-- opened (its calls must come from the same one), the website showing the widget, and the credits it has spent.
create table widget_sessions (
  id text primary key,
  key_id bigint not null references api_keys (id) on delete cascade,
  request_origin text not null,
  parent_origin text not null,
  created_at timestamptz not null,
  credits integer not null default 0 check (credits >= 0)
);
create index widget_sessions_created_idx on widget_sessions (created_at);

-- The listings a session's searches showed (or the one its report widget names): the only reports it may open.
create table widget_session_listings (
  session_id text not null references widget_sessions (id) on delete cascade,
  listing_id bigint not null,
  primary key (session_id, listing_id)
);

-- Credits each key's widget spent per UTC day, against its daily cap.
create table widget_daily_credits (
  key_id bigint not null references api_keys (id) on delete cascade,
  day date not null,
  credits integer not null default 0 check (credits >= 0),
  primary key (key_id, day)
);

-- The reports the widget made, by key: it shows a recent one of the same listing again instead of paying twice.
alter table reports add column widget_key_id bigint references api_keys (id) on delete set null;
create index reports_widget_idx on reports (widget_key_id, listing_id, id desc) where widget_key_id is not null;
