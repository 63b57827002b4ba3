import { createHash } from 'node:crypto';
import type { LedgerEntry } from '../../credits/ledger.ts';
import { outOfCredits } from '../../lib/errors.ts';
import { describeSearch, searchSentence, type SearchQuery } from './filter/schemas.ts';
import { searchQueryText } from './filter/readQuery.ts';
import { geometryJson } from './geometry.ts';
import type { SearchFilters } from './searchQuery.ts';

/** What one search (a set of filters) costs; its further pages and sorts within SEARCH_PASS_HOURS are free. */
export const CREDITS_PER_SEARCH = 1;
/** How long one paid search may be paged and re-sorted without paying again. */
export const SEARCH_PASS_HOURS = 24;
export const SEARCH_PASS_MS = SEARCH_PASS_HOURS * 3_600_000;
/** The 402 answer ends it with the advice for the caller's plan in force (plugins/errors.ts, server/billing/planState.ts). */
export const outOfSearchCredits = () => outOfCredits('You have run out of search credits.');

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

/** The filter set a credit buys, as the pass key: every filter, sort and page excluded (they come with it). */
export function searchFingerprint(filters: SearchFilters): string {
  const { sort: _sort, geometry, ...set } = filters;
  // A drawn area's points keep their order (canonical() would sort them): its GeoJSON text, as is.
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...set, geometry: geometry && geometryJson(geometry) })))
    .digest('base64url')
    .slice(0, 22);
}

export interface SearchSource {
  /** The auction list path: its searches are auction searches whatever the query says. */
  auctionList: boolean;
  savedSearchId?: number;
}

/**
 * The ledger row of a search: "Search: Austin, TX · Auctions · Active" (the one description), pointing at the saved
 * search it ran, or at the new-search page with the filters in its query string (which the page restores, free within
 * the pass).
 */
export function searchEntry(query: SearchQuery, { auctionList, savedSearchId }: SearchSource): LedgerEntry {
  const { sort_by: _sort, ...filters } = query;
  const auction = { property_type: ['auction' as const] };
  // The auction list's query needs the auction choice added to open the same search on the new-search page.
  const linked =
    auctionList && !filters.property_type && !filters.listingType && filters.is_auction === undefined
      ? { ...filters, ...auction }
      : filters;
  const described = auctionList ? { ...filters, ...auction, listingType: undefined, is_auction: undefined } : filters;
  const link =
    savedSearchId !== undefined
      ? `/products/lists/saved-searches/${savedSearchId}`
      : `/products/lists/new-search?${searchQueryText(linked)}`;
  return { kind: 'search', description: `Search: ${searchSentence(describeSearch(described))}`, link };
}
