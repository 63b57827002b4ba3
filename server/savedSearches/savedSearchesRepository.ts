import type { SearchSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { countNewSinceLastRun } from './savedSearchRuns.ts';
import type { SavedSearch, SavedSearchUpdate } from './schemas.ts';

const COLUMNS = `id::int as id, name, query, ${isoTime('created_at')} as created_at, ${isoTime('updated_at')} as updated_at,
  ${isoTime('last_run_at')} as last_run_at, last_result_count, coalesce(last_run_at, created_at)::text as since`;

/** A saved search as read, with `since`: coalesce(last_run_at, created_at) at full precision, for the new-results count. */
type Row = Omit<SavedSearch, 'new_results_count'> & { since: string };

export function savedSearchesRepository(db: Database, settings: SearchSettings) {
  const withNewCount = async ({ since, ...row }: Row): Promise<SavedSearch> => ({
    ...row,
    new_results_count: await countNewSinceLastRun(db, row.query, since, settings.statementTimeoutMs),
  });
  return {
    async create(userId: number, name: string, query: object): Promise<SavedSearch> {
      const [row] = await db.query<Row>(`insert into saved_searches (user_id, name, query) values ($1, $2, $3) returning ${COLUMNS}`, [
        userId,
        name,
        query,
      ]);
      return withNewCount(row!);
    },

    async list(userId: number, page: Page): Promise<{ count: number; results: SavedSearch[] }> {
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from saved_searches where user_id = $1', [
        userId,
      ])) as [{ count: number }];
      const rows = await db.query<Row>(`select ${COLUMNS} from saved_searches where user_id = $1 order by id desc limit $2 offset $3`, [
        userId,
        page.limit,
        page.offset,
      ]);
      return { count, results: await Promise.all(rows.map(withNewCount)) };
    },

    async simplified(userId: number) {
      return db.query<{ id: number; name: string }>('select id::int as id, name from saved_searches where user_id = $1 order by name, id', [
        userId,
      ]);
    },

    /** Whether the saved search exists and belongs to the user; cheap, for checks made before spending a credit. */
    async owns(userId: number, id: number): Promise<boolean> {
      return (await db.query('select 1 from saved_searches where id = $1 and user_id = $2', [id, userId])).length > 0;
    },

    /** Records a run of the user's saved search now, with its result count; false when it is not theirs (or gone). */
    async recordRun(userId: number, id: number, resultCount: number): Promise<boolean> {
      const rows = await db.query(
        'update saved_searches set last_run_at = now(), last_result_count = $3 where id = $1 and user_id = $2 returning id',
        [id, userId, resultCount],
      );
      return rows.length > 0;
    },

    async get(userId: number, id: number): Promise<SavedSearch | undefined> {
      const [row] = await db.query<Row>(`select ${COLUMNS} from saved_searches where id = $1 and user_id = $2`, [id, userId]);
      return row && withNewCount(row);
    },

    async update(userId: number, id: number, changes: SavedSearchUpdate): Promise<SavedSearch | undefined> {
      const [row] = await db.query<Row>(
        `update saved_searches set name = coalesce($3, name), query = coalesce($4, query),
           last_run_at = case when $5 then now() else last_run_at end, updated_at = now()
         where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [id, userId, changes.name ?? null, changes.query ?? null, changes.mark_run === true],
      );
      return row && withNewCount(row);
    },

    /** Deletes it and, in the same transaction, pauses the user's emails on it (they cannot run without one). */
    remove(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(
          "update automated_emails set status = 'paused', updated_at = now() where saved_search_id = $1 and user_id = $2 and status = 'active'",
          [id, userId],
        );
        return (await tx.query('delete from saved_searches where id = $1 and user_id = $2 returning id', [id, userId])).length > 0;
      });
    },
  };
}
