-- Listing history (issue 28): every change of price and status kept as an event, from CSV imports, feeds and the demo
-- data's generated history (docs/listings-and-metrics.md, "History"). The denormalised columns on listings let the search
-- filter on price drops, status changes and returns to market without reading the events; all nullable with no default,
-- so adding them rewrites nothing on a big table.
create table listing_events (
  id bigserial primary key,
  listing_id bigint not null references listings (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in ('listed', 'price_change', 'status_change')),
  old_price numeric,
  new_price numeric,
  old_status text,
  new_status text,
  source text not null check (source in ('import', 'feed', 'demo'))
);
create index listing_events_listing_at_idx on listing_events (listing_id, at desc);

alter table listings
  add column status_changed_at timestamptz,
  add column price_drop_pct numeric,
  add column price_drop_amount numeric,
  add column price_dropped_at timestamptz,
  add column back_on_market_at timestamptz;
