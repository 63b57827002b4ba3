import { ApiError } from '../lib/errors.ts';
import { moneyText } from '../lib/money.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import {
  AUCTION_FIELDS,
  auctionCriteria,
  CONDITION_LABELS,
  describeSearch,
  labelsOf,
  LISTING_TYPE_LABELS,
  POTENTIAL_LABELS,
  PROPERTY_TYPE_LABELS,
  ratioPercentText,
  SEARCH_FIELDS,
  searchSentence,
  sortLabel,
  STATUS_LABELS,
  SUBTYPE_LABELS,
  type PropertyType,
  type SearchField,
  type SearchQuery,
} from '../listings/search/filter/schemas.ts';
import { geometryText } from '../listings/search/geometry.ts';
import type { LocationFilter } from '../listings/search/location.ts';
import { searchFiltersOf, type SearchFilters } from '../listings/search/searchQuery.ts';
import type { DownloadRow } from './downloadsRepository.ts';

/** Field names of the criteria lines, where the field's own name would read poorly. */
const LABELS: Partial<Record<keyof SearchQuery, string>> = {
  dom: 'Days on market (max)',
  lp_arv_max: 'LP/ARV (max)',
  value_gap_min: 'Value gap (min)',
  sqft_min: 'Sq ft (min)',
  sqft_max: 'Sq ft (max)',
  sort_by: 'Sort',
  property_subtype: 'Property subtype',
};
const label = (key: string) =>
  LABELS[key as keyof SearchQuery] ??
  key
    .replace(/_/g, ' ')
    .replace(/\bmin\b/, '(min)')
    .replace(/\bmax\b/, '(max)')
    .replace(/^./, (c) => c.toUpperCase());
/** Fields the lines before the loop name (place, area, status, listing type, the auction filters). */
const NAMED_FIRST = new Set<SearchField>([
  'location',
  'geometry',
  'status',
  'property_type',
  'listingType',
  'is_auction',
  ...AUCTION_FIELDS,
]);
/** The other lines in the filter's field order, the sort last. */
const LINE_ORDER = [...SEARCH_FIELDS.filter((field) => field !== 'sort_by'), 'sort_by' as const];

/** Chosen values of an enum as the filter's labels (its label table's order), comma-separated. */
const listed =
  <T extends string>(labels: Record<T, string>) =>
  (values: readonly T[]) =>
    labelsOf(values, labels).join(', ');
/**
 * How a field's value reads where the plain spelling would not: enums by the filter's label tables, money in dollars,
 * percentages and ratios with "%", years without a thousands separator. Any other number reads "1,500", a list "a, b".
 */
const VALUE_TEXT: { [K in keyof SearchQuery]?: (value: NonNullable<SearchQuery[K]>) => string } = {
  property_subtype: listed(SUBTYPE_LABELS),
  investment_potential: listed(POTENTIAL_LABELS),
  condition: listed(CONDITION_LABELS),
  sort_by: sortLabel,
  price_min: moneyText,
  price_max: moneyText,
  value_gap_min: (percent) => `${percent.toLocaleString('en-US')}%`,
  lp_arv_max: ratioPercentText,
  year_built_min: String,
  year_built_max: String,
};
function valueText(key: keyof SearchQuery, value: unknown): string {
  const spell = VALUE_TEXT[key] as ((value: unknown) => string) | undefined;
  if (spell) return spell(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function locationText(location: LocationFilter): string {
  switch (location.kind) {
    case 'zip':
      return location.postalCode;
    case 'state':
      return location.state;
    case 'city':
      return location.state ? `${location.city}, ${location.state}` : location.city;
    case 'county':
      return `${location.county} County${location.state ? `, ${location.state}` : ''}`;
  }
}

/** "Search: Austin, TX · Auctions · Active · Fourplex": the one description of the search, heading the file's criteria. */
export function searchSummary(query: SearchQuery, filters: SearchFilters): string {
  const auction = filters.auction === true ? { property_type: ['auction' as const], listingType: undefined, is_auction: undefined } : {};
  return `Search: ${searchSentence(describeSearch({ ...query, ...auction }))}`;
}

/**
 * "Label: value" lines of a download's search, one per filter, as a person reads them ("Status: Active", "Price (max):
 * $300,000", "Sort: List price (low to high)"): the download history and every file but JSON's rows show them.
 */
export function describeCriteria(query: SearchQuery, filters: SearchFilters): string[] {
  const lines = [
    ...(filters.locations.length ? [`Location: ${filters.locations.map(locationText).join('; ')}`] : []),
    ...(filters.geometry ? [`Area: ${geometryText(filters.geometry)}`] : []),
    `Status: ${filters.statuses.length ? listed(STATUS_LABELS)(filters.statuses) : 'Any'}`,
  ];
  if (filters.auction !== undefined) lines.push(`Listings: ${LISTING_TYPE_LABELS[filters.auction ? 'auction' : 'standard']}`);
  lines.push(...auctionCriteria(query));
  if (filters.propertyTypes?.length) lines.push(`Property type: ${listed(PROPERTY_TYPE_LABELS)(filters.propertyTypes as PropertyType[])}`);
  for (const key of LINE_ORDER) {
    const value = query[key];
    if (NAMED_FIRST.has(key) || value === undefined) continue;
    lines.push(`${label(key)}: ${valueText(key, value)}`);
  }
  return lines;
}

/**
 * A download's criteria lines as the history shows them: written again from its stored query, so a download made before
 * a label changed reads like a new one; a query that no longer reads (a rule tightened since) keeps the lines it was given.
 */
export function historyCriteria({ query, is_auction, criteria }: Pick<DownloadRow, 'query' | 'is_auction' | 'criteria'>): string[] {
  try {
    const read = readSearchQuery(query);
    return describeCriteria(read, searchFiltersOf(read, { auctionList: is_auction }));
  } catch (error) {
    if (error instanceof ApiError) return criteria;
    throw error;
  }
}

/** The name a new download gets until the user renames it. */
export function defaultName(filters: SearchFilters, now: Date): string {
  const place = filters.locations.length
    ? filters.locations.map(locationText).join('; ')
    : filters.geometry
      ? geometryText(filters.geometry)
      : '';
  const what = filters.auction ? 'auction properties' : 'properties';
  const short = place.length > 60 ? `${place.slice(0, 59)}…` : place;
  return `${short} ${what} ${now.toISOString().slice(0, 10)}`;
}
