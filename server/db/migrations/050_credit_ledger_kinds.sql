-- Every ledger row says what the credits bought, in words a person reads, with a link to it (issue 17).
alter table credit_ledger rename column reason to description;
alter table credit_ledger add column kind text;
alter table credit_ledger add column link text;

-- Rows written before: 'starting allowance', 'search page', 'auction search page', 'download: N rows as csv',
-- 'refund: download N failed' / '… cut off by a restart'.
update credit_ledger set kind = case
  when description like 'refund%' then 'refund'
  when description like 'download%' then 'download'
  when description like '%search page%' then 'search'
  when delta > 0 then 'grant'
  else 'search' end;
update credit_ledger set
  link = case when kind = 'download' or description ~ '^refund: download \d+' then '/products/usage/download-history' end,
  description = case
    when description = 'starting allowance' then 'Starting allowance'
    when description = 'search page' then 'Search (results page)'
    when description = 'auction search page' then 'Auction search (results page)'
    when description ~ '^download: \d+ rows as \w+$' then
      'Download: ' || substring(description from '^download: (\d+) rows') || ' rows as ' || replace(upper(substring(description from ' as (\w+)$')), 'EXCEL', 'Excel')
    when description ~ '^refund: download \d+' then 'Refund: download ' || substring(description from '^refund: download (.*)$')
    else upper(left(description, 1)) || substring(description from 2) end;

alter table credit_ledger alter column kind set not null;
alter table credit_ledger add constraint credit_ledger_kind_check check (kind in ('search', 'download', 'report', 'api', 'grant', 'refund'));
create index credit_ledger_user_time_idx on credit_ledger (user_id, created_at desc, id desc);

-- Search passes: normalised filter fingerprint → {at: paid-at time, by: the paying request}. On the account row so the
-- spend's conditional UPDATE re-checks them on the latest row version: parallel requests for one filter set pay once.
alter table credit_accounts add column passes jsonb not null default '{}';
