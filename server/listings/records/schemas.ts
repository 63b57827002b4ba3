/**
 * A property's public record as a report keeps it (issue 28; docs/property-records.md): plain TypeBox, so the client may
 * import it. `owner_data` says whether it is the demo's generated data ("Demo owner data") or a public record.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DISTRESS_LABELS, PREFORECLOSURE_STAGE_LABELS, type DistressFlag, type PreforeclosureStage } from '../search/filter/options.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const RecordedLoanSchema = Type.Object({
  amount: Type.Number(),
  rate_pct: Type.Number(),
  term_months: Type.Integer(),
  recorded_on: Type.String(),
});

export const OwnerRecordSchema = Type.Object({
  parcel_number: Nullable(Type.String()),
  owner_names: Type.Array(Type.String()),
  mailing_address: Nullable(Type.String()),
  mailing_city: Nullable(Type.String()),
  mailing_state: Nullable(Type.String()),
  mailing_postal_code: Nullable(Type.String()),
  absentee: Type.Boolean(),
  owner_occupied: Type.Boolean(),
  last_sale_price: Nullable(Type.Number()),
  last_sale_date: Nullable(Type.String()),
  years_owned: Nullable(Type.Integer()),
  assessed_value: Nullable(Type.Number()),
  market_value: Nullable(Type.Number()),
  tax_amount: Nullable(Type.Number()),
  tax_delinquent: Type.Boolean(),
  loans: Type.Array(RecordedLoanSchema, { maxItems: 10 }),
  open_mortgage_balance: Nullable(Type.Number()),
  estimated_equity: Nullable(Type.Number()),
  equity_pct: Nullable(Type.Number()),
  ltv: Nullable(Type.Number()),
  estimated_on: Nullable(Type.String()),
  preforeclosure_stage: Nullable(Type.String()),
  preforeclosure_recorded_on: Nullable(Type.String()),
  preforeclosure_sale_date: Nullable(Type.String()),
  distress_flags: Type.Array(Type.String()),
  owner_data: Type.String({ description: '"Demo owner data" or "Public records".' }),
});
export type OwnerRecord = Static<typeof OwnerRecordSchema>;

/** What the demo's generated property records are called wherever they are shown, and real ones. */
export const DEMO_OWNER_DATA = 'Demo owner data';
export const PUBLIC_RECORDS = 'Public records';

/** Formatters the caller brings (the portal's and the PDF's own), so both write the same facts in the same order. */
export interface OwnerFactFormat {
  money: (value: number | null | undefined) => string;
  day: (value: string | null | undefined) => string;
}

/**
 * A property record as labelled facts, in the order the property page and the full report show them: owners, mailing
 * address, occupancy, last sale, value and tax, estimated mortgage and equity, distress. Labels as people read them.
 */
export function ownerFactRows(owner: OwnerRecord, f: OwnerFactFormat): [string, string][] {
  const mailing = [
    owner.mailing_address,
    [owner.mailing_city, [owner.mailing_state, owner.mailing_postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  const pct = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`);
  const rows: [string, string][] = [
    ['Owner', owner.owner_names.join('; ') || '—'],
    ['Owner mailing address', mailing || '—'],
    ['Occupancy', owner.owner_occupied ? 'Owner occupied' : owner.absentee ? 'Absentee owner' : 'Not owner occupied'],
    [
      'Last sale',
      owner.last_sale_date
        ? `${f.money(owner.last_sale_price)} on ${f.day(owner.last_sale_date)}${owner.years_owned !== null ? ` (owned ${owner.years_owned} ${owner.years_owned === 1 ? 'year' : 'years'})` : ''}`
        : '—',
    ],
    ['Market value (assessor)', f.money(owner.market_value)],
    ['Assessed value', f.money(owner.assessed_value)],
    ['Property tax', `${f.money(owner.tax_amount)}${owner.tax_delinquent ? ' — delinquent' : ''}`],
    [
      'Recorded loans',
      owner.loans.length
        ? owner.loans
            .map((loan) => `${f.money(loan.amount)} at ${loan.rate_pct}% for ${loan.term_months / 12} years, ${f.day(loan.recorded_on)}`)
            .join('; ')
        : 'None recorded',
    ],
    ['Est. open mortgage balance', f.money(owner.open_mortgage_balance)],
    [
      'Est. equity',
      owner.estimated_equity === null ? '—' : `${f.money(owner.estimated_equity)} (${pct(owner.equity_pct)} of market value)`,
    ],
    ['LTV', owner.ltv === null ? '—' : pct(Math.round(owner.ltv * 1000) / 10)],
  ];
  if (owner.preforeclosure_stage)
    rows.push([
      'Pre-foreclosure',
      [
        PREFORECLOSURE_STAGE_LABELS[owner.preforeclosure_stage as PreforeclosureStage] ?? owner.preforeclosure_stage,
        owner.preforeclosure_recorded_on && `recorded ${f.day(owner.preforeclosure_recorded_on)}`,
        owner.preforeclosure_sale_date && `sale ${f.day(owner.preforeclosure_sale_date)}`,
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  rows.push(
    ['Distress', owner.distress_flags.map((flag) => DISTRESS_LABELS[flag as DistressFlag] ?? flag).join(', ') || 'None'],
    ['Owner data', `${owner.owner_data}${owner.estimated_on ? `, estimates as of ${f.day(owner.estimated_on)}` : ''}`],
  );
  return rows;
}

/** An off-market property: a property record whose address no listing has, found by GET /searches/off-market/. */
export const OffMarketProperty = Type.Object({
  id: Type.String({ description: 'The property record id.' }),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postal_code: Type.String(),
  county: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  record: OwnerRecordSchema,
});
export type OffMarketProperty = Static<typeof OffMarketProperty>;
