import { createHash } from 'node:crypto';
import { locationText } from '../downloads/criteria.ts';
import { geometryJson, geometryText } from '../listings/search/geometry.ts';
import { CONDITIONS, POTENTIALS, type SearchFilters } from '../listings/search/searchQuery.ts';

/** How long one paid search (a set of filters) may be paged and re-sorted without paying again. */
export const SEARCH_PASS_HOURS = 24;
export const SEARCH_PASS_MS = SEARCH_PASS_HOURS * 3_600_000;

/** Keys sorted, lists sorted, nothing undefined: equal filter sets give equal text whatever order they were written in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(canonical)
      .map((v) => JSON.stringify(v))
      .sort();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The normalised filter set a credit buys: every filter, sort and page excluded (they come with it). */
export function searchFingerprint(filters: SearchFilters): string {
  const { sort: _sort, geometry, ...set } = filters;
  // A drawn area's points keep their order (canonical() would sort them): its GeoJSON text, as is.
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...set, geometry: geometry && geometryJson(geometry) })))
    .digest('base64url')
    .slice(0, 22);
}

const STATUS_LABELS: Record<string, string> = { for_sale: 'Active', pending: 'Pending', sold: 'Sold', off_market: 'Off market' };
const SUBTYPE_LABELS: Record<string, string> = {
  SingleFamilyResidence: 'Single family',
  Condominium: 'Condo',
  Townhouse: 'Townhouse',
  ManufacturedHome: 'Manufactured',
  Duplex: 'Duplex',
  Triplex: 'Triplex',
  Quadruplex: 'Quadruplex',
  UnimprovedLand: 'Land',
};
const money = (n: number) => (n >= 1_000_000 ? `$${+(n / 1_000_000).toFixed(2)}M` : n >= 1000 ? `$${+(n / 1000).toFixed(1)}k` : `$${n}`);
const range = (min: number | undefined, max: number | undefined, format: (n: number) => string, unit = '') =>
  min !== undefined && max !== undefined
    ? `${format(min)}–${format(max)}${unit}`
    : min !== undefined
      ? `${format(min)}+${unit}`
      : max !== undefined
        ? `up to ${format(max)}${unit}`
        : null;

const bestFirst = (levels: string[], order: readonly string[]) => [...levels].sort((a, b) => order.indexOf(a) - order.indexOf(b));

/** "Search: Austin, TX · Active · Excellent/High potential · $100k–$300k": the location and main filters, as the ledger shows them. */
export function searchDescription(filters: SearchFilters): string {
  const parts = [
    filters.locations.map(locationText).join('; '),
    filters.geometry ? geometryText(filters.geometry) : null,
    filters.auction === true ? 'Auctions' : null,
    filters.statuses.map((s) => STATUS_LABELS[s] ?? s).join('/'),
    filters.potentials?.length ? `${bestFirst(filters.potentials, POTENTIALS).join('/')} potential` : null,
    filters.conditions?.length ? `${bestFirst(filters.conditions, CONDITIONS).join('/')} condition` : null,
    range(filters.priceMin, filters.priceMax, money),
    filters.bedsMin !== undefined ? `${filters.bedsMin}+ beds` : null,
    filters.bathsMin !== undefined ? `${filters.bathsMin}+ baths` : null,
    range(filters.sqftMin, filters.sqftMax, (n) => n.toLocaleString('en-US'), ' sq ft'),
    filters.subtypes?.length ? filters.subtypes.map((s) => SUBTYPE_LABELS[s] ?? s).join('/') : null,
    filters.valueGapMin !== undefined ? `value gap ${filters.valueGapMin}%+` : null,
    filters.lpArvMax !== undefined ? `LP/ARV ≤ ${filters.lpArvMax}` : null,
    filters.domMax !== undefined ? `≤ ${filters.domMax} days on market` : null,
  ];
  return `Search: ${parts.filter(Boolean).join(' · ')}`;
}

/** Query fields that are not the filter set. */
const NOT_FILTERS = new Set(['page', 'page_size', 'sort_by', 'saved_search_id', 'file_type', 'export_format']);

/**
 * Where the ledger row of a search points: the saved search it ran, or the new-search page with the filters in its
 * query string (which the page restores, free within the pass).
 */
export function searchLink(fields: Record<string, unknown>, options: { auctionList: boolean; savedSearchId?: number }): string {
  if (options.savedSearchId !== undefined) return `/products/lists/saved-searches/${options.savedSearchId}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (NOT_FILTERS.has(key) || value === undefined || value === null || String(value).trim() === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (options.auctionList && !params.has('property_type') && !params.has('listingType') && !params.has('is_auction'))
    params.set('property_type', 'auction');
  return `/products/lists/new-search?${params}`;
}
