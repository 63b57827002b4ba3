import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one query layer: PGlite on disk by default, PostgreSQL when DATABASE_URL is set. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** `statementTimeoutMs` (PostgreSQL only) is set local to the transaction in the same round trip as `begin`. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  statementTimeoutMs?: number;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
}

export async function openPglite(dir: string): Promise<Database> {
  if (dir !== 'memory://') fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  return {
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({ query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows }),
      );
    },
    close: () => db.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T extends object>(text: string, params?: unknown[]) {
      return (await pool.query<T>(text, params)).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work, options) {
      const timeout = options?.statementTimeoutMs;
      if (timeout !== undefined && !(Number.isSafeInteger(timeout) && timeout > 0)) throw new Error(`statementTimeoutMs must be a positive integer, got ${timeout}`);
      const client = await pool.connect();
      try {
        // Simple query protocol: both statements travel in one round trip.
        await client.query(timeout === undefined ? 'begin' : `begin; set local statement_timeout = ${timeout}`);
        const result = await work({
          query: async <T extends object>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
