-- Issue 27: shared credits and seats. A team's subscription and credit pool are its billing owner's: the owner whose plan
-- and balance the members spend from (the creator, or for teams made before this, their earliest owner). A member's own
-- account stays as it was while they are in the team, and is theirs again when they leave.
alter table teams add column billing_user_id bigint references users (id) on delete set null;
update teams t set billing_user_id = (
  select m.user_id from team_members m where m.team_id = t.id and m.role = 'owner' order by m.joined_at, m.user_id limit 1);

-- The most credits a member may spend from the pool in a calendar month (UTC); null: no cap. Set by an owner or account manager.
alter table team_members add column credit_cap integer check (credit_cap between 0 and 10000000);

-- Credits each member spent from this pool in the current month: member id → {p: first instant of the month, n: credits}.
-- On the pool's account row, so the spend's conditional UPDATE checks a cap on the row's latest version, as it checks the
-- balance: parallel requests of one member never spend past their cap.
alter table credit_accounts add column member_spent jsonb not null default '{}';

-- Seats: how many members a team on the plan may have (members and open invitations counted).
alter table plans add column seats integer not null default 5 check (seats between 1 and 1000);
update plans set seats = 5 where id = 'starter';
update plans set seats = 10 where id = 'pro';
update plans set seats = 25 where id = 'business';
