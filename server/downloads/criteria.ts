import { geometryText } from '../listings/search/geometry.ts';
import type { LocationFilter } from '../listings/search/location.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';

/** Query fields that shape the request, not the search. */
export const NOT_CRITERIA = new Set(['page', 'page_size', 'file_type', 'export_format', 'saved_search_id', 'location', 'geometry']);

const LABELS: Record<string, string> = {
  dom: 'Days on market (max)',
  lp_arv_max: 'LP/ARV (max)',
  value_gap_min: 'Value gap % (min)',
  sort_by: 'Sort',
  is_auction: 'Auction',
  listingType: 'Listing type',
  property_type: 'Property type',
  property_subtype: 'Property subtype',
};
const label = (key: string) =>
  LABELS[key] ??
  key
    .replace(/_/g, ' ')
    .replace(/\bmin\b/, '(min)')
    .replace(/\bmax\b/, '(max)')
    .replace(/^./, (c) => c.toUpperCase());

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

/** "Label: value" lines describing a search, location and status first, the rest as the user gave them. */
export function describeCriteria(raw: Record<string, unknown>, filters: SearchFilters): string[] {
  const lines = [
    ...(filters.locations.length ? [`Location: ${filters.locations.map(locationText).join('; ')}`] : []),
    ...(filters.geometry ? [`Area: ${geometryText(filters.geometry)}`] : []),
    `Status: ${filters.statuses.join(', ')}`,
  ];
  if (filters.auction !== undefined) lines.push(`Listings: ${filters.auction ? 'auction' : 'standard'}`);
  for (const [key, value] of Object.entries(raw)) {
    if (NOT_CRITERIA.has(key) || key === 'status' || value === undefined || value === null || String(value).trim() === '') continue;
    if (['is_auction', 'listingType'].includes(key) || (key === 'property_type' && /^(standard|auction)s?$/i.test(String(value)))) continue;
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
