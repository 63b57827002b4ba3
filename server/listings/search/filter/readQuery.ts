import { badRequest, type ApiError } from '../../../lib/errors.ts';
import { compileSchema, plainMessage } from '../../../lib/schemaValidator.ts';
import { readGeometry } from '../geometry.ts';
import { placeTexts } from '../location.ts';
import {
  AUCTION_STATUS_LABELS,
  auctionStatusOf,
  AUCTION_TYPE_LABELS,
  auctionTypeOf,
  CONDITION_LABELS,
  DISTRESS_LABELS,
  LISTING_TYPE_LABELS,
  MAX_LOCATIONS,
  NUMBER_FILTERS,
  numberRange,
  POTENTIAL_LABELS,
  PROPERTY_TYPE_LABELS,
  SearchFilter,
  SEARCH_FIELDS,
  SORT_NAMES,
  STATUS_ALIASES,
  STATUS_LABELS,
  SUBTYPE_LABELS,
  type NumberFilter,
  type SearchField,
  type SearchQuery,
} from './schemas.ts';

/**
 * Reading a search as it arrives (query strings, JSON bodies, stored queries) into the form the filter schema checks:
 * blank values are absent, lists may be comma-separated text, choices are matched ignoring case (with the aliases
 * searches have always taken), numbers may be typed as "$100,000" or "25%", and the location and the drawn area are read
 * from their text forms (their own 400s: an unknown place list, a drawn area that is not valid). Fields the filter does
 * not know are left as they are.
 */
export function normaliseSearchFields(raw: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...raw };
  for (const field of SEARCH_FIELDS) {
    if (!(field in fields)) continue;
    const value = READERS[field](fields[field]);
    if (value === undefined) delete fields[field];
    else fields[field] = value;
  }
  return fields;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A list as items: repeated keys, a JSON list, or comma-separated text; blanks dropped. */
function items(value: unknown, choose: (item: string) => string = (item) => item): unknown[] | undefined {
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .filter((item) => !blank(item))
    .map((item) => (typeof item === 'string' ? choose(item.trim()) : item));
  return list.length ? list : undefined;
}

/** The table's own spelling of a choice written in another case or with _ for a space; unknown choices stay as written. */
const choiceOf = (labels: Record<string, string>, aliases: Record<string, string> = {}) => {
  const byKey = new Map(Object.keys(labels).map((key) => [key.toLowerCase().replace(/[\s_-]/g, ''), key]));
  return (item: string) => {
    const key = item.toLowerCase().replace(/[\s_-]/g, '');
    return byKey.get(key) ?? aliases[key] ?? item;
  };
};
/** "auctions", "Standard": the listing-type choices as the spec spells them. */
const listingType = (item: string) => choiceOf(LISTING_TYPE_LABELS)(item.replace(/s$/i, ''));
/** property_type: a listing type, else a RESO property type. */
const propertyType = (item: string) => (/^(standard|auction)s?$/i.test(item) ? listingType(item) : choiceOf(PROPERTY_TYPE_LABELS)(item));

function number(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[$,%\s]/g, '');
  return cleaned === '' || /^(any|all)$/i.test(cleaned) ? undefined : cleaned;
}

function flag(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^(true|1)$/i.test(value.trim()) ? true : /^(false|0)$/i.test(value.trim()) ? false : value;
}

