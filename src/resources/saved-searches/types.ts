import type { SearchQuery } from '../../custom/search/searchTypes.ts';

/** GET /searches/saved/{id} (server/routes/savedSearches/schemas.ts). */
export interface SavedSearch {
  id: number;
  name: string;
  query: SearchQuery & Record<string, unknown>;
  created_at: string;
  updated_at: string;
  last_run_at: string | null;
  last_result_count: number | null;
  new_results_count: number;
}
