import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { copyTarget } from './copy.ts';
import { acquireLock } from './dataDirLock.ts';
import { initPgliteDataDir } from './pgliteInit.ts';
import {
  DEFAULT_REPLICA_CONNECT_TIMEOUT_MS,
  failureKind,
  replicaWithFallback,
  type BackOff,
  type FallbackReader,
  type ReplicaLog,
  type ReplicaState,
} from './replicaFallback.ts';
import type { Queryable, Reader } from './queryable.ts';

export type { Queryable, Reader } from './queryable.ts';

/** Lets requests waiting on the event loop run (an I/O turn), then resolves. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same database, yielding to waiting requests after each statement: for long jobs run inside the serving portal.
 * An in-process PGlite runs every statement on the event loop, and a chain of awaited statements never gives up the loop
 * on its own (each result arrives as a microtask), so without this a job's statements run back to back while requests wait.
 */
export function yieldingAfterEachStatement(db: Queryable): Queryable {
  return {
    async query<T extends object>(text: string, params?: unknown[]) {
      const rows = await db.query<T>(text, params);
      await yieldToEventLoop();
      return rows;
    },
  };
}

export interface Transaction extends Queryable {
  /** Runs several statements without parameters inside the transaction (a migration file as written). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Reader {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where searches and counts read: the replica of DATABASE_READ_URL when set, else this database itself. Read-only: a
   * write sent here fails on a replica ("cannot execute … in a read-only transaction").
   */
  readonly reader: Reader;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Like exec, answering the last statement's rows: the job queue's library sends its schema and locks this way. */
  execReturning<T extends object = Record<string, unknown>>(sql: string): Promise<T[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One statement that is cancelled, and rolled back, when it runs longer than `timeoutMs`: it fails with SQLSTATE
   * {@link QUERY_CANCELED} as PostgreSQL's statement_timeout does.
   */
  queryWithTimeout<T extends object = Record<string, unknown>>(text: string, params: unknown[], timeoutMs: number): Promise<T[]>;
  /** Bulk load: rows in COPY text format (server/db/copy.ts) into `table (columns)`, one COPY statement; answers the rows written. */
  copyFrom(table: string, columns: readonly string[], text: Uint8Array<ArrayBuffer>): Promise<number>;
  /** The connection pools' occupancy, for the metrics: none on PGlite (one in-process connection). */
  poolStats(): PoolStats[];
  /** The read replica's state (up, or down and read around since when), for health and metrics; null without a replica. */
  replicaState(): ReplicaState | null;
  close(): Promise<void>;
}

/** One connection pool's occupancy (pg.Pool's counts). */
export interface PoolStats {
  /** Which pool: 'primary' (queries, transactions), 'timed' (statements with a time-out), 'reader' and 'reader-timed' (the replica's). */
  pool: string;
  /** Connections open. */
  total: number;
  /** Open connections not in use. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** SQLSTATE of a statement cancelled by statement_timeout. */
export const QUERY_CANCELED = '57014';

/** Resolves when the database answers a query (the health check's question), rejects with why it does not. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}

/** DATABASE_URL's PostgreSQL (with DATABASE_READ_URL's replica for reads), else PGlite under DATA_DIR. */
export async function openDatabase(options: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  databaseReadConnectTimeoutMs?: number;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseReadUrl && !options.databaseUrl)
    throw new Error('DATABASE_READ_URL names a replica of DATABASE_URL: set DATABASE_URL too (PGlite has no replica).');
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseReadUrl, { replicaConnectTimeoutMs: options.databaseReadConnectTimeoutMs })
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** PGlite on disk is opened by one process at a time (a second writer corrupts it): `${dir}.lock` guards it. */
export async function openPglite(dir: string): Promise<Database> {
  let lock: { release(): void } | null = null;
  if (dir !== 'memory://') {
    fs.mkdirSync(dir, { recursive: true });
    lock = acquireLock(`${dir}.lock`);
  }
  let db: PGlite;
  try {
    if (dir !== 'memory://') await initPgliteDataDir(dir);
    db = await PGlite.create(dir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const database: Database = {
    kind: 'pglite',
    // One process, one connection: it reads for itself.
    get reader() {
      return database;
    },
    async query<T>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async execReturning<T>(sql: string) {
      return ((await db.exec(sql)).at(-1)?.rows ?? []) as T[];
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    // PGlite ignores statement_timeout (single-threaded WASM, no timer signal): the statement runs to the end, and when it
    // overran its budget its transaction is rolled back with the error PostgreSQL would have raised.
    queryWithTimeout<T>(text: string, params: unknown[], timeoutMs: number) {
      const started = performance.now();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<T>(text, params);
        if (performance.now() - started > timeoutMs)
          throw Object.assign(new Error('canceling statement due to statement timeout'), { code: QUERY_CANCELED });
        return rows;
      });
    },
    // PGlite reads COPY data from a Blob handed with the statement, under the name /dev/blob.
    async copyFrom(table, columns, text) {
      const result = await db.query(`copy ${copyTarget(table, columns)} from '/dev/blob'`, [], { blob: new Blob([text]) });
      return result.affectedRows ?? 0;
    },
    poolStats: () => [],
    replicaState: () => null,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
  return database;
}

function newPool(url: string, connectionTimeoutMillis?: number) {
  // connectionTimeoutMillis bounds both making a connection and waiting for a free one (0 or unset: no bound).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis });
  // An idle connection that drops (a database restart) is removed by the pool; without a listener its error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection failed (${error.message}); the pool replaces it.`));
  return pool;
}

const statsOf = (name: string, pool: pg.Pool): PoolStats => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** One server's pools for reads: plain queries, and statements with a time-out on connections of their own. */
function pgPools(url: string, connectionTimeoutMillis?: number) {
  const pool = newPool(url, connectionTimeoutMillis);
  // Timed statements run on their own connections, whose session statement_timeout is set only when it changes: one round
  // trip per statement, where a transaction with `set local` would take three.
  const timedPool = newPool(url, connectionTimeoutMillis);
  const timeoutOf = new WeakMap<pg.PoolClient, number>();
  const reader: Reader = {
    async query<T extends object>(text: string, params?: unknown[]) {
      return (await pool.query<T>(text, params)).rows;
    },
    async queryWithTimeout<T extends object>(text: string, params: unknown[], timeoutMs: number) {
      // 0 would mean no time-out at all in PostgreSQL.
      const timeout = Math.max(1, Math.round(timeoutMs));
      const client = await timedPool.connect();
      try {
        if (timeoutOf.get(client) !== timeout) {
          await client.query(`set statement_timeout = ${timeout}`);
          timeoutOf.set(client, timeout);
        }
        return (await client.query<T>(text, params)).rows;
      } finally {
        client.release();
      }
    },
  };
  return { pool, timedPool, reader, end: () => Promise.all([pool.end(), timedPool.end()]) };
}

export interface ReplicaOptions {
  /** How long making a connection to the replica, or waiting for a free one, may take; then the primary answers. */
  replicaConnectTimeoutMs?: number;
  /** The pause before asking a failed replica again, and its longest (doubling from one to the other). */
  replicaBackOff?: BackOff;
  /** Where the replica's transitions (down, back up) are told; the console by default. */
  replicaLog?: ReplicaLog;
}

/**
 * PostgreSQL at `url`; with `readUrl` (a streaming replica of it), `reader` reads there, and from the primary while the
 * replica is unreachable (server/db/replicaFallback.ts). A replica that cannot be reached at start does not stop it; one
 * that answers with an error (a wrong password or database name) does.
 */
export async function openPostgres(url: string, readUrl?: string, options: ReplicaOptions = {}): Promise<Database> {
  const primary = pgPools(url);
  const { pool, timedPool } = primary;
  let replica: ReturnType<typeof pgPools> | null = null;
  let replicaReader: FallbackReader | null = null;
  try {
    await pool.query('select 1');
    if (readUrl) {
      replica = pgPools(readUrl, options.replicaConnectTimeoutMs ?? DEFAULT_REPLICA_CONNECT_TIMEOUT_MS);
      const unreachable = await replica.pool.query('select 1').then(
        () => null,
        (error: unknown) => {
          if (failureKind(error) === 'other') throw error;
          return { error };
        },
      );
      replicaReader = replicaWithFallback({
        replica: replica.reader,
        primary: primary.reader,
        backOff: options.replicaBackOff,
        log: options.replicaLog,
        startDown: unreachable ?? undefined,
      });
    }
  } catch (error) {
    await Promise.all([primary.end(), replica?.end()]);
    throw error;
  }
  const database: Database = {
    kind: 'postgres',
    get reader() {
      return replicaReader ?? database;
    },
    query: primary.reader.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async execReturning<T extends object>(sql: string) {
      // Several statements answer an array of results; one answers a result.
      const result = (await pool.query(sql)) as unknown as pg.QueryResult<T> | pg.QueryResult<T>[];
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async <T extends object>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
          exec: async (sql: string) => {
            await client.query(sql);
          },
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
    queryWithTimeout: primary.reader.queryWithTimeout,
    async copyFrom(table, columns, text) {
      const client = await pool.connect();
      try {
        const copy = client.query(copyFromStdin(`copy ${copyTarget(table, columns)} from stdin`));
        await pipeline(Readable.from([Buffer.from(text.buffer, text.byteOffset, text.byteLength)]), copy);
        return copy.rowCount;
      } finally {
        client.release();
      }
    },
    poolStats: () => [
      statsOf('primary', pool),
      statsOf('timed', timedPool),
      ...(replica ? [statsOf('reader', replica.pool), statsOf('reader-timed', replica.timedPool)] : []),
    ],
    replicaState: () => replicaReader?.state() ?? null,
    close: async () => {
      await Promise.all([primary.end(), replica?.end()]);
    },
  };
  return database;
}
