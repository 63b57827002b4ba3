import type { Queryable } from '../db/database.ts';
import type { EventSource } from './history/listingHistory.ts';
import { HISTORY_RETURNING, HISTORY_SET_SQL, historyEventsSql, OLD_ROWS_CTE } from './history/listingHistoryRepository.ts';
import type { ListingMetrics, ListingRow } from './listingRow.ts';

export const FACT_COLUMNS = [
  'unparsed_address',
  'address_key',
  'city',
  'state_or_province',
  'postal_code',
  'county_or_parish',
  'latitude',
  'longitude',
  'property_type',
  'property_sub_type',
  'standard_status',
  'special_listing_conditions',
  'auction_date',
  'auction_opening_bid',
  'auction_type',
  'auction_venue',
  'auction_status',
  'list_price',
  'original_list_price',
  'close_price',
  'close_date',
  'listing_contract_date',
  'on_market_date',
  'off_market_date',
  'bedrooms_total',
  'bathrooms_total_integer',
  'living_area',
  'lot_size_square_feet',
  'year_built',
  'public_remarks',
  'media',
  'is_demo',
] as const;
export const METRIC_COLUMNS = [
  'arv',
  'arv_confidence',
  'arv_comp_count',
  'rehab_estimate',
  'rent_estimate',
  'condition',
  'condition_rank',
  'investment_potential',
  'investment_rank',
  'metrics_version',
  'valuation_date',
  'area_ppsf',
  'comp_radius_mi',
] as const;

// A relist (same address, new ListingKey) carries the market time of earlier periods that ended within a year.
const CARRY_RELIST_TIME = `update listings r set prior_days_on_market = p.prior
  from (
    select r2.id, max(p.prior_days_on_market + (coalesce(p.close_date, p.off_market_date, r2.on_market_date) - p.on_market_date)) as prior
    from listings r2 join listings p on p.address_key = r2.address_key and p.listing_key <> r2.listing_key
    where r2.listing_key = any($1::text[]) and p.status <> 'sold' and p.on_market_date < r2.on_market_date
      and coalesce(p.off_market_date, r2.on_market_date) > r2.on_market_date - 365
    group by r2.id) p
  where r.id = p.id and p.prior > r.prior_days_on_market`;

/**
 * Idempotent upsert by listing_key, in one statement per batch; first_seen_at is kept on update. The same statement keeps
 * the listings' history (server/listings/history): a 'listed' event for a new listing, an event per change of price or
 * StandardStatus, and the denormalised columns the search filters on; `history` names the events' source (default 'import').
 */
export async function upsertListings(
  db: Queryable,
  rows: (ListingRow & Partial<ListingMetrics>)[],
  options: { detectRelists?: boolean; history?: EventSource } = {},
): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const columns = ['listing_key', ...FACT_COLUMNS, ...METRIC_COLUMNS];
  const withId = rows[0]!.id !== undefined;
  const insertColumns = [...(withId ? ['id'] : []), ...columns, 'prior_days_on_market', 'first_seen_at', 'metrics_computed_at'];
  const payload = rows.map((row) => ({ ...row, first_seen_at: row.first_seen_at ?? null }));
  const result = await db.query<{ inserted: boolean }>(
    `with incoming as (select * from json_populate_recordset(null::listings, $1::json)),
     ${OLD_ROWS_CTE},
     up as (
     insert into listings as l (${insertColumns.join(', ')})
     select ${[...(withId ? ['r.id'] : []), ...columns.map((c) => `r.${c}`)].join(', ')},
       r.prior_days_on_market,
       coalesce(r.first_seen_at, now()),
       case when r.condition is not null then now() end
     from incoming r
     on conflict (listing_key) do update set
       ${[...FACT_COLUMNS, ...METRIC_COLUMNS].map((c) => `${c} = excluded.${c}`).join(', ')},
       prior_days_on_market = greatest(excluded.prior_days_on_market, case
         when excluded.on_market_date > l.on_market_date
           then l.prior_days_on_market + (least(coalesce(l.close_date, l.off_market_date, excluded.on_market_date), excluded.on_market_date) - l.on_market_date)
         else l.prior_days_on_market end),
       metrics_computed_at = excluded.metrics_computed_at,
       updated_at = now(),
       ${HISTORY_SET_SQL}
     returning ${HISTORY_RETURNING}),
     ${historyEventsSql('$2::text')}
     select inserted from up`,
    [JSON.stringify(payload), options.history ?? 'import'],
  );
  // After the insert, so a relist and its earlier listing may arrive in the same batch.
  if (options.detectRelists !== false) await db.query(CARRY_RELIST_TIME, [rows.map((r) => r.listing_key)]);
  const inserted = result.filter((r) => r.inserted).length;
  return { inserted, updated: result.length - inserted };
}

/** Stores recomputed metrics and their explanation for listings identified by listing_key. */
export async function writeMetrics(db: Queryable, metrics: (ListingMetrics & { listing_key: string })[]): Promise<void> {
  if (metrics.length === 0) return;
  const json = JSON.stringify(metrics);
  await db.query(
    `update listings l set ${METRIC_COLUMNS.map((c) => `${c} = r.${c}`).join(', ')}, metrics_computed_at = now()
     from json_populate_recordset(null::listings, $1::json) r where l.listing_key = r.listing_key`,
    [json],
  );
  await writeExplanations(db, json);
}

export async function writeExplanations(db: Queryable, json: string): Promise<void> {
  await db.query(
    `insert into listing_explanations (listing_id, arv_comps, condition_cues, potential_factors, rent_comps)
     select l.id, coalesce(r.arv_comps, '[]'), coalesce(r.condition_cues, '[]'), coalesce(r.potential_factors, '[]'), coalesce(r.rent_comps, '[]')
     from json_to_recordset($1::json) r(listing_key text, arv_comps jsonb, condition_cues jsonb, potential_factors jsonb, rent_comps jsonb)
     join listings l on l.listing_key = r.listing_key
     on conflict (listing_id) do update set arv_comps = excluded.arv_comps, condition_cues = excluded.condition_cues,
       potential_factors = excluded.potential_factors, rent_comps = excluded.rent_comps`,
    [json],
  );
}

/** Each kind of place as the columns of listing_locations; a city also gets its centre (the mean position of its listings). */
const LOCATION_KINDS = [
  `select 'city', city || ', ' || state_or_province, city, null, state_or_province, null, count(*)::int, avg(latitude), avg(longitude)
     from listings group by city, state_or_province`,
  `select 'zip', postal_code, min(city), null, min(state_or_province), postal_code, count(*)::int, null, null
     from listings group by postal_code`,
  `select 'county', county_or_parish || ' County, ' || state_or_province, null, county_or_parish, state_or_province, null, count(*)::int,
       null, null
     from listings where county_or_parish <> '' group by county_or_parish, state_or_province`,
  `select 'state', state_or_province, null, null, state_or_province, null, count(*)::int, null, null
     from listings group by state_or_province`,
];

/** Rebuilds the places users can search for (cities, ZIPs, counties, states) from the listings: a statement per kind. */
export async function refreshLocations(db: Queryable): Promise<void> {
  await db.query('delete from listing_locations');
  for (const kind of LOCATION_KINDS) {
    await db.query(
      `insert into listing_locations (kind, label, city, county, state, postal_code, listing_count, latitude, longitude) ${kind}
       on conflict do nothing`,
    );
  }
}
