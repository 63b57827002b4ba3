import type { Queryable } from '../../db/database.ts';
import { isoDate } from '../../lib/sqlFormat.ts';
import type { PropertyRecordRow } from './recordCsvRow.ts';
import { DEMO_OWNER_DATA, PUBLIC_RECORDS, type OwnerRecord } from './schemas.ts';

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

/** The property record of a listing (by its address key), as a report keeps it; null when there is none. */
export async function ownerRecordOfListing(db: Queryable, listingId: number): Promise<OwnerRecord | null> {
  const [row] = await db.query<OwnerRecord>(
    `select r.parcel_number, r.owner_names, r.mailing_address, r.mailing_city, r.mailing_state, r.mailing_postal_code, r.absentee,
       r.owner_occupied, r.last_sale_price::float8 as last_sale_price, ${isoDate('r.last_sale_date')} as last_sale_date,
       case when r.last_sale_date is not null then extract(year from age(current_date, r.last_sale_date))::int end as years_owned,
       r.assessed_value::float8 as assessed_value, r.market_value::float8 as market_value, r.tax_amount::float8 as tax_amount,
       r.tax_delinquent, r.loans, r.open_mortgage_balance::float8 as open_mortgage_balance,
       r.estimated_equity::float8 as estimated_equity, r.equity_pct::float8 as equity_pct, r.ltv::float8 as ltv,
       ${isoDate('r.estimated_on')} as estimated_on, r.preforeclosure_stage, ${isoDate('r.preforeclosure_recorded_on')} as preforeclosure_recorded_on,
       ${isoDate('r.preforeclosure_sale_date')} as preforeclosure_sale_date, r.distress_flags,
       case when r.is_demo then $2 else $3 end as owner_data
     from listings l join property_records r on r.address_key = l.address_key where l.id = $1`,
    [listingId, DEMO_OWNER_DATA, PUBLIC_RECORDS],
  );
  return row ?? null;
}
