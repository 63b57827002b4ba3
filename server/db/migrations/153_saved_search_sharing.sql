-- Issue 27's sharing: a saved search is private (team_id null, the default: every existing search) or shared with its
-- owner's team (team_id set: every current member of that team reads and runs it). Who may read, change or delete it is
-- decided by server/teams/sharing.ts. created_by / updated_by name who made it and who changed it last (shown on shared
-- searches); existing searches were made and last changed by their owner.
alter table saved_searches
  add column team_id bigint references teams (id) on delete set null,
  add column created_by bigint references users (id) on delete set null,
  add column updated_by bigint references users (id) on delete set null;
update saved_searches set created_by = user_id, updated_by = user_id;
-- The team's shared searches, newest first (the listing's order); the owner's own rows use saved_searches_user_idx.
create index saved_searches_team_idx on saved_searches (team_id, id desc) where team_id is not null;

-- A member who leaves the team (or is removed, or whose team is deleted) keeps what they shared, private again: the team
-- keeps nothing of theirs and they keep nothing of the team's. One function for every shareable kind: later kinds
-- (contacts, groups, automated e-mails, lists) add their update here with `create or replace`.
create function unshare_on_member_left() returns trigger language plpgsql as $$
begin
  update saved_searches set team_id = null where user_id = old.user_id and team_id = old.team_id;
  return old;
end;
$$;
create trigger team_members_unshare_on_delete after delete on team_members
  for each row execute function unshare_on_member_left();
