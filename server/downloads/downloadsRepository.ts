import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import type { PropertySummary } from '../listings/search/schemas.ts';
import { pageSql } from '../listings/search/searchRepository.ts';

export interface DownloadRow {
  id: number;
  user_id: number;
  name: string;
  file_type: 'excel' | 'pdf' | 'csv' | 'json';
  is_auction: boolean;
  /** The search fields as sent. */
  query: Record<string, unknown>;
  criteria: string[];
  status: 'building' | 'ready' | 'failed';
  row_count: number;
  rows_written: number;
  size_bytes: number | null;
  storage_key: string;
  credits_charged: number;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

export type NewDownload = Pick<
  DownloadRow,
  'user_id' | 'name' | 'file_type' | 'is_auction' | 'query' | 'criteria' | 'row_count' | 'storage_key' | 'credits_charged'
>;

const COLUMNS = `id::int as id, user_id::int as user_id, name, file_type, is_auction, query, criteria, status, row_count, rows_written,
  size_bytes::float8 as size_bytes, storage_key, credits_charged, error, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at`;

/** Seconds without progress after which a 'building' download counts as cut off (a restart or crash). */
export const STALE_BUILD_SECONDS = 120;

const STALE_BUILD_ERROR = 'The file was not finished: the server restarted. Download it again.';

/** A build just marked failed, with what it was charged (its refund is the download service's). */
export interface FailedBuild {
  id: number;
  user_id: number;
  credits_charged: number;
  name: string;
  file_type: string;
  storage_key: string;
  /** What it was built from: its file's pass key is released with the refund. */
  query: Record<string, unknown>;
  row_count: number;
  is_auction: boolean;
}

/** Fails the still-building downloads that `where` picks; answers them. */
async function failBuilding(tx: Queryable, where: string, values: unknown[], error: string): Promise<FailedBuild[]> {
  return tx.query<FailedBuild>(
    `update downloads set status = 'failed', error = $${values.length + 1}, updated_at = now()
     where status = 'building' and ${where} returning id::int as id, user_id::int as user_id, credits_charged, name, file_type, storage_key, query, row_count, is_auction`,
    [...values, error],
  );
}

export function downloadsRepository(db: Database) {
  return {
    async create(tx: Queryable, d: NewDownload): Promise<DownloadRow> {
      const [row] = await tx.query<DownloadRow>(
        `insert into downloads (user_id, name, file_type, is_auction, query, criteria, row_count, storage_key, credits_charged)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
        [d.user_id, d.name, d.file_type, d.is_auction, JSON.stringify(d.query), d.criteria, d.row_count, d.storage_key, d.credits_charged],
      );
      return row!;
    },

    async progress(id: number, rowsWritten: number) {
      await db.query('update downloads set rows_written = $2, updated_at = now() where id = $1', [id, rowsWritten]);
    },

    /** What a download was charged, once its charge is known (nothing: its file's pass was paid), in the caller's transaction. */
    async setCharged(tx: Queryable, id: number, credits: number): Promise<DownloadRow> {
      const [row] = await tx.query<DownloadRow>(`update downloads set credits_charged = $2 where id = $1 returning ${COLUMNS}`, [
        id,
        credits,
      ]);
      return row!;
    },

    async complete(id: number, rows: number, size: number) {
      await db.query(
        `update downloads set status = 'ready', rows_written = $2, row_count = $2, size_bytes = $3, updated_at = now(), completed_at = now() where id = $1`,
        [id, rows, size],
      );
    },

    /** Marks a build failed, in the caller's transaction; a build already ended (say, by {@link failInterrupted}) is left alone. */
    async fail(tx: Queryable, id: number, error: string): Promise<FailedBuild[]> {
      return failBuilding(tx, 'id = $1', [id], error);
    },

    /**
     * Marks builds nobody works on any more as failed, in the caller's transaction. `all`: every unfinished build (this
     * process is the database's only user, so none is running); otherwise those without progress for STALE_BUILD_SECONDS
     * (another server may be building the rest).
     */
    async failInterrupted(tx: Queryable, { all }: { all: boolean }): Promise<FailedBuild[]> {
      return all
        ? failBuilding(tx, 'true', [], STALE_BUILD_ERROR)
        : failBuilding(tx, 'updated_at < now() - make_interval(secs => $1)', [STALE_BUILD_SECONDS], STALE_BUILD_ERROR);
    },

    async list(userId: number, page: Page): Promise<{ count: number; results: DownloadRow[] }> {
      const [total] = await db.query<{ count: number }>('select count(*)::int as count from downloads where user_id = $1', [userId]);
      const results = await db.query<DownloadRow>(
        `select ${COLUMNS} from downloads where user_id = $1 order by created_at desc, id desc limit $2 offset $3`,
        [userId, page.limit, page.offset],
      );
      return { count: total!.count, results };
    },

    /** Owner-checked when userId is given; the signed-link route checks the owner through the signature instead. */
    async find(id: number, userId?: number): Promise<DownloadRow | undefined> {
      const [row] =
        userId === undefined
          ? await db.query<DownloadRow>(`select ${COLUMNS} from downloads where id = $1`, [id])
          : await db.query<DownloadRow>(`select ${COLUMNS} from downloads where id = $1 and user_id = $2`, [id, userId]);
      return row;
    },

    async rename(id: number, userId: number, name: string): Promise<DownloadRow | undefined> {
      const [row] = await db.query<DownloadRow>(
        `update downloads set name = $3, updated_at = now() where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [id, userId, name],
      );
      return row;
    },

    /** One batch of the search's rows, in the search's own order (the statement the results pages embed). */
    async searchBatch(filters: SearchFilters, userId: number, offset: number, limit: number): Promise<PropertySummary[]> {
      const sql = pageSql(filters, { page: 1, pageSize: limit, limit, offset }, userId);
      return db.query<PropertySummary>(sql.text, sql.values);
    },
  };
}
export type DownloadsRepository = ReturnType<typeof downloadsRepository>;
