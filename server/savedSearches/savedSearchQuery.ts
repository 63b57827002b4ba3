import { ApiError } from '../lib/errors.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import { searchFiltersOf, type SearchFilters } from '../listings/search/searchQuery.ts';

/** A query to save: it must be a search the search itself would take (the same 400s); it is kept as sent. */
export function checkSavedQuery(query: Record<string, unknown>): void {
  searchFiltersOf(readSearchQuery(query));
}

/** A stored query as filters, or null when it no longer reads as a search (it was saved under other rules). */
export function storedFilters(query: Record<string, unknown>): SearchFilters | null {
  try {
    return searchFiltersOf(readSearchQuery(query));
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
