-- Issue 27: a team's billing can be handed to another owner. The team's credits go with it, written as a pair of
-- 'transfer' ledger rows (out of the old billing owner's account, into the new one's).
alter table credit_ledger drop constraint credit_ledger_kind_check;
alter table credit_ledger add constraint credit_ledger_kind_check
  check (kind in ('search', 'download', 'report', 'api', 'grant', 'refund', 'transfer'));
