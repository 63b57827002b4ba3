-- Searches at 20,000,000 listings (issue 26): a search counts every match and sorts them all for its page, so a city, a
-- county or a drawn area of 50,000–100,000 matches read each from the table (0.1–0.9 s). The place and position indexes now
-- carry the columns the common filters and sorts read, so those searches are answered from the index alone (an index-only
-- scan, on a vacuumed table): the raw city and county (an index on lower(city) alone does not let PostgreSQL skip the
-- table), the price, beds, baths, size, subtype, condition, potential, LP/ARV and auction flag, and for a drawn area the
-- position's own columns and the default sort's keys. Other filters still read the table, as before.
drop index if exists listings_city_idx;
create index listings_city_idx on listings (lower(city), state_or_province, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id)
  include (city, list_price, bedrooms_total, bathrooms_total_integer, living_area, property_sub_type, condition, investment_potential, lp_arv, is_auction);
drop index if exists listings_county_idx;
create index listings_county_idx on listings (lower(county_or_parish), state_or_province, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id)
  include (county_or_parish, list_price, bedrooms_total, bathrooms_total_integer, living_area, property_sub_type, condition, investment_potential, lp_arv, is_auction);
drop index if exists listings_zip_idx;
create index listings_zip_idx on listings (postal_code, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id)
  include (list_price, bedrooms_total, bathrooms_total_integer, living_area, property_sub_type, condition, investment_potential, lp_arv, is_auction);
drop index if exists listings_position_active_idx;
create index listings_position_active_idx on listings using gist (point(longitude, latitude))
  include (longitude, latitude, investment_rank, value_gap_pct, id, list_price, bedrooms_total, bathrooms_total_integer, living_area, property_sub_type, condition, investment_potential, lp_arv, is_auction)
  where status = 'for_sale';
