import { rebuildIndexes, withIndexesBuiltAfter } from '../db/bulkIndexes.ts';
import { yieldToEventLoop, type Database, type Queryable } from '../db/database.ts';
import { copyListingChunk } from './bulkLoad.ts';
import { listingsOnFile, removeDemoListings, reserveListingIds, vacuumListings } from './demoListingsRepository.ts';
import { demoChunksInWorker } from './demo/demoChunksInWorker.ts';
import { refreshLocations } from './listingsWriteRepository.ts';
import { seedDemoPropertyRecords } from './records/demoRecordsRepository.ts';

export const DEFAULT_DEMO_COUNT = 100_000;
/**
 * Listings per COPY: on an in-process PGlite a request waits behind at most one chunk (about 0.1 s on a quiet 2-core
 * machine); a PostgreSQL server serves requests on other connections meanwhile, and takes fewer, larger commits.
 */
const CHUNK_ROWS = { pglite: 1000, postgres: 5000 } as const;

export interface DemoOptions {
  count?: number;
  seed?: string;
  /** Day the data is generated relative to; today (UTC) by default. */
  today?: Date;
  log?: (message: string) => void;
  /** Listings written so far, after every chunk. */
  onProgress?: (loaded: number, total: number) => void;
  /** Writing starts once this settles (a server starting up); the listings are generated meanwhile. */
  writeAfter?: Promise<unknown>;
  /**
   * Threads generating the listings: 1 by default, so a server seeding while it starts keeps a core for its requests; the
   * seeding script and the search benchmark use one per core.
   */
  workers?: number;
}

/**
 * Whether demo listings should be seeded: on an empty database, and after a seeding that was stopped half-way (demo listings
 * only, and the places to search never listed, which seeding does last), whose listings are removed first.
 */
export async function prepareDemoSeeding(db: Queryable): Promise<boolean> {
  await rebuildIndexes(db, 'listings'); // a seeding stopped before its indexes were back
  const found = await listingsOnFile(db);
  if (!found.listings) return true;
  if (found.real || found.places) return false;
  await removeDemoListings(db);
  return true;
}

/** Seeds deterministic demo listings (with metrics) when the database has none; answers how many were written. */
export async function seedDemoListingsIfEmpty(db: Database, options: DemoOptions = {}): Promise<{ seeded: number }> {
  if (!(await prepareDemoSeeding(db))) return { seeded: 0 };
  return { seeded: await seedDemoListings(db, options) };
}

/**
 * Generates the listings and their metrics in a worker thread and loads them chunk by chunk through COPY, yielding to waiting
 * requests after each chunk, with the listings' secondary indexes built once at the end; then lists the places to search and
 * vacuums. Answers the listings written.
 */
export async function seedDemoListings(db: Database, options: DemoOptions = {}): Promise<number> {
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const today = options.today ?? new Date(new Date().toISOString().slice(0, 10));
  const started = Date.now();
  const firstId = await reserveListingIds(db, count);
  const chunks = demoChunksInWorker(
    {
      count,
      seed: options.seed ?? 'propscout-demo',
      today,
      firstId,
      chunkRows: CHUNK_ROWS[db.kind],
      metricsComputedAt: new Date().toISOString(),
    },
    options.workers,
  );
  await options.writeAfter;
  const written = await withIndexesBuiltAfter(db, 'listings', async () => {
    let loaded = 0;
    let state = '';
    for await (const chunk of chunks) {
      if (chunk.stateCode !== state && state) options.log?.(`demo listings: ${loaded}/${count} (${state}) in ${seconds(started)} s`);
      state = chunk.stateCode;
      loaded += await copyListingChunk(db, chunk);
      options.onProgress?.(loaded, count);
      await yieldToEventLoop();
    }
    options.log?.(`demo listings: ${loaded}/${count} (${state}) in ${seconds(started)} s; building the indexes`);
    return loaded;
  });
  if (written !== count) throw new Error(`Demo seeding wrote ${written} listings of ${count}.`);
  await refreshLocations(db);
  await vacuumListings(db);
  options.log?.(`demo listings: ${written} searchable (indexed, places listed, vacuumed) in ${seconds(started)} s`);
  // The demo owner data (issue 28) once the listings are searchable: about 7 s for 100,000 on PGlite, in chunks.
  const records = await seedDemoPropertyRecords(db, undefined, db.kind === 'postgres' ? (options.workers ?? 1) : 1);
  options.log?.(`demo owner data: ${records} property records in ${seconds(started)} s`);
  return written;
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
