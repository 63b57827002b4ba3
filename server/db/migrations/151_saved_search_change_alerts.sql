-- Issue 28's alerts: a saved search can alert on price drops, status changes and auction moves of the listings that match
-- it (server/savedSearches/changeMatches.ts), as a saved property does. `change_alerts` holds the kinds it alerts on (the
-- notifications' kinds; empty: none, the default, so saved searches keep their behaviour); `change_alerts_since` is when
-- the first kind was switched on (null while none is), so changes recorded before the choice are not notified.
alter table saved_searches
  add column change_alerts text[] not null default '{}'
    check (change_alerts <@ array['price_drop', 'status_change', 'auction_date_change']::text[]),
  add column change_alerts_since timestamptz;
-- The scan reads only the searches that alert on changes.
create index saved_searches_change_alerts_idx on saved_searches (id) where cardinality(change_alerts) > 0;
