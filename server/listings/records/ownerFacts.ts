import type { PropertySummary } from '../search/schemas.ts';

/** The property record's fields on a search result (server/listings/search/schemas.ts, SUMMARY_COLUMNS' OWNER_COLUMNS). */
export const OWNER_FIELDS = [
  'owner_names',
  'owner_mailing_address',
  'owner_mailing_city',
  'owner_mailing_state',
  'owner_mailing_zip',
  'absentee_owner',
  'owner_occupied',
  'years_owned',
  'last_sale_price',
  'last_sale_date',
  'open_mortgage_balance',
  'estimated_equity',
  'equity_pct',
  'ltv',
  'tax_delinquent',
  'preforeclosure_stage',
  'distress_flags',
  'owner_data',
] as const satisfies readonly (keyof PropertySummary)[];

/**
 * A listing without its owner facts: what a link opened without signing in shows (the e-mail's shared listing). Owner
 * names, mailing addresses and equity are what subscribers search for; a forwarded link does not hand them out.
 */
export function withoutOwnerFacts<T extends Partial<PropertySummary>>(listing: T): Omit<T, (typeof OWNER_FIELDS)[number]> {
  const rest = { ...listing };
  for (const field of OWNER_FIELDS) delete rest[field];
  return rest;
}
