import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';

export const SEARCH_TOO_BROAD = 'Request timeout: the search is too broad or took too long. Try adding more filters.';
/** Read per call so an operator (or a test) can tune it without a restart. */
export const searchTimeoutMs = () => Number(process.env.SEARCH_STATEMENT_TIMEOUT_MS ?? 10_000);

const QUERY_CANCELED = '57014';

/**
 * Runs search queries under a statement time-out and answers 408 when it fires. PostgreSQL cancels the
 * statement (`set local statement_timeout`, sent with `begin` in one round trip). PGlite ignores statement_timeout (single-threaded WASM, no
 * timer signal), so there the work completes and the budget is checked afterwards: same 408 for the client.
 */
export async function withStatementTimeout<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const budget = searchTimeoutMs();
  const started = performance.now();
  try {
    if (db.kind !== 'postgres') {
      const result = await work(db);
      if (performance.now() - started > budget) throw new ApiError(408, SEARCH_TOO_BROAD);
      return result;
    }
    return await db.transaction(work, { statementTimeoutMs: Math.max(1, Math.round(budget)) });
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new ApiError(408, SEARCH_TOO_BROAD);
    throw error;
  }
}
