import {
  AUCTION_STATUS_LABELS,
  CONDITION_LABELS,
  POTENTIAL_LABELS,
  STATUS_LABELS,
  SUBTYPE_LABELS,
} from '../listings/search/filter/schemas.ts';
import type { PropertySummary } from '../listings/search/schemas.ts';

/**
 * How a value is typed in every format. Percent values are 0-100 in CSV, JSON and PDF (as the search API
 * answers them) and a fraction with a % format in Excel; ratio values (LP/ARV) likewise are shown as percent in Excel.
 */
export type ColumnKind = 'text' | 'integer' | 'year' | 'currency' | 'percent' | 'ratio' | 'date' | 'datetime';

export interface ExportColumn {
  /** Field name in JSON, equal to the search API's field. */
  key: keyof PropertySummary & string;
  /** Header in Excel, CSV and PDF. */
  header: string;
  kind: ColumnKind;
  /** Width in Excel characters. */
  width: number;
  /** Width in the PDF (points at its font size; scaled to fill the page); 0: not in the PDF. */
  pdf: number;
  /** Derived by PropScout's models rather than taken from the listing. */
  ai?: boolean;
  /** The enum's label table (the search filter's): the words Excel, CSV and PDF write; JSON keeps the API's value. */
  labels?: Readonly<Record<string, string>>;
}

/** The one column list every format writes, in order (documented in docs/downloads.md). */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'listing_key', header: 'Listing ID', kind: 'text', width: 12, pdf: 44 },
  { key: 'address', header: 'Address', kind: 'text', width: 26, pdf: 96 },
  { key: 'city', header: 'City', kind: 'text', width: 13, pdf: 48 },
  { key: 'state', header: 'State', kind: 'text', width: 6, pdf: 22 },
  { key: 'postal_code', header: 'ZIP', kind: 'text', width: 7, pdf: 24 },
  { key: 'property_subtype', header: 'Type', kind: 'text', width: 14, pdf: 50, labels: SUBTYPE_LABELS },
  { key: 'status', header: 'Status', kind: 'text', width: 9, pdf: 32, labels: STATUS_LABELS },
  { key: 'list_price', header: 'List price', kind: 'currency', width: 12, pdf: 40 },
  { key: 'bedrooms', header: 'Beds', kind: 'integer', width: 6, pdf: 20 },
  { key: 'bathrooms', header: 'Baths', kind: 'integer', width: 6, pdf: 20 },
  { key: 'living_area', header: 'Sq ft', kind: 'integer', width: 8, pdf: 24 },
  { key: 'year_built', header: 'Year built', kind: 'year', width: 8, pdf: 24 },
  { key: 'cumulative_days_on_market', header: 'Days on market', kind: 'integer', width: 8, pdf: 30 },
  { key: 'on_market_date', header: 'On market since', kind: 'date', width: 11, pdf: 40 },
  { key: 'arv', header: 'ARV', kind: 'currency', width: 12, pdf: 40, ai: true },
  { key: 'arv_confidence', header: 'ARV confidence %', kind: 'percent', width: 9, pdf: 42, ai: true },
  { key: 'value_gap', header: 'Value gap', kind: 'currency', width: 12, pdf: 40, ai: true },
  { key: 'value_gap_pct', header: 'Value gap %', kind: 'percent', width: 9, pdf: 30, ai: true },
  { key: 'lp_arv', header: 'LP/ARV', kind: 'ratio', width: 8, pdf: 26, ai: true },
  { key: 'rehab_estimate', header: 'Rehab estimate', kind: 'currency', width: 12, pdf: 36, ai: true },
  { key: 'rent_estimate', header: 'Rent estimate', kind: 'currency', width: 11, pdf: 30, ai: true },
  { key: 'condition', header: 'Condition', kind: 'text', width: 10, pdf: 32, ai: true, labels: CONDITION_LABELS },
  {
    key: 'investment_potential',
    header: 'Investment potential',
    kind: 'text',
    width: 11,
    pdf: 36,
    ai: true,
    labels: POTENTIAL_LABELS,
  },
  { key: 'auction_date', header: 'Auction date (UTC)', kind: 'datetime', width: 16, pdf: 62 },
  { key: 'auction_opening_bid', header: 'Opening bid', kind: 'currency', width: 12, pdf: 40 },
  // Where the auction stands, in words (AUCTION_STATUS_LABELS). Not in the PDF: a column more takes the room the address
  // needs to stay on one line (tests/api/downloadFormats.test.ts), as with the owner columns below.
  { key: 'auction_status', header: 'Auction status', kind: 'text', width: 14, pdf: 0, labels: AUCTION_STATUS_LABELS },
  // The property record's owner (issue 28); "Owner data" says whether it is the demo's generated data or a public record.
  // Not in the PDF (pdf: 0), whose page has no room left: Excel, CSV and JSON carry them, for mailing.
  { key: 'owner_names', header: 'Owner name', kind: 'text', width: 22, pdf: 0 },
  { key: 'owner_mailing_address', header: 'Owner mailing address', kind: 'text', width: 24, pdf: 0 },
  { key: 'owner_mailing_city', header: 'Owner mailing city', kind: 'text', width: 13, pdf: 0 },
  { key: 'owner_mailing_state', header: 'Owner mailing state', kind: 'text', width: 6, pdf: 0 },
  { key: 'owner_mailing_zip', header: 'Owner mailing ZIP', kind: 'text', width: 7, pdf: 0 },
  { key: 'equity_pct', header: 'Est. equity %', kind: 'percent', width: 9, pdf: 0 },
  { key: 'owner_data', header: 'Owner data', kind: 'text', width: 14, pdf: 0 },
];

export type ExportValue = string | number | null;

/**
 * How a file spells enum values: `labels` as people read them (Excel, CSV, PDF), `codes` as the search API answers them
 * (JSON, which programs read).
 */
export type Spelling = 'labels' | 'codes';
export const spellingOf = (fileType: string): Spelling => (fileType === 'json' ? 'codes' : 'labels');

/** A row's values in column order: numbers stay numbers, dates stay ISO text, enums their labels or codes, missing values null. */
export function rowValues(row: PropertySummary, spelling: Spelling = 'labels'): ExportValue[] {
  return EXPORT_COLUMNS.map(({ key, kind, labels }) => {
    const value = row[key] as unknown;
    if (value === null || value === undefined || value === '') return null;
    if (labels && spelling === 'labels') return cleanText(Object.hasOwn(labels, String(value)) ? labels[String(value)]! : String(value));
    if (kind === 'text' || kind === 'date' || kind === 'datetime') return cleanText(String(value));
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  });
}

/** Drops characters XML and spreadsheets refuse (C0 controls except tab/newline) and caps the length. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.length > 32_000 ? clean.slice(0, 32_000) : clean;
}
