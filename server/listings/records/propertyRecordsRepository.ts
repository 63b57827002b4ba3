import type { Queryable } from '../../db/database.ts';
import type { PropertyRecordRow } from './recordCsvRow.ts';

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
