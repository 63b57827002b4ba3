import type { PropertySummary } from '../routes/search/schemas.ts';

/**
 * How a value is typed in every format. Percent values are 0-100 in CSV, JSON and PDF (as the search API
 * answers them) and a fraction with a % format in Excel; ratio values (LP/ARV) likewise are shown as percent in Excel.
 */
export type ColumnKind = 'text' | 'integer' | 'currency' | 'percent' | 'ratio' | 'date' | 'datetime';

export interface ExportColumn {
  /** Field name in JSON, equal to the search API's field. */
  key: keyof PropertySummary & string;
  /** Header in Excel, CSV and PDF. */
  header: string;
  kind: ColumnKind;
  /** Relative width (Excel characters; the PDF scales these to the page). */
  width: number;
  /** Derived by PropScout's models rather than taken from the listing. */
  ai?: boolean;
}

/** The one column list every format writes, in order (documented in docs/downloads.md). */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'listing_key', header: 'Listing ID', kind: 'text', width: 12 },
  { key: 'address', header: 'Address', kind: 'text', width: 26 },
  { key: 'city', header: 'City', kind: 'text', width: 13 },
  { key: 'state', header: 'State', kind: 'text', width: 6 },
  { key: 'postal_code', header: 'ZIP', kind: 'text', width: 7 },
  { key: 'property_subtype', header: 'Type', kind: 'text', width: 14 },
  { key: 'status', header: 'Status', kind: 'text', width: 9 },
  { key: 'list_price', header: 'List price', kind: 'currency', width: 12 },
  { key: 'bedrooms', header: 'Beds', kind: 'integer', width: 6 },
  { key: 'bathrooms', header: 'Baths', kind: 'integer', width: 6 },
  { key: 'living_area', header: 'Sq ft', kind: 'integer', width: 8 },
  { key: 'year_built', header: 'Year built', kind: 'integer', width: 8 },
  { key: 'cumulative_days_on_market', header: 'Days on market', kind: 'integer', width: 8 },
  { key: 'on_market_date', header: 'On market since', kind: 'date', width: 11 },
  { key: 'arv', header: 'ARV', kind: 'currency', width: 12, ai: true },
  { key: 'arv_confidence', header: 'ARV confidence %', kind: 'percent', width: 9, ai: true },
  { key: 'value_gap', header: 'Value gap', kind: 'currency', width: 12, ai: true },
  { key: 'value_gap_pct', header: 'Value gap %', kind: 'percent', width: 9, ai: true },
  { key: 'lp_arv', header: 'LP/ARV', kind: 'ratio', width: 8, ai: true },
  { key: 'rehab_estimate', header: 'Rehab estimate', kind: 'currency', width: 12, ai: true },
  { key: 'rent_estimate', header: 'Rent estimate', kind: 'currency', width: 11, ai: true },
  { key: 'condition', header: 'Condition', kind: 'text', width: 10, ai: true },
  { key: 'investment_potential', header: 'Investment potential', kind: 'text', width: 11, ai: true },
  { key: 'auction_date', header: 'Auction date (UTC)', kind: 'datetime', width: 16 },
  { key: 'auction_opening_bid', header: 'Opening bid', kind: 'currency', width: 12 },
];

export type ExportValue = string | number | null;

/** A row's values in column order: numbers stay numbers, dates stay ISO text, missing values are null. */
export function rowValues(row: PropertySummary): ExportValue[] {
  return EXPORT_COLUMNS.map(({ key, kind }) => {
    const value = row[key] as unknown;
    if (value === null || value === undefined || value === '') return null;
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
