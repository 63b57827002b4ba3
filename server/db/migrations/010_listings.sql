-- Listings named after the RESO Data Dictionary (snake_case), plus derived investment metrics.
create table listings (
  id bigserial primary key,
  listing_key text not null unique,
  unparsed_address text not null,
  -- Normalised address + ZIP: finds the earlier listing of a relisted property.
  address_key text not null,
  city text not null,
  state_or_province text not null,
  postal_code text not null,
  county_or_parish text not null default '',
  latitude double precision,
  longitude double precision,
  property_type text not null,
  property_sub_type text,
  standard_status text not null,
  status text generated always as (
    case
      when standard_status in ('Active', 'ComingSoon') then 'for_sale'
      when standard_status in ('Pending', 'ActiveUnderContract') then 'pending'
      when standard_status = 'Closed' then 'sold'
      else 'off_market'
    end) stored,
  special_listing_conditions text[] not null default '{Standard}',
  is_auction boolean generated always as ('Auction' = any(special_listing_conditions)) stored,
  auction_date timestamptz,
  auction_opening_bid integer,
  auction_type text,
  auction_venue text,
  list_price integer not null,
  original_list_price integer,
  close_price integer,
  close_date date,
  listing_contract_date date,
  on_market_date date,
  off_market_date date,
  -- Days on market of earlier listing periods of the same property (survives a relist).
  prior_days_on_market integer not null default 0,
  -- Start of the cumulative market time: days on market = end (close, off-market or today) - this.
  market_start_date date generated always as (on_market_date - prior_days_on_market) stored,
  bedrooms_total smallint,
  bathrooms_total_integer smallint,
  living_area integer,
  lot_size_square_feet integer,
  year_built smallint,
  public_remarks text not null default '',
  media jsonb not null default '[]',
  is_demo boolean not null default false,
  arv integer,
  arv_confidence smallint,
  arv_comp_count smallint,
  value_gap integer generated always as (arv - list_price) stored,
  value_gap_pct real generated always as (case when arv > 0 then round(100.0 * (arv - list_price) / arv, 1) end) stored,
  lp_arv real generated always as (case when arv > 0 then round(list_price::numeric / arv, 3) end) stored,
  rehab_estimate integer,
  rent_estimate integer,
  condition text,
  condition_rank smallint,
  investment_potential text,
  investment_rank smallint,
  metrics_computed_at timestamptz,
  -- When this listing first reached us; kept on upsert (drives "new since last run").
  first_seen_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index listings_city_idx on listings (lower(city), state_or_province, status);
create index listings_zip_idx on listings (postal_code, status);
create index listings_county_idx on listings (lower(county_or_parish), state_or_province, status);
create index listings_state_idx on listings (state_or_province, status);
create index listings_auction_idx on listings (auction_date) where is_auction;
create index listings_address_key_idx on listings (address_key);
create index listings_sold_geo_idx on listings (latitude, longitude) where standard_status = 'Closed';

-- Why the metrics are what they are: kept apart so searches scan narrow rows.
create table listing_explanations (
  listing_id bigint primary key references listings (id) on delete cascade,
  arv_comps jsonb not null default '[]',
  condition_cues jsonb not null default '[]',
  potential_factors jsonb not null default '[]'
);

-- Distinct places that exist in the data, for location suggestions.
create table listing_locations (
  kind text not null,
  label text not null,
  city text,
  county text,
  state text not null,
  postal_code text,
  listing_count integer not null,
  primary key (kind, label)
);
create index listing_locations_label_idx on listing_locations (lower(label) text_pattern_ops);
