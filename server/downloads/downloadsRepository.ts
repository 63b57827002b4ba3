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

/** A build's claim on its download: taken by one try of its job, renewed with each batch, lapsed when its replica died. */
export type BuildClaim =
  | { state: 'claimed'; download: DownloadRow; attempts: number }
  /** Another try holds a live lease: it is building the file now. */
  | { state: 'held' }
  /** Ready, failed or gone: nothing to build. */
  | { state: 'ended' };

/** A build whose lease lapsed (or that was never claimed): its replica died, or its job was lost. */
export interface StalledBuild {
  id: number;
  attempts: number;
}

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

    /**
     * Takes the build for the try `token` for `leaseSeconds`: only while the download is building and no live lease is
     * held on it (a lapsed one is taken over). Counts the attempt.
     */
    async claim(id: number, token: string, leaseSeconds: number): Promise<BuildClaim> {
      const [row] = await db.query<DownloadRow & { build_attempts: number }>(
        `update downloads set claimed_by = $2, claimed_until = now() + make_interval(secs => $3), build_attempts = build_attempts + 1, updated_at = now()
         where id = $1 and status = 'building' and (claimed_until is null or claimed_until < now())
         returning ${COLUMNS}, build_attempts`,
        [id, token, leaseSeconds],
      );
      if (row) {
        const { build_attempts: attempts, ...download } = row;
        return { state: 'claimed', download, attempts };
      }
      const [current] = await db.query<{ status: string }>('select status from downloads where id = $1', [id]);
      return current?.status === 'building' ? { state: 'held' } : { state: 'ended' };
    },

    /** Records the rows written and renews the lease of the try `token`; false when that try no longer holds the build. */
    async progress(id: number, rowsWritten: number, token: string, leaseSeconds: number): Promise<boolean> {
      const rows = await db.query(
        `update downloads set rows_written = $2, claimed_until = now() + make_interval(secs => $4), updated_at = now()
         where id = $1 and claimed_by = $3 and status = 'building' returning id`,
        [id, rowsWritten, token, leaseSeconds],
      );
      return rows.length > 0;
    },

    /** What a download was charged, once its charge is known (nothing: its file's pass was paid), in the caller's transaction. */
    async setCharged(tx: Queryable, id: number, credits: number): Promise<DownloadRow> {
      const [row] = await tx.query<DownloadRow>(`update downloads set credits_charged = $2 where id = $1 returning ${COLUMNS}`, [
        id,
        credits,
      ]);
      return row!;
    },

    /** Marks the build of the try `token` ready; false when another try took it over meanwhile (its file is as good). */
    async complete(id: number, rows: number, size: number, token: string): Promise<boolean> {
      const done = await db.query(
        `update downloads set status = 'ready', rows_written = $2, row_count = $2, size_bytes = $3, claimed_until = null, updated_at = now(), completed_at = now()
         where id = $1 and claimed_by = $4 and status = 'building' returning id`,
        [id, rows, size, token],
      );
      return done.length > 0;
    },

    /**
     * Marks a build failed, in the caller's transaction; a build already ended, or taken over by another try than `token`,
     * is left alone.
     */
    async fail(tx: Queryable, id: number, error: string, token: string): Promise<FailedBuild[]> {
      return failBuilding(tx, 'id = $1 and claimed_by = $2', [id, token], error);
    },

    /**
     * Builds nobody works on: a lapsed lease (its replica died), or never claimed `stallSeconds` after it was queued
     * (its job was lost).
     */
    async stalledBuilds(stallSeconds: number): Promise<StalledBuild[]> {
      return db.query<StalledBuild>(
        `select id::int as id, build_attempts as attempts from downloads
         where status = 'building' and (claimed_until < now() or (claimed_until is null and updated_at < now() - make_interval(secs => $1)))
         order by id limit 100`,
        [stallSeconds],
      );
    },

    /** Fails a build nobody works on, in the caller's transaction: only while its lease is still lapsed (nobody took it since). */
    async failStalled(tx: Queryable, id: number, error: string): Promise<FailedBuild[]> {
      return failBuilding(tx, 'id = $1 and (claimed_until is null or claimed_until < now())', [id], error);
    },

    /** Lapses every lease at once: for the embedded database, whose one owner (this process) builds nothing yet at start. */
    async lapseAllLeases(): Promise<StalledBuild[]> {
      return db.query<StalledBuild>(
        `update downloads set claimed_until = now() - interval '1 second' where status = 'building' returning id::int as id, build_attempts as attempts`,
      );
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
