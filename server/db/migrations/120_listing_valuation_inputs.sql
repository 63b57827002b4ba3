-- One analysis per house (issue 24): the listing's stored metrics carry what a full report needs to reproduce them.
-- metrics_version: the valuation rules' version (METRICS_VERSION in server/listings/metrics/valuation.ts) the metrics were
-- computed with; null for metrics from before it (a report of such a listing values it afresh).
alter table listings
  add column metrics_version smallint,
  -- The valuation's reference day: the close date of a sold listing, else the day the metrics were computed.
  add column valuation_date date,
  -- Median $/sq ft of closed sales near the listing (the rehab's regional cost index); null with fewer than 3.
  add column area_ppsf double precision,
  -- The comps' search radius (1, 2, 3 or 5 miles).
  add column comp_radius_mi real;

-- The lease listings the rent estimate read, beside the chosen comparables (arv_comps).
alter table listing_explanations add column rent_comps jsonb not null default '[]';
