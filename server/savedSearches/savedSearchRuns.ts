import type { SearchSettings } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { storedSearch } from './savedSearchQuery.ts';
import { savedSearchesRepository, savedSearchReads, type NewListing, type SavedSearchRow } from './savedSearchesRepository.ts';
import type { SavedSearch } from './schemas.ts';

export type { NewListing };

/** The saved search's query as filters and in words, or null when it no longer parses (or does not exist). */
export async function savedSearchFilters(
  db: Queryable,
  savedSearchId: number,
): Promise<{ filters: SearchFilters; description: string; createdAt: Date } | null> {
  const row = await savedSearchReads(db).storedQuery(savedSearchId);
  if (!row) return null;
  const search = storedSearch(row.query);
  return search && { filters: search.filters, description: search.description, createdAt: new Date(row.created_at) };
}

/**
 * Listings matching the saved search's query that first appeared after `since` (null: since the saved search was created),
 * with the search in words (the one description). Costs no credits.
 */
export async function listingsNewSince(
  db: Queryable,
  savedSearchId: number,
  since: Date | null,
  limit = 50,
): Promise<{ listings: NewListing[]; total: number; description?: string }> {
  const saved = await savedSearchFilters(db, savedSearchId);
  if (!saved) return { listings: [], total: 0 };
  const found = await savedSearchReads(db).listingsNewSince(saved.filters, since ?? saved.createdAt, limit);
  return { ...found, description: saved.description };
}

/** Saved searches as the API answers them: each with the count of matching listings new since its last run (free). */
export function savedSearchService(db: Database, settings: SearchSettings) {
  const repository = savedSearchesRepository(db, settings);
  /** A query saved under other rules that no longer reads as a search has no new results. */
  const withNewCount = async ({ since, ...row }: SavedSearchRow): Promise<SavedSearch> => {
    const filters = storedSearch(row.query)?.filters;
    return { ...row, new_results_count: filters ? await repository.countNewSince(filters, since) : 0 };
  };
  const present = async (row: SavedSearchRow | undefined) => row && withNewCount(row);
  return {
    create: async (...args: Parameters<typeof repository.create>) => withNewCount(await repository.create(...args)),
    async list(userId: number, page: Page) {
      const { count, rows } = await repository.list(userId, page);
      return { count, results: await Promise.all(rows.map(withNewCount)) };
    },
    simplified: repository.simplified,
    get: async (userId: number, id: number) => present(await repository.get(userId, id)),
    update: async (...args: Parameters<typeof repository.update>) => present(await repository.update(...args)),
    remove: repository.remove,
  };
}
