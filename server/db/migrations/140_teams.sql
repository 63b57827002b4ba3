-- Issue 27: teams. A team is the account several users share; each user belongs to at most one team, with one role.
create table teams (
  id bigserial primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table team_members (
  team_id bigint not null references teams (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'account_manager', 'member')),
  joined_at timestamptz not null default now(),
  primary key (team_id, user_id)
);
-- At most one team per user.
create unique index team_members_user_key on team_members (user_id);

-- An invitation by e-mail: only the SHA-256 of its token is kept (the token travels in the invitation's link).
create table team_invitations (
  id bigserial primary key,
  team_id bigint not null references teams (id) on delete cascade,
  email text not null,
  role text not null check (role in ('owner', 'account_manager', 'member')),
  token_hash text not null unique,
  invited_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by bigint references users (id) on delete set null
);
create index team_invitations_team_idx on team_invitations (team_id, created_at desc, id desc);

-- Security-relevant events of a team (member invited, joined, removed, role changed, …), read by its owners and account
-- managers; kept one year (a periodic job deletes older rows). `subject_user_id` is the member the event is about, when
-- there is one, so that the log filters by member whether they acted or were acted upon.
create table audit_log (
  id bigserial primary key,
  team_id bigint references teams (id) on delete cascade,
  actor_id bigint references users (id) on delete set null,
  event text not null,
  subject text not null default '',
  subject_user_id bigint references users (id) on delete set null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_team_idx on audit_log (team_id, created_at desc, id desc);
create index audit_log_created_idx on audit_log (created_at);
