-- The user's time zone: daily and weekly automated emails go out at an hour in this zone.
alter table users add column timezone text not null default 'UTC';

create table crm_contacts (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  email text not null,
  phone text not null default '',
  company text not null default '',
  role text not null default 'other' check (role in ('buyer', 'seller', 'agent', 'lender', 'investor', 'other')),
  tags text[] not null default '{}',
  notes text not null default '',
  -- Set by the public unsubscribe link; automated emails skip the contact from then on.
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One contact per address in a user's list (the 409 on duplicates).
create unique index crm_contacts_user_email_key on crm_contacts (user_id, lower(email));

create table crm_groups (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index crm_groups_user_name_key on crm_groups (user_id, lower(name));

create table crm_group_contacts (
  group_id bigint not null references crm_groups(id) on delete cascade,
  contact_id bigint not null references crm_contacts(id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (group_id, contact_id)
);
create index crm_group_contacts_contact_idx on crm_group_contacts (contact_id);
