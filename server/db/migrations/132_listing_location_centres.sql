-- The centre of each city in the data (the mean position of its listings), so the offline map can name the cities it
-- shows (GET /map/places/): the us-atlas basemap has no place names. Other kinds of place keep null. Filled here once for
-- the places already stored; refreshLocations keeps it after each import.
alter table listing_locations
  add column latitude double precision,
  add column longitude double precision;

update listing_locations p set latitude = c.latitude, longitude = c.longitude
  from (select city, state_or_province, avg(latitude) as latitude, avg(longitude) as longitude
        from listings group by city, state_or_province) c
  where p.kind = 'city' and p.city = c.city and p.state = c.state_or_province;

-- The map asks for the cities inside its view: the same point type and box test as listings_position_idx (migration 090).
create index listing_locations_city_centre_idx on listing_locations using gist (point(longitude, latitude)) where kind = 'city';
