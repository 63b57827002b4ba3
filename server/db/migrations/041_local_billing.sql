-- The local billing service (used when Stripe is not configured): the provider's side of checkout, subscriptions,
-- payment methods and invoices, kept apart from the portal's own subscription state, which only its webhook events change.
create table local_billing_promotion_codes (
  code text primary key,
  percent_off integer not null check (percent_off between 1 and 100),
  active boolean not null default true
);
insert into local_billing_promotion_codes (code, percent_off) values ('WELCOME20', 20);

create table local_billing_sessions (
  id text primary key,
  kind text not null check (kind in ('subscription', 'trial_upgrade', 'setup', 'portal')),
  customer_id text not null,
  user_id bigint not null references users (id) on delete cascade,
  plan_id text references plans (id),
  promo_code text references local_billing_promotion_codes (code),
  success_url text not null,
  cancel_url text,
  status text not null default 'open' check (status in ('open', 'complete')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create table local_billing_payment_methods (
  id text primary key,
  customer_id text not null,
  brand text not null,
  last4 text not null,
  exp_month integer not null,
  exp_year integer not null,
  created_at timestamptz not null
);
create index local_billing_payment_methods_customer_idx on local_billing_payment_methods (customer_id, created_at);

create table local_billing_subscriptions (
  id text primary key,
  customer_id text not null,
  user_id bigint not null references users (id) on delete cascade,
  plan_id text not null references plans (id),
  item_id text not null,
  status text not null check (status in ('active', 'past_due', 'canceled')),
  percent_off integer,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  created_at timestamptz not null
);
create index local_billing_subscriptions_due_idx on local_billing_subscriptions (current_period_end) where status <> 'canceled';

create table local_billing_invoices (
  id text primary key,
  number text not null unique,
  customer_id text not null,
  subscription_id text not null references local_billing_subscriptions (id),
  plan_id text not null references plans (id),
  amount_cents integer not null,
  currency text not null,
  status text not null check (status in ('paid', 'open')),
  billing_reason text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  card_last4 text,
  created_at timestamptz not null
);
create index local_billing_invoices_customer_idx on local_billing_invoices (customer_id, created_at);
