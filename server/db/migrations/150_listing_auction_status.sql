-- Auction status (issue 28's auction filters): where a foreclosure or tax sale stands, from the listing's data (a CSV's or a
-- feed's AuctionStatus, the demo generator's); null for standard listings and for auctions whose data gives none. The words
-- a person reads are AUCTION_STATUS_LABELS (server/listings/search/filter/options.ts).
-- One index, partial like migration 014's: a status filter on a state's auctions. Without it the search reads every
-- auction of the state from listings_auction_state_idx and drops the other statuses; EXPLAIN ANALYZE on 200,000 listings
-- (5% auctions, 1,429 in one state; PGlite, warm) took 10 ms for auction_status=sold and 0.4 ms with this index (142 heap
-- blocks instead of 1,429), the same for scheduled (most auctions: 1.9 against 1.7 ms), and a search without a status still
-- takes the index of its location kind. City and county searches carry their state, so they use it too.
alter table listings
  add column auction_status text
    constraint listings_auction_status_check
    check (auction_status in ('scheduled', 'postponed', 'cancelled', 'sold', 'reverted_to_lender')),
  add constraint listings_auction_status_auction_check
    check (auction_status is null or 'Auction' = any(special_listing_conditions));
create index listings_auction_status_idx on listings (state_or_province, status, auction_status, auction_date) where is_auction;

-- Demo auctions seeded before this migration get a status as the generator now gives one (demoAuctionOutcome): a sale still
-- ahead is mostly scheduled, some postponed; a sale passed or a listing off the market has an outcome (a Canceled listing's
-- sale was cancelled). Closed demo listings of an auction, which have no auction facts, and imported listings keep null:
-- their status comes from their data.
update listings set auction_status = case
    when status in ('for_sale', 'pending') and auction_date >= now() then case when id % 7 = 0 then 'postponed' else 'scheduled' end
    when standard_status = 'Canceled' then 'cancelled'
    when id % 20 < 10 then 'sold'
    when id % 20 < 17 then 'reverted_to_lender'
    else 'cancelled'
  end
  where is_demo and is_auction and auction_date is not null;
