import type { Queryable } from '../db/database.ts';
import { isoDate } from '../lib/sqlFormat.ts';
import type { Comp, SaleRecord } from '../listings/metrics/comps.ts';
import { storedCompsSql } from '../listings/storedCompsSql.ts';
import type { ZipSale } from './analysis/market.ts';
import type { RentalComp } from '../listings/metrics/rent.ts';

const SALE_COLUMNS = `id::text as property_id, unparsed_address || ', ' || city || ', ' || state_or_province || ' ' || postal_code as address,
  latitude, longitude, coalesce(property_sub_type, '') as subtype, close_price, ${isoDate('close_date')} as close_date, living_area, year_built::int as year_built,
  bedrooms_total::int as bedrooms, bathrooms_total_integer::int as bathrooms, condition`;
const SOLD = `standard_status = 'Closed' and property_type <> 'ResidentialLease' and close_price > 0 and living_area > 0 and latitude is not null and longitude is not null and close_date is not null`;

/** A lat/long box `miles` around a point. */
export const boxAround = (latitude: number, longitude: number, miles: number) => {
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.max(0.2, Math.cos((latitude * Math.PI) / 180)));
  return [latitude - dLat, latitude + dLat, longitude - dLng, longitude + dLng];
};

/** What the listing's stored metrics valued it from (null fields when its metrics hold no valuation). */
export interface StoredValuation {
  metrics_version: number | null;
  valuation_date: string | null;
  area_ppsf: number | null;
  comp_radius_mi: number | null;
  /** The chosen comparables as stored (without each adjustment: see server/listings/metrics/computeMetrics.ts). */
  arv_comps: Omit<Comp, 'adjustments' | 'added'>[];
  rent_comps: RentalComp[];
}

/** Reads the listings the report's analyses need (closed sales, leases, the ZIP's sales). */
export function salesRepository(db: Queryable) {
  return {
    /** The listing's stored valuation inputs. */
    async storedValuation(listingId: string): Promise<StoredValuation | undefined> {
      const [row] = await db.query<StoredValuation>(
        `select l.metrics_version, ${isoDate('l.valuation_date')} as valuation_date, l.area_ppsf, l.comp_radius_mi,
           ${storedCompsSql('e')} as arv_comps, coalesce(e.rent_comps, '[]') as rent_comps
         from listings l left join listing_explanations e on e.listing_id = l.id where l.id = $1`,
        [listingId],
      );
      return row;
    },

    /** Closed sales within `miles` (a box) sold in the year before the reference date: the comparables pool. */
    salesNear(latitude: number, longitude: number, miles: number, referenceDate: string): Promise<SaleRecord[]> {
      return db.query<SaleRecord>(
        `select ${SALE_COLUMNS} from listings where ${SOLD} and latitude between $1 and $2 and longitude between $3 and $4
           and close_date > $5::date - 366 and close_date <= $5::date`,
        [...boxAround(latitude, longitude, miles), referenceDate],
      );
    },

    /** Closed sales by id (comps the user added, wherever they are). */
    salesByIds(ids: string[]): Promise<SaleRecord[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.query<SaleRecord>(`select ${SALE_COLUMNS} from listings where ${SOLD} and id = any($1::bigint[])`, [ids]);
    },

    /** Every closed sale with its stored condition: the backtest's pool. */
    allSales(): Promise<SaleRecord[]> {
      return db.query<SaleRecord>(`select ${SALE_COLUMNS} from listings where ${SOLD} order by id`);
    },

    /** Lease listings (RESO PropertyType ResidentialLease: ListPrice is the monthly rent) in a box `miles` around a point. */
    async leasesNear(
      latitude: number,
      longitude: number,
      miles: number,
    ): Promise<(Omit<RentalComp, 'distance_mi'> & { latitude: number; longitude: number; subtype: string })[]> {
      return db.query(
        `select id::text as property_id, unparsed_address || ', ' || city as address, list_price as rent, living_area, bedrooms_total::int as bedrooms,
           ${isoDate('coalesce(close_date, on_market_date)')} as listed_date, latitude, longitude, coalesce(property_sub_type, '') as subtype
         from listings where property_type = 'ResidentialLease' and living_area > 0
           and latitude between $1 and $2 and longitude between $3 and $4`,
        boxAround(latitude, longitude, miles),
      );
    },

    /** The ZIP's closed sales of the year before the reference date and its active listings. */
    async zipMarket(postalCode: string, referenceDate: string): Promise<{ sales: ZipSale[]; active: number }> {
      const sales = await db.query<ZipSale>(
        `select ${isoDate('close_date')} as close_date, close_price, list_price, living_area, ${isoDate('on_market_date')} as on_market_date
         from listings where postal_code = $1 and standard_status = 'Closed' and close_price > 0 and close_date > $2::date - 366 and close_date <= $2::date`,
        [postalCode, referenceDate],
      );
      const [row] = await db.query<{ active: number }>(
        `select count(*)::int as active from listings where postal_code = $1 and status = 'for_sale'`,
        [postalCode],
      );
      return { sales, active: row!.active };
    },

    /** Median $/sq ft of closed sales within 2 miles (the rehab's regional cost index), null under 3 sales. */
    async areaPpsf(latitude: number, longitude: number): Promise<number | null> {
      const [row] = await db.query<{ ppsf: number | null; n: number }>(
        `select percentile_cont(0.5) within group (order by close_price::float8 / living_area) as ppsf, count(*)::int as n
         from listings where ${SOLD} and latitude between $1 and $2 and longitude between $3 and $4`,
        boxAround(latitude, longitude, 2),
      );
      return row && row.n >= 3 ? row.ppsf : null;
    },
  };
}
