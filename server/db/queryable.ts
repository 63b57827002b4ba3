/** The one query layer: PGlite on disk by default, PostgreSQL when DATABASE_URL is set. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Reads that may be answered by a streaming replica: searches and counts of listings. A replica lags its primary by the
 * time replication takes, so nothing that must see a write just made (by this request or the user's last one) reads here.
 */
export interface Reader extends Queryable {
  /** One statement cancelled (and rolled back) past `timeoutMs`, as Database.queryWithTimeout in database.ts. */
  queryWithTimeout<T extends object = Record<string, unknown>>(text: string, params: unknown[], timeoutMs: number): Promise<T[]>;
}
