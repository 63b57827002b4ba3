-- Issue 27's sharing of automated e-mails, as saved searches (migration 153): an e-mail is private (team_id null, the
-- default: every existing e-mail) or shared with its owner's team (team_id set: every current member of that team reads
-- it). Who may read, change, pause, send or delete it is decided by server/teams/sharing.ts. A shared e-mail still mails
-- its owner's recipients, as its owner (the scheduler reads user_id, not these columns). created_by / updated_by name who
-- made it and who changed it last; existing e-mails were made and last changed by their owner.
alter table automated_emails
  add column team_id bigint references teams (id) on delete set null,
  add column created_by bigint references users (id) on delete set null,
  add column updated_by bigint references users (id) on delete set null;
update automated_emails set created_by = user_id, updated_by = user_id;
-- The team's shared e-mails, newest first; the owner's own rows use automated_emails_user_idx.
create index automated_emails_team_idx on automated_emails (team_id, id desc) where team_id is not null;

-- A member who leaves the team (or is removed, or whose team is deleted) keeps the e-mails they shared, private again.
-- Its own function and trigger (not unshare_on_member_left(), which other kinds' migrations leave alone too), fired as
-- migration 153's: after each deleted team_members row.
create function unshare_automated_emails_on_member_left() returns trigger language plpgsql as $$
begin
  update automated_emails set team_id = null where user_id = old.user_id and team_id = old.team_id;
  return old;
end;
$$;
create trigger team_members_unshare_automated_emails_on_delete after delete on team_members
  for each row execute function unshare_automated_emails_on_member_left();
