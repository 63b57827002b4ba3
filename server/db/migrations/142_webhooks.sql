-- Issue 28: outbound webhooks. A developer registers an endpoint (an address that passed the SSRF guard, the event types it
-- receives, and a signing secret the portal keeps to sign each delivery, shown to the developer once at creation).
create table webhook_endpoints (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  url text not null,
  description text not null default '',
  event_types text[] not null,
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_user_idx on webhook_endpoints (user_id, id);

-- One delivery per (endpoint, event): the unique key makes an event reach an endpoint at most once however often it is
-- produced. The body is fixed when the delivery is made, so retries and replays send the same event. A pending delivery is
-- due at next_attempt_at; a worker claims it until claimed_until (a lapsed claim means the worker died).
create table webhook_deliveries (
  id bigserial primary key,
  endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  event_id text not null,
  event_type text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  last_status_code integer,
  last_response_ms integer,
  last_error text,
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_user_idx on webhook_deliveries (user_id, created_at desc, id desc);

-- Every try of a delivery (scheduled ones and replays), with what the endpoint answered.
create table webhook_attempts (
  id bigserial primary key,
  delivery_id bigint not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  replay boolean not null default false,
  attempted_at timestamptz not null,
  ok boolean not null,
  status_code integer,
  response_ms integer not null,
  response_body text,
  error text
);
create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempt);
