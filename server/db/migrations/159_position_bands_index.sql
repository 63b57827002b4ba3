-- Drawn areas and map clusters at 20,000,000 listings (issue 26): the GiST indexes on a listing's point read an 8-mile circle's
-- 79,000 candidates in 30 ms, a B-tree in 10. A box is now the latitude bands it crosses (0.01°, about 0.7 mile; see boxSql)
-- and a range of longitudes in each: one B-tree range scan per band. Both GiST indexes of migrations 090 and 158 give way:
-- - the active listings' (most searches) carries the columns of the common filters and the default sort, as migration
--   158's place indexes do, so an active drawn area is answered from the index alone;
-- - every listing's (sold and pending searches) carries the latitude, for the exact box.
drop index if exists listings_position_active_idx;
create index listings_position_active_idx on listings ((floor(latitude * 100)::int), longitude)
  include (latitude, investment_rank, value_gap_pct, id, list_price, bedrooms_total, bathrooms_total_integer, living_area, property_sub_type, condition, investment_potential, lp_arv, is_auction)
  where status = 'for_sale';
drop index if exists listings_position_idx;
create index listings_position_idx on listings (status, (floor(latitude * 100)::int), longitude) include (latitude);
