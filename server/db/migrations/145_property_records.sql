-- Property records (issue 28): public-record data about a property and its owners, as county assessors and recorders publish
-- it (or a vendor's bulk file): owners and their mailing address, last sale, values and tax, recorded loans, distress
-- flags. One row per property, keyed like listings' address_key (normalised street address + ZIP), so a listing finds its
-- record by that key and a record without a listing is an off-market property. The estimates (open mortgage balance,
-- equity, LTV) are computed when the record is written (server/listings/records/equity.ts) and dated by estimated_on.
-- docs/property-records.md.
create table property_records (
  id bigserial primary key,
  address_key text not null unique,
  parcel_number text,
  unparsed_address text not null,
  city text not null default '',
  state_or_province text not null default '',
  postal_code text not null,
  county_or_parish text not null default '',
  latitude double precision,
  longitude double precision,
  owner_names text[] not null default '{}',
  mailing_address text,
  mailing_city text,
  mailing_state text,
  mailing_postal_code text,
  -- Derived when written: the owner's mailing address is not the property's.
  absentee boolean not null default false,
  owner_occupied boolean not null default false,
  last_sale_price numeric,
  last_sale_date date,
  assessed_value numeric,
  market_value numeric,
  tax_amount numeric,
  tax_delinquent boolean not null default false,
  -- Recorded loans: [{amount, rate_pct, term_months, recorded_on}].
  loans jsonb not null default '[]',
  open_mortgage_balance numeric,
  estimated_equity numeric,
  equity_pct numeric,
  ltv numeric,
  estimated_on date,
  preforeclosure_stage text check (preforeclosure_stage in ('notice_of_default', 'lis_pendens', 'notice_of_sale')),
  preforeclosure_recorded_on date,
  preforeclosure_sale_date date,
  lis_pendens boolean not null default false,
  probate boolean not null default false,
  vacant boolean not null default false,
  -- preforeclosure, lis_pendens, tax_default, probate, vacant: what the distress filter matches (any of).
  distress_flags text[] not null default '{}',
  is_demo boolean not null default false,
  updated_at timestamptz not null default now()
);
create index property_records_parcel_idx on property_records (parcel_number) where parcel_number is not null;
create index property_records_postal_idx on property_records (postal_code);

-- The remaining balance of a fixed-rate loan after `paid` monthly payments (standard amortisation), for set-based demo
-- data (double precision: numeric powers are slow over 100,000 rows). The rule is server/listings/records/equity.ts
-- (remainingBalance); tests check both against the same hand-worked figures.
create function amortised_balance(principal double precision, rate_pct double precision, term_months integer, paid integer)
returns double precision language sql immutable parallel safe as $$
  select case
    when paid >= term_months then 0
    when paid <= 0 then principal
    when rate_pct = 0 then principal * (term_months - paid) / term_months
    else principal * (power(1 + rate_pct / 1200, paid)
      - (power(1 + rate_pct / 1200, paid) - 1) / (1 - power(1 + rate_pct / 1200, -term_months)))
  end
$$;
