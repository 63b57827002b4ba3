import type { Queryable } from '../db/database.ts';
import { isoDate } from '../lib/sqlFormat.ts';
import type { ListingRow } from './listingRow.ts';

const d = (column: string) => `${isoDate(column)} as ${column}`;
const FACTS = `id::float8 as id, listing_key, unparsed_address, city, state_or_province, postal_code, latitude, longitude, property_type,
  property_sub_type, standard_status, special_listing_conditions, list_price, close_price, ${d('close_date')}, ${d('on_market_date')},
  ${d('off_market_date')}, prior_days_on_market, bedrooms_total, bathrooms_total_integer, living_area, year_built, public_remarks`;

export type MetricFacts = Pick<
  ListingRow,
  | 'id'
  | 'listing_key'
  | 'unparsed_address'
  | 'city'
  | 'state_or_province'
  | 'postal_code'
  | 'latitude'
  | 'longitude'
  | 'property_type'
  | 'property_sub_type'
  | 'standard_status'
  | 'special_listing_conditions'
  | 'list_price'
  | 'close_price'
  | 'close_date'
  | 'on_market_date'
  | 'off_market_date'
  | 'prior_days_on_market'
  | 'bedrooms_total'
  | 'bathrooms_total_integer'
  | 'living_area'
  | 'year_built'
  | 'public_remarks'
>;

/**
 * Listings in the given ZIPs: the ones whose metrics an import may have changed. `paged`: one ZIP per statement, for an
 * import while serving, where an in-process PGlite runs each statement on the event loop.
 */
export async function listingsInPostalCodes(db: Queryable, postalCodes: string[], paged = false): Promise<MetricFacts[]> {
  if (!paged) return db.query<MetricFacts>(`select ${FACTS} from listings where postal_code = any($1::text[])`, [postalCodes]);
  const rows: MetricFacts[] = [];
  for (const code of postalCodes) {
    rows.push(...(await db.query<MetricFacts>(`select ${FACTS} from listings where postal_code = $1`, [code])));
  }
  return rows;
}

const SALES_IN_BOX = `select ${FACTS} from listings
  where standard_status = 'Closed' and latitude between $1 and $2 and longitude between $3 and $4`;

/**
 * Closed sales inside a lat/long box: the comparables pool. `pageSize`: read in keyset pages of that many rows (in the
 * sold-listings position index's order), for an import while serving.
 */
export async function closedSalesInBox(
  db: Queryable,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
  pageSize?: number,
): Promise<MetricFacts[]> {
  const corners = [box.minLat, box.maxLat, box.minLng, box.maxLng];
  if (!pageSize) return db.query<MetricFacts>(SALES_IN_BOX, corners);
  const rows: MetricFacts[] = [];
  let after: [number, number, string] = [-91, -181, ''];
  for (;;) {
    const page = await db.query<MetricFacts>(
      `${SALES_IN_BOX} and latitude >= $5 and (latitude, longitude, listing_key) > ($5, $6, $7)
       order by latitude, longitude, listing_key limit $8`,
      [...corners, ...after, pageSize],
    );
    rows.push(...page);
    if (page.length < pageSize) return rows;
    const last = page[page.length - 1]!;
    after = [last.latitude!, last.longitude!, last.listing_key];
  }
}

/** Lease listings (RESO PropertyType ResidentialLease, any status) inside a lat/long box: what a rent estimate reads. */
export async function leasesInBox(
  db: Queryable,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
): Promise<MetricFacts[]> {
  return db.query<MetricFacts>(
    `select ${FACTS} from listings where property_type = 'ResidentialLease' and standard_status <> 'Closed'
       and latitude between $1 and $2 and longitude between $3 and $4`,
    [box.minLat, box.maxLat, box.minLng, box.maxLng],
  );
}

/** ZIP codes holding a listing with a building and a position whose metrics were stored under other valuation rules. */
export async function postalCodesWithStaleMetrics(db: Queryable, metricsVersion: number): Promise<string[]> {
  const rows = await db.query<{ postal_code: string }>(
    `select distinct postal_code from listings
     where living_area > 0 and latitude is not null and longitude is not null and metrics_version is distinct from $1 order by postal_code`,
    [metricsVersion],
  );
  return rows.map((r) => r.postal_code);
}

/** Every closed sale with what the backtest needs. */
export async function allClosedSales(db: Queryable): Promise<MetricFacts[]> {
  return db.query<MetricFacts>(
    `select ${FACTS} from listings where standard_status = 'Closed' and living_area is not null and latitude is not null`,
  );
}
