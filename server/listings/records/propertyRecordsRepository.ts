import type { Queryable } from '../../db/database.ts';
import { isoDate } from '../../lib/sqlFormat.ts';
import type { PropertyRecordRow } from './recordCsvRow.ts';
import type { Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { LocationFilter } from '../search/location.ts';
import type { OwnerFilters } from '../search/searchQuery.ts';
import { ownerClauses, recordLocationSql } from '../search/searchSql.ts';
import { DEMO_OWNER_DATA, PUBLIC_RECORDS, type OffMarketProperty, type OwnerRecord } from './schemas.ts';

/** The columns an import writes (everything but id and updated_at). */
const RECORD_COLUMNS = [
  'address_key',
  'parcel_number',
  'unparsed_address',
  'city',
  'state_or_province',
  'postal_code',
  'county_or_parish',
  'latitude',
  'longitude',
  'owner_names',
  'mailing_address',
  'mailing_city',
  'mailing_state',
  'mailing_postal_code',
  'absentee',
  'owner_occupied',
  'last_sale_price',
  'last_sale_date',
  'assessed_value',
  'market_value',
  'tax_amount',
  'tax_delinquent',
  'loans',
  'open_mortgage_balance',
  'estimated_equity',
  'equity_pct',
  'ltv',
  'estimated_on',
  'preforeclosure_stage',
  'preforeclosure_recorded_on',
  'preforeclosure_sale_date',
  'lis_pendens',
  'probate',
  'vacant',
  'distress_flags',
  'is_demo',
] as const satisfies readonly (keyof PropertyRecordRow)[];

/**
 * Upserts records by address key (normalised street address + ZIP) in one statement; a record replaces the earlier one
 * of its property whole (a newer file is the newer public record). Answers how many were inserted and updated.
 */
export async function upsertPropertyRecords(db: Queryable, rows: PropertyRecordRow[]): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const columns = RECORD_COLUMNS.join(', ');
  const result = await db.query<{ inserted: boolean }>(
    `insert into property_records as r (${columns})
     select ${columns} from json_populate_recordset(null::property_records, $1::json)
     on conflict (address_key) do update set
       ${RECORD_COLUMNS.filter((c) => c !== 'address_key')
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}, updated_at = now()
     returning (xmax = 0) as inserted`,
    [JSON.stringify(rows)],
  );
  const inserted = result.filter((row) => row.inserted).length;
  return { inserted, updated: result.length - inserted };
}

/** A record's facts as OwnerRecord (records aliased `r`), given the parameters holding the demo and public labels. */
const recordFacts = (
  demo: string,
  publicRecords: string,
) => `r.parcel_number, r.owner_names, r.mailing_address, r.mailing_city, r.mailing_state, r.mailing_postal_code, r.absentee,
  r.owner_occupied, r.last_sale_price::float8 as last_sale_price, ${isoDate('r.last_sale_date')} as last_sale_date,
  case when r.last_sale_date is not null then extract(year from age(current_date, r.last_sale_date))::int end as years_owned,
  r.assessed_value::float8 as assessed_value, r.market_value::float8 as market_value, r.tax_amount::float8 as tax_amount,
  r.tax_delinquent, r.loans, r.open_mortgage_balance::float8 as open_mortgage_balance,
  r.estimated_equity::float8 as estimated_equity, r.equity_pct::float8 as equity_pct, r.ltv::float8 as ltv,
  ${isoDate('r.estimated_on')} as estimated_on, r.preforeclosure_stage, ${isoDate('r.preforeclosure_recorded_on')} as preforeclosure_recorded_on,
  ${isoDate('r.preforeclosure_sale_date')} as preforeclosure_sale_date, r.distress_flags,
  case when r.is_demo then ${demo} else ${publicRecords} end as owner_data`;

/** The property record of a listing (by its address key), as a report keeps it; null when there is none. */
export async function ownerRecordOfListing(db: Queryable, listingId: number): Promise<OwnerRecord | null> {
  const [row] = await db.query<OwnerRecord>(
    `select ${recordFacts('$2', '$3')}
     from listings l join property_records r on r.address_key = l.address_key where l.id = $1`,
    [listingId, DEMO_OWNER_DATA, PUBLIC_RECORDS],
  );
  return row ?? null;
}

/**
 * Off-market properties: records in the places whose address no listing has, matching the owner filters, by address;
 * one statement reads the total beside the page.
 */
export async function offMarketRecords(
  db: Queryable,
  locations: LocationFilter[],
  owner: OwnerFilters | undefined,
  page: Page,
): Promise<{ count: number; results: OffMarketProperty[] }> {
  const params = new SqlParams();
  const facts = recordFacts(params.add(DEMO_OWNER_DATA), params.add(PUBLIC_RECORDS));
  const where = [
    `(${locations.map((location) => recordLocationSql(location, params)).join(' or ')})`,
    owner ? ownerClauses(owner, params) : 'true',
    'not exists (select 1 from listings l where l.address_key = r.address_key)',
  ].join(' and ');
  const rows = await db.query<{
    total: number;
    id: string;
    address: string;
    city: string;
    state: string;
    postal_code: string;
    county: string;
    latitude: number | null;
    longitude: number | null;
    record: OwnerRecord;
  }>(
    `select count(*) over ()::int as total, r.id::text as id, r.unparsed_address as address, r.city, r.state_or_province as state,
       r.postal_code, r.county_or_parish as county, r.latitude, r.longitude, (select to_jsonb(f) from (select ${facts}) f) as record
     from property_records r where ${where}
     order by r.unparsed_address, r.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: rows[0]?.total ?? 0, results: rows.map(({ total: _total, ...row }) => row) };
}
