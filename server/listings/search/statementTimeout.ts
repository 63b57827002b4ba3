import { QUERY_CANCELED, type Database } from '../../db/database.ts';
import { envNumber } from '../../lib/envNumber.ts';
import { ApiError } from '../../lib/errors.ts';

export const SEARCH_TOO_BROAD = 'Request timeout: the search is too broad or took too long. Try adding more filters.';
/** Read per call so an operator (or a test) can tune it without a restart; buildApp reads it once at start to fail fast. */
export const searchTimeoutMs = () => envNumber('SEARCH_STATEMENT_TIMEOUT_MS', 10_000);

/**
 * Runs one search statement under the statement time-out and answers 408 when it fires; the statement is rolled back, so
 * a credit it spends is not charged. PostgreSQL cancels the statement; PGlite cannot, so there the budget is checked when
 * the statement ends (see {@link Database.queryWithTimeout}): the same 408 for the client.
 */
export async function searchQuery<T extends object>(db: Database, text: string, values: unknown[]): Promise<T[]> {
  try {
    return await db.queryWithTimeout<T>(text, values, searchTimeoutMs());
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new ApiError(408, SEARCH_TOO_BROAD);
    throw error;
  }
}
