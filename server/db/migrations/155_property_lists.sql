-- Issue 27's sharing of saved properties, as lists: a user's list of their own saved properties, private (team_id null)
-- or shared with the owner's team (team_id set: every current member reads it, with its items' notes and tags). Who may
-- read, change or delete it is decided by server/teams/sharing.ts, as for saved searches (migration 153).
create table property_lists (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  team_id bigint references teams (id) on delete set null,
  created_by bigint references users (id) on delete set null,
  updated_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The owner's lists, newest first; the team's shared lists, newest first (the listing's order).
create index property_lists_user_idx on property_lists (user_id, id desc);
create index property_lists_team_idx on property_lists (team_id, id desc) where team_id is not null;

-- A saved property is in at most one list (its owner's); deleting the list keeps the saved property, in no list.
alter table saved_properties add column list_id bigint references property_lists (id) on delete set null;
create index saved_properties_list_idx on saved_properties (list_id, id desc) where list_id is not null;

-- A member who leaves the team (or is removed, or whose team is deleted) keeps the lists they shared, private again.
-- Its own function and trigger (not unshare_on_member_left(), which other kinds extend), firing as 153's does.
create function unshare_property_lists_on_member_left() returns trigger language plpgsql as $$
begin
  update property_lists set team_id = null where user_id = old.user_id and team_id = old.team_id;
  return old;
end;
$$;
create trigger team_members_unshare_property_lists_on_delete after delete on team_members
  for each row execute function unshare_property_lists_on_member_left();
