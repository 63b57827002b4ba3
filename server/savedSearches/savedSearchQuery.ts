import { ApiError } from '../lib/errors.ts';
import { describeSearch, searchSentence, type SearchQuery } from '../listings/search/filter/schemas.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import { searchFiltersOf, type SearchFilters } from '../listings/search/searchQuery.ts';

/** A query to save: it must be a search the search itself would take (the same 400s); it is kept as sent. */
export function checkSavedQuery(query: Record<string, unknown>): void {
  searchFiltersOf(readSearchQuery(query));
}

/** A stored query as the filter reads it, its filters and its words; null when it no longer reads as a search (saved under other rules). */
export function storedSearch(stored: Record<string, unknown>): { query: SearchQuery; filters: SearchFilters; description: string } | null {
  try {
    const query = readSearchQuery(stored);
    return { query, filters: searchFiltersOf(query), description: searchSentence(describeSearch(query)) };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
