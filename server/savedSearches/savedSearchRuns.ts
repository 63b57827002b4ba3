import type { Database, Queryable } from '../db/database.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import { whereSql } from '../listings/search/searchSql.ts';
import { searchQuery } from '../listings/search/statementTimeout.ts';
import { storedSearch } from './savedSearchQuery.ts';

export interface NewListing {
  id: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  list_price: number;
  arv: number | null;
  value_gap: number | null;
  value_gap_pct: number | null;
}

/** The saved search's query as filters and in words, or null when it no longer parses (or does not exist). */
export async function savedSearchFilters(
  db: Queryable,
  savedSearchId: number,
): Promise<{ filters: SearchFilters; description: string; createdAt: Date } | null> {
  const [row] = await db.query<{ query: Record<string, unknown>; created_at: Date }>(
    'select query, created_at from saved_searches where id = $1',
    [savedSearchId],
  );
  if (!row) return null;
  const search = storedSearch(row.query);
  return search && { filters: search.filters, description: search.description, createdAt: new Date(row.created_at) };
}

/**
 * How many listings matching a saved search's query first appeared after `since`, its coalesce(last_run_at, created_at)
 * as PostgreSQL text: compared at full precision (the API's timestamps are rounded to the second). Free; under the
 * search statement time-out (408).
 */
export async function countNewSinceLastRun(
  db: Database,
  query: Record<string, unknown>,
  since: string,
  timeoutMs: number,
): Promise<number> {
  const filters = storedSearch(query)?.filters;
  if (!filters) return 0;
  const params = new SqlParams();
  const where = `${whereSql(filters, params)} and l.first_seen_at > ${params.add(since)}::timestamptz`;
  const [row] = await searchQuery<{ total: number }>(
    db,
    `select count(*)::int as total from listings l where ${where}`,
    params.values,
    timeoutMs,
  );
  return row!.total;
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
  const params = new SqlParams();
  const where = `${whereSql(saved.filters, params)} and l.first_seen_at > ${params.add(since ?? saved.createdAt)}`;
  const [{ total }] = (await db.query<{ total: number }>(
    `select count(*)::int as total from listings l where ${where}`,
    params.values,
  )) as [{ total: number }];
  const listings = await db.query<NewListing>(
    `select l.id::text as id, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code, l.list_price,
       l.arv, l.value_gap, l.value_gap_pct
     from listings l where ${where}
     order by l.first_seen_at desc, l.id desc limit ${params.add(limit)}`,
    params.values,
  );
  return { listings, total, description: saved.description };
}
