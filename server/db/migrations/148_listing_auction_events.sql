-- Auction date changes join the listing history (issue 28's alerts: `auction.date_change`): a listing whose auction was
-- moved gets an event with the old and new date, recorded by the upsert like price and status changes.
alter table listing_events drop constraint listing_events_kind_check;
alter table listing_events
  add constraint listing_events_kind_check check (kind in ('listed', 'price_change', 'status_change', 'auction_date_change')),
  add column old_auction_date timestamptz,
  add column new_auction_date timestamptz;
