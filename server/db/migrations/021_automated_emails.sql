-- Automated emails: a saved search's new listings mailed to CRM contacts and groups on a schedule.
create table automated_emails (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  -- Deleting the saved search keeps the email (paused, no search) rather than losing its recipients and text.
  saved_search_id bigint references saved_searches(id) on delete set null,
  name text not null,
  subject text not null,
  body text not null,
  schedule text not null check (schedule in ('instant', 'daily', 'weekly')),
  send_hour smallint not null default 8 check (send_hour between 0 and 23),
  -- 0 = Sunday … 6 = Saturday; used by weekly emails.
  send_weekday smallint not null default 1 check (send_weekday between 0 and 6),
  -- IANA zone; null follows the user's time zone.
  timezone text,
  status text not null default 'active' check (status in ('active', 'paused')),
  -- Listings first seen after this are "new"; starts at creation so a new email does not mail the whole backlog.
  last_run_at timestamptz not null default now(),
  next_run_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index automated_emails_user_idx on automated_emails (user_id, id);
create index automated_emails_due_idx on automated_emails (next_run_at) where status = 'active';

create table automated_email_groups (
  automated_email_id bigint not null references automated_emails(id) on delete cascade,
  group_id bigint not null references crm_groups(id) on delete cascade,
  primary key (automated_email_id, group_id)
);
create index automated_email_groups_group_idx on automated_email_groups (group_id);

create table automated_email_contacts (
  automated_email_id bigint not null references automated_emails(id) on delete cascade,
  contact_id bigint not null references crm_contacts(id) on delete cascade,
  primary key (automated_email_id, contact_id)
);
create index automated_email_contacts_contact_idx on automated_email_contacts (contact_id);

-- One row per run of an email; the unique slot stops two schedulers from running the same slot twice.
create table automated_email_runs (
  id bigserial primary key,
  automated_email_id bigint not null references automated_emails(id) on delete cascade,
  kind text not null check (kind in ('scheduled', 'test')),
  scheduled_for timestamptz not null,
  listings_since timestamptz,
  listing_count integer not null,
  recipient_count integer not null,
  created_at timestamptz not null default now(),
  unique (automated_email_id, kind, scheduled_for)
);

-- The outbox: one row per (email, run, recipient), rendered when the run is planned, sent by the delivery workers.
create table email_outbox (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  automated_email_id bigint not null references automated_emails(id) on delete cascade,
  run_id bigint not null references automated_email_runs(id) on delete cascade,
  -- Null only for "send now as a test" mail to the account's own address. Deleting the contact cancels unsent mail.
  contact_id bigint references crm_contacts(id) on delete cascade,
  email_name text not null,
  to_email text not null,
  to_name text not null default '',
  subject text not null,
  html text not null,
  text text not null,
  unsubscribe_url text,
  listing_count integer not null default 0,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_by text,
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (automated_email_id, run_id, contact_id)
);
create index email_outbox_ready_idx on email_outbox (next_attempt_at, id) where status in ('pending', 'sending');

-- What happened: one row per final delivery outcome and per run that found nothing to send. Outlives emails and contacts.
create table automated_email_logs (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  automated_email_id bigint references automated_emails(id) on delete set null,
  email_name text not null,
  run_id bigint,
  outbox_id bigint unique,
  contact_id bigint references crm_contacts(id) on delete set null,
  recipient text not null default '',
  subject text not null default '',
  status text not null check (status in ('sent', 'failed', 'skipped_unsubscribed', 'no_new_listings', 'no_recipients')),
  error text,
  attempts integer not null default 0,
  listing_count integer not null default 0,
  test boolean not null default false,
  message_id text,
  created_at timestamptz not null default now()
);
create index automated_email_logs_user_idx on automated_email_logs (user_id, created_at desc, id desc);
