-- Developer API keys (issue 18). The key itself is never stored in clear: key_hash (HMAC-SHA256 under API_KEY_SECRET)
-- finds it, key_encrypted (AES-256-GCM under API_KEY_SECRET) lets its owner reveal it again. A leaked table holds no
-- usable key without the server's secret.
create table api_keys (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  -- The first characters of the key ("ps_live_abcd"), shown in lists in place of the secret.
  prefix text not null,
  key_hash text not null unique,
  key_encrypted text not null,
  -- The public id of the key's embeddable widget (emb_…), in iframe snippets; it grants nothing by itself.
  embed_id text not null unique,
  -- Origins ("https://host[:port]") allowed to frame the widget and to open embed sessions.
  allowed_origins jsonb not null default '[]',
  created_at timestamptz not null default now(),
  -- Per-key request window (fixed minute): one conditional UPDATE counts a call, also across servers on one PostgreSQL.
  window_started_at timestamptz,
  window_count integer not null default 0
);
create index api_keys_user_idx on api_keys (user_id, id desc);

-- Every call made with a key (X-API-Key or an embed session): the key's counts and its call log.
create table api_calls (
  id bigserial primary key,
  key_id bigint not null references api_keys (id) on delete cascade,
  called_at timestamptz not null,
  method text not null,
  route text not null,
  status integer not null,
  credits integer not null default 0,
  duration_ms integer not null,
  via text not null check (via in ('key', 'embed'))
);
create index api_calls_key_time_idx on api_calls (key_id, called_at desc, id desc);

-- Requests per minute per key under each plan (the free trial and plans without a value: 60).
alter table plans add column api_rate_limit_per_minute integer not null default 60 check (api_rate_limit_per_minute > 0);
update plans set api_rate_limit_per_minute = 120 where id = 'business';