/** A day as typed: trimmed; an ISO timestamp's day ("2026-12-01T00:00:00Z" is 2026-12-01). */
function day(value: unknown): unknown {
  if (blank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
}

const numberReaders = Object.fromEntries(Object.keys(NUMBER_FILTERS).map((field) => [field, number])) as Record<
  NumberFilter,
  (value: unknown) => unknown
>;

const READERS: Record<SearchField, (value: unknown) => unknown> = {
  ...numberReaders,
  location: (value) => {
    const texts = placeTexts(value, MAX_LOCATIONS);
    return texts.length ? texts : undefined;
  },
  geometry: (value) => readGeometry(value),
  status: (value) => items(value, choiceOf(STATUS_LABELS, STATUS_ALIASES)),
  condition: (value) => items(value, choiceOf(CONDITION_LABELS)),
  investment_potential: (value) => items(value, choiceOf(POTENTIAL_LABELS)),
  property_subtype: (value) => items(value, choiceOf(SUBTYPE_LABELS)),
  property_type: (value) => items(value, propertyType),
  special_listing_conditions: (value) => items(value),
  listingType: (value) => (blank(value) ? undefined : typeof value === 'string' ? listingType(value.trim()) : value),
  is_auction: (value) => (blank(value) ? undefined : flag(value)),
  back_on_market: (value) => (blank(value) ? undefined : flag(value)),
  absentee_owner: (value) => (blank(value) ? undefined : flag(value)),
  owner_occupied: (value) => (blank(value) ? undefined : flag(value)),
  tax_delinquent: (value) => (blank(value) ? undefined : flag(value)),
  preforeclosure: (value) => (blank(value) ? undefined : flag(value)),
  distress: (value) => items(value, choiceOf(DISTRESS_LABELS)),
  sort_by: (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim().replace(/^\+/, '') : value),
  auction_date_from: (value) => day(value),
  auction_date_to: (value) => day(value),
  auction_type: (value) => items(value, auctionTypeOf),
  auction_status: (value) => items(value, (item) => auctionStatusOf(item) ?? item),
};

const levels = (labels: Record<string, string>) => Object.keys(labels).join(', ');
/** How each filter field's rule reads in a 400. */
const RULES: Record<SearchField, string> = {
  ...(Object.fromEntries(
    (Object.keys(NUMBER_FILTERS) as NumberFilter[]).map((field) => [field, `${field} must be ${numberRange(field)}.`]),
  ) as Record<NumberFilter, string>),
  status: `status must be one of ${levels(STATUS_LABELS)}.`,
  condition: `condition takes comma-separated levels among ${levels(CONDITION_LABELS)}.`,
  investment_potential: `investment_potential takes comma-separated levels among ${levels(POTENTIAL_LABELS)}.`,
  property_subtype: `property_subtype takes comma-separated subtypes among ${levels(SUBTYPE_LABELS)}.`,
  property_type: `property_type takes "standard", "auction" or RESO property types among ${levels(PROPERTY_TYPE_LABELS)}.`,
  listingType: 'listingType must be "standard" or "auction".',
  is_auction: 'is_auction must be true or false.',
  back_on_market: 'back_on_market must be true or false.',
  absentee_owner: 'absentee_owner must be true or false.',
  owner_occupied: 'owner_occupied must be true or false.',
  tax_delinquent: 'tax_delinquent must be true or false.',
  preforeclosure: 'preforeclosure must be true or false.',
  distress: `distress takes comma-separated flags among ${levels(DISTRESS_LABELS)}.`,
  sort_by: `sort_by must be one of ${SORT_NAMES.join(', ')}, with an optional leading "-".`,
  special_listing_conditions: 'special_listing_conditions takes comma-separated conditions of at most 50 characters each.',
  location: 'Invalid location format: each place is text of at most 200 characters, at most 100 places.',
  geometry: 'The drawn area must be a GeoJSON Polygon or a Circle object.',
  auction_date_from: 'auction_date_from must be a date written YYYY-MM-DD, e.g. 2026-12-01.',
  auction_date_to: 'auction_date_to must be a date written YYYY-MM-DD, e.g. 2026-12-31.',
  auction_type: `auction_type takes comma-separated sale types among ${levels(AUCTION_TYPE_LABELS)}.`,
  auction_status: `auction_status takes comma-separated auction statuses among ${levels(AUCTION_STATUS_LABELS)}.`,
};

/** An ajv issue as the request reports it. */
export interface SchemaIssue {
  instancePath: string;
  keyword?: string;
  params: object;
  message?: string;
}

/**
 * A refused search as a 400 naming the field: the filter's rule for a filter field ("price_min must be a number from 0
 * to 10,000,000,000."), the plain words elsewhere ("page: Enter a number of at most 100000."). Routes of a search use it as
 * their schemaErrorFormatter, so the answer reads the same as a stored query's.
 */
export function searchFilterError(issues: readonly SchemaIssue[]): ApiError {
  const fields: Record<string, string[]> = {};
  let detail: string | undefined;
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const filterField = path.find((part): part is SearchField => (SEARCH_FIELDS as readonly string[]).includes(part));
    const field = filterField ?? ((issue.params as { missingProperty?: string }).missingProperty || path.join('.') || 'request');
    (fields[field] ??= []).push(plainMessage(issue));
    detail ??= filterField ? RULES[filterField] : `${field}: ${plainMessage(issue)}`;
  }
  return badRequest(detail ?? 'request: Invalid value', fields);
}

let validator: ReturnType<typeof compileSchema<SearchQuery>> | undefined;

/** A search from anywhere but a route's schema (a stored saved-search query): read, then checked against the same schema. */
export function readSearchQuery(raw: Record<string, unknown>): SearchQuery {
  validator ??= compileSchema<SearchQuery>(SearchFilter);
  const fields = normaliseSearchFields(structuredClone(raw));
  if (!validator(fields)) throw searchFilterError(validator.errors ?? []);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => (SEARCH_FIELDS as readonly string[]).includes(key))) as SearchQuery;
}

/**
 * A search as a query string carries it (the inverse of {@link normaliseSearchFields}): lists comma-separated, several
 * places as a JSON list of {name}, the drawn area as JSON text. Links to the new-search page hold it.
 */
export function searchQueryText(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [SearchField, unknown][]) {
    if (value === undefined) continue;
    if (key === 'location') {
      const places = value as string[];
      params.set(key, places.length > 1 ? JSON.stringify(places.map((name) => ({ name }))) : places[0]!);
    } else if (key === 'geometry') params.set(key, JSON.stringify(value));
    else params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
