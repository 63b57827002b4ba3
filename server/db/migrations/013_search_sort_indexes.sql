-- Location indexes that also follow the default sort (investment potential, then value gap %), so a typical
-- first page reads 25 index entries instead of sorting every listing in the city. They replace the plain ones.
drop index listings_city_idx;
drop index listings_zip_idx;
drop index listings_county_idx;
drop index listings_state_idx;
create index listings_city_idx on listings (lower(city), state_or_province, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id);
create index listings_zip_idx on listings (postal_code, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id);
create index listings_county_idx on listings (lower(county_or_parish), state_or_province, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id);
create index listings_state_idx on listings (state_or_province, status, investment_rank desc nulls last, value_gap_pct desc nulls last, id);
