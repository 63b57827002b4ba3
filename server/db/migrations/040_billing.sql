-- Plans users can pay for (seeded here, not in code). Prices in cents; stripe_price_id maps a plan to its Stripe Price
-- (STRIPE_PRICE_<PLAN ID> overrides it; the local billing service uses price_local_<plan id>).
create table plans (
  id text primary key,
  name text not null,
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'usd',
  credits_per_month integer not null check (credits_per_month >= 0),
  -- Unused credits are carried into the next period only when this is set; otherwise a period start tops the balance up to the allowance.
  credits_roll_over boolean not null default false,
  download_row_limit integer not null check (download_row_limit > 0),
  api_access boolean not null default false,
  features jsonb not null default '[]',
  stripe_price_id text unique,
  sort_order integer not null default 0,
  active boolean not null default true
);

insert into plans (id, name, price_cents, credits_per_month, credits_roll_over, download_row_limit, api_access, features, sort_order) values
  ('starter', 'Starter', 2900, 300, false, 5000, false,
   '["300 search credits a month", "Downloads up to 5,000 rows", "Saved searches and alerts", "CRM and automated emails"]', 1),
  ('pro', 'Pro', 9900, 1500, false, 25000, true,
   '["1,500 search credits a month", "Downloads up to 25,000 rows", "Developer API access", "Everything in Starter"]', 2),
  ('business', 'Business', 24900, 5000, true, 100000, true,
   '["5,000 search credits a month, unused credits roll over", "Downloads up to 100,000 rows", "Developer API access", "Everything in Pro"]', 3);

-- The user's billing account at the provider (Stripe or the local billing service) and the one free trial.
create table billing_customers (
  user_id bigint primary key references users (id) on delete cascade,
  customer_id text unique,
  trial_started_at timestamptz,
  created_at timestamptz not null default now()
);

-- The current subscription per user: the trial (plan_id null) or a paid plan. Paid state is written only by the webhook.
create table subscriptions (
  user_id bigint primary key references users (id) on delete cascade,
  plan_id text references plans (id),
  is_trial boolean not null default false,
  subscription_id text unique,
  status text not null check (status in ('trialing', 'active', 'past_due', 'canceled')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  past_due_since timestamptz,
  -- The period whose credits were granted, so a replayed or repeated event never grants twice.
  credits_period_start timestamptz,
  -- Stripe's event.created of the last subscription change applied: older events arriving late do not undo newer ones.
  last_event_created bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- Webhook events applied, by the provider's event id: a replay changes nothing.
create table billing_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);
