import { describeSearch, searchSentence, type SearchQuery } from '../listings/search/filter/schemas.ts';
import { geometryText } from '../listings/search/geometry.ts';
import type { LocationFilter } from '../listings/search/location.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';

/** Field names of the criteria lines, where the field's own name would read poorly. */
const LABELS: Partial<Record<keyof SearchQuery, string>> = {
  dom: 'Days on market (max)',
  lp_arv_max: 'LP/ARV (max)',
  value_gap_min: 'Value gap % (min)',
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
/** Fields the lines before the loop name (place, area, status, listing type). */
const NAMED_FIRST = new Set(['location', 'geometry', 'status', 'property_type', 'listingType', 'is_auction']);

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

/** "Label: value" lines of a download's search, each filter with the values the API takes: the request that reproduces it. */
export function describeCriteria(query: SearchQuery, filters: SearchFilters): string[] {
  const lines = [
    ...(filters.locations.length ? [`Location: ${filters.locations.map(locationText).join('; ')}`] : []),
    ...(filters.geometry ? [`Area: ${geometryText(filters.geometry)}`] : []),
    `Status: ${filters.statuses.join(', ')}`,
  ];
  if (filters.auction !== undefined) lines.push(`Listings: ${filters.auction ? 'auction' : 'standard'}`);
  for (const [key, value] of Object.entries(query)) {
    if (NAMED_FIRST.has(key) || value === undefined) continue;
    lines.push(`${label(key)}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  return lines;
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
