import fs from 'node:fs';
import { parse } from 'csv-parse';
import { type Queryable, yieldingAfterEachStatement } from '../../db/database.ts';
import type { ListingRow } from '../listingRow.ts';
import { refreshLocations, upsertListings } from '../listingsWriteRepository.ts';
import { recomputeMetricsForPostalCodes } from '../metrics/recompute.ts';
import { resoRow, RowError } from './resoCsvRow.ts';

export interface ImportSummary {
  read: number;
  inserted: number;
  updated: number;
  skipped: { line: number; reason: string }[];
  metricsComputed: number;
}

export interface ImportProgress {
  phase: 'rows' | 'metrics';
  /** Rows read so far, or ZIP codes whose metrics are recomputed. */
  done: number;
  /** Bytes of the file read so far and its size (rows phase), or ZIP codes in all (metrics phase). */
  of: number;
  bytes?: number;
}

/** Rows per upsert: small enough that one statement keeps the event loop (and an in-process PGlite) busy for about 20 ms. */
const BATCH = 100;

/** Imports a RESO-named CSV: idempotent upsert by ListingKey; bad rows skipped with line and reason; metrics recomputed. */
export async function importCsv(
  database: Queryable,
  file: string,
  today = new Date(),
  options: { onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportSummary> {
  // Imports run inside the serving portal: every statement gives waiting requests a turn (health p99 < 200 ms).
  const db = yieldingAfterEachStatement(database);
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, skipped: [], metricsComputed: 0 };
  const size = fs.statSync(file).size;
  const input = fs.createReadStream(file);
  const postalCodes = new Set<string>();
  let batch: ListingRow[] = [];
  const flush = async () => {
    // A key twice in one batch would make the upsert touch a row twice: the later line wins.
    const unique = [...new Map(batch.map((r) => [r.listing_key, r])).values()];
    const { inserted, updated } = await upsertListings(db, unique);
    summary.inserted += inserted;
    summary.updated += updated;
    batch = [];
    options.onProgress?.({ phase: 'rows', done: summary.read, of: size, bytes: input.bytesRead });
  };
  const parser = input.pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    summary.read++;
    try {
      const row = resoRow(record);
      batch.push(row);
      postalCodes.add(row.postal_code);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      summary.skipped.push({ line: info.lines, reason: error.message });
    }
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  summary.metricsComputed = await recomputeMetricsForPostalCodes(db, [...postalCodes], today, async (done, of) => {
    options.onProgress?.({ phase: 'metrics', done, of });
  });
  await refreshLocations(db);
  return summary;
}
