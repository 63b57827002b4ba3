import { OFF_MARKET_FIELDS } from '../../../server/listings/search/filter/schemas.ts';
import {
  DEFAULT_FILTERS,
  fromQuery,
  toQuery,
  validateFilters,
  type FilterErrors,
  type FilterValues,
} from '../../shared/search/filterModel.ts';

/**
 * The fields the off-market search takes besides its page: the API's own list (OFF_MARKET_FIELDS, a plain list: the
 * route's TypeBox schema would come with it into the chunk the new-search page shares).
 */
const FIELDS: readonly string[] = OFF_MARKET_FIELDS;
/** The form fields the off-market page shows: the place and the "Owner and equity" group. */
const FORM_FIELDS = [
  'location',
  'absenteeOwner',
  'ownerOccupied',
  'equityPctMin',
  'equityPctMax',
  'yearsOwnedMin',
  'taxDelinquent',
  'preforeclosure',
  'distress',
] as const satisfies readonly (keyof FilterValues)[];

/** The form's values → the off-market query, in the listings search's words (toQuery), other fields left out. */
export function offMarketQuery(values: FilterValues): Record<string, string> {
  const query = toQuery(values) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.filter((field) => query[field] !== undefined).map((field) => [field, String(query[field])]));
}

/** The address bar's query → the form (fields the page does not show keep their defaults). */
export function offMarketValues(params: URLSearchParams): FilterValues {
  const read = fromQuery(Object.fromEntries(params));
  return { ...DEFAULT_FILTERS, ...Object.fromEntries(FORM_FIELDS.map((field) => [field, read[field]])) };
}

/** The search form's checks for the fields the page shows. */
export function offMarketErrors(values: FilterValues): FilterErrors {
  const errors = validateFilters(values);
  return Object.fromEntries(FORM_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}
