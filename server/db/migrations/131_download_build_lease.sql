-- Download builds run as queue jobs on any replica. The try building a download holds a lease on its row (claimed_by, a
-- token of that try; claimed_until, renewed with each written batch); a lapsed lease means the replica died, and another
-- takes the build over. build_attempts counts the claims, so that a build that keeps killing its replica ends (refunded).
alter table downloads
  add column claimed_by text,
  add column claimed_until timestamptz,
  add column build_attempts integer not null default 0;
create index downloads_building_idx on downloads (claimed_until) where status = 'building';
