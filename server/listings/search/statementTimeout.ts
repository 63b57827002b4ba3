import { QUERY_CANCELED, type Database } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';

export const SEARCH_TOO_BROAD = 'Request timeout: the search is too broad or took too long. Try adding more filters.';

/**
 * Runs one search statement under the statement time-out (`timeoutMs`, SEARCH_STATEMENT_TIMEOUT_MS) and answers 408 when it fires; the statement is rolled back, so
 * a credit it spends is not charged. PostgreSQL cancels the statement; PGlite cannot, so there the budget is checked when
 * the statement ends (see {@link Database.queryWithTimeout}): the same 408 for the client.
 */
export async function searchQuery<T extends object>(db: Database, text: string, values: unknown[], timeoutMs: number): Promise<T[]> {
  try {
    return await db.queryWithTimeout<T>(text, values, timeoutMs);
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new ApiError(408, SEARCH_TOO_BROAD);
    throw error;
  }
}
