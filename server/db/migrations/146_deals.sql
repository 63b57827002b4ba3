-- Issue 27: the deal pipeline. A deal ties a listing (a saved property's) to CRM contacts and moves through stages. A team
-- member's deals belong to the team (team_id set: every member sees them); a user without a team has private deals
-- (team_id null). Who may read or change a deal is decided by server/teams/authorization.ts.
create table deals (
  id bigserial primary key,
  owner_id bigint references users (id) on delete set null,
  team_id bigint references teams (id) on delete cascade,
  listing_id bigint not null references listings (id) on delete cascade,
  title text not null,
  -- A stable key of deal_stage_labels (its label is the team's to rename).
  stage text not null default 'lead'
    check (stage in ('lead', 'contacted', 'offer_made', 'under_contract', 'closed_won', 'closed_lost')),
  offer_cents bigint check (offer_cents >= 0),
  expected_close_date date,
  created_by bigint references users (id) on delete set null,
  updated_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deals_team_idx on deals (team_id, updated_at desc, id desc);
create index deals_owner_idx on deals (owner_id, updated_at desc, id desc);

create table deal_contacts (
  deal_id bigint not null references deals (id) on delete cascade,
  contact_id bigint not null references crm_contacts (id) on delete cascade,
  primary key (deal_id, contact_id)
);
create index deal_contacts_contact_idx on deal_contacts (contact_id);

-- Renamed stage labels: one row per team (or, for a user without a team, per user) and stage key that was renamed; a
-- stage without a row shows its default label (server/deals/schemas.ts).
create table deal_stage_labels (
  id bigserial primary key,
  team_id bigint references teams (id) on delete cascade,
  user_id bigint references users (id) on delete cascade,
  stage text not null check (stage in ('lead', 'contacted', 'offer_made', 'under_contract', 'closed_won', 'closed_lost')),
  label text not null,
  updated_at timestamptz not null default now(),
  check ((team_id is null) <> (user_id is null))
);
create unique index deal_stage_labels_team_key on deal_stage_labels (team_id, stage) where team_id is not null;
create unique index deal_stage_labels_user_key on deal_stage_labels (user_id, stage) where user_id is not null;

create table deal_tasks (
  id bigserial primary key,
  deal_id bigint not null references deals (id) on delete cascade,
  title text not null,
  due_date date,
  assignee_id bigint references users (id) on delete set null,
  done_at timestamptz,
  -- Set in the transaction that queues the due-task e-mail: a task reaches its assignee at most once.
  reminded_at timestamptz,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index deal_tasks_deal_idx on deal_tasks (deal_id, id);
create index deal_tasks_due_idx on deal_tasks (due_date) where done_at is null and reminded_at is null;

-- Notes with history: append-only. Editing a note adds a version with the same thread_id (the first version's id).
create table deal_notes (
  id bigserial primary key,
  deal_id bigint not null references deals (id) on delete cascade,
  thread_id bigint references deal_notes (id) on delete cascade,
  version integer not null default 1,
  body text not null,
  author_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index deal_notes_deal_idx on deal_notes (deal_id, thread_id, version desc);
create unique index deal_notes_version_key on deal_notes (thread_id, version);

-- Tags on saved properties ('list stacking'): a user's (or their team's) tags, put on their saved properties.
create table property_tags (
  id bigserial primary key,
  team_id bigint references teams (id) on delete cascade,
  user_id bigint references users (id) on delete cascade,
  name text not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((team_id is null) <> (user_id is null))
);
create unique index property_tags_team_name_key on property_tags (team_id, lower(name)) where team_id is not null;
create unique index property_tags_user_name_key on property_tags (user_id, lower(name)) where user_id is not null;

create table saved_property_tags (
  saved_property_id bigint not null references saved_properties (id) on delete cascade,
  tag_id bigint not null references property_tags (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (saved_property_id, tag_id)
);
create index saved_property_tags_tag_idx on saved_property_tags (tag_id);
