import type { Queryable } from '../db/database.ts';
import { isoDate } from '../lib/sqlFormat.ts';
import type { ListingRow } from './listingRow.ts';

const d = (column: string) => `${isoDate(column)} as ${column}`;
const FACTS = `listing_key, unparsed_address, latitude, longitude, property_sub_type, standard_status, special_listing_conditions, list_price,
  close_price, ${d('close_date')}, ${d('on_market_date')}, ${d('off_market_date')}, prior_days_on_market, living_area, year_built, public_remarks`;

export type MetricFacts = Pick<
  ListingRow,
  | 'listing_key'
  | 'unparsed_address'
  | 'latitude'
  | 'longitude'
  | 'property_sub_type'
  | 'standard_status'
  | 'special_listing_conditions'
  | 'list_price'
  | 'close_price'
  | 'close_date'
  | 'on_market_date'
  | 'off_market_date'
  | 'prior_days_on_market'
  | 'living_area'
  | 'year_built'
  | 'public_remarks'
>;

/** Listings in the given ZIPs: the ones whose metrics an import may have changed. */
export async function listingsInPostalCodes(db: Queryable, postalCodes: string[]): Promise<MetricFacts[]> {
  return db.query<MetricFacts>(`select ${FACTS} from listings where postal_code = any($1::text[])`, [postalCodes]);
}

/** Closed sales inside a lat/long box: the comparables pool. */
export async function closedSalesInBox(
  db: Queryable,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
): Promise<MetricFacts[]> {
  return db.query<MetricFacts>(
    `select ${FACTS} from listings where standard_status = 'Closed' and latitude between $1 and $2 and longitude between $3 and $4`,
    [box.minLat, box.maxLat, box.minLng, box.maxLng],
  );
}

/** Every closed sale with what the backtest needs. */
export async function allClosedSales(db: Queryable): Promise<MetricFacts[]> {
  return db.query<MetricFacts>(
    `select ${FACTS} from listings where standard_status = 'Closed' and living_area is not null and latitude is not null`,
  );
}
