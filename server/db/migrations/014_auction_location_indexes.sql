-- Auctions are a few percent of listings: small partial indexes per location kind, in auction-date order.
create index listings_auction_city_idx on listings (lower(city), state_or_province, status, auction_date) where is_auction;
create index listings_auction_zip_idx on listings (postal_code, status, auction_date) where is_auction;
create index listings_auction_county_idx on listings (lower(county_or_parish), state_or_province, status, auction_date) where is_auction;
create index listings_auction_state_idx on listings (state_or_province, status, auction_date) where is_auction;
