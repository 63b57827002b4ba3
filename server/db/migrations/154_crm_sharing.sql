-- Issue 27's sharing for the CRM: a contact or a group is private (team_id null, the default: every existing row) or
-- shared with its owner's team (team_id set: every current member of that team reads it). Who may read, change or delete
-- it is decided by server/teams/sharing.ts, as for saved searches (migration 153). created_by / updated_by name who made
-- it and who changed it last; existing rows were made and last changed by their owner.
alter table crm_contacts
  add column team_id bigint references teams (id) on delete set null,
  add column created_by bigint references users (id) on delete set null,
  add column updated_by bigint references users (id) on delete set null;
update crm_contacts set created_by = user_id, updated_by = user_id;
alter table crm_groups
  add column team_id bigint references teams (id) on delete set null,
  add column created_by bigint references users (id) on delete set null,
  add column updated_by bigint references users (id) on delete set null;
update crm_groups set created_by = user_id, updated_by = user_id;
-- The team's shared rows, newest first; the owner's own rows use the (user_id, …) unique indexes.
create index crm_contacts_team_idx on crm_contacts (team_id, id desc) where team_id is not null;
create index crm_groups_team_idx on crm_groups (team_id, id desc) where team_id is not null;

-- A member who leaves the team (or is removed, or whose team is deleted) keeps the contacts and groups they shared,
-- private again. This migration's own function and trigger (migration 153's unshare_on_member_left() is left as it is),
-- fired as 153's is: after each deleted team_members row.
create function unshare_crm_on_member_left() returns trigger language plpgsql as $$
begin
  update crm_contacts set team_id = null where user_id = old.user_id and team_id = old.team_id;
  update crm_groups set team_id = null where user_id = old.user_id and team_id = old.team_id;
  return old;
end;
$$;
create trigger team_members_unshare_crm_on_delete after delete on team_members
  for each row execute function unshare_crm_on_member_left();
