import fs from 'node:fs';
import { parse } from 'csv-parse';
import type { Queryable } from '../../db/database.ts';
import type { ListingRow } from '../listingRow.ts';
import { refreshLocations, upsertListings } from '../listingsWriter.ts';
import { recomputeMetricsForPostalCodes } from '../metrics/recompute.ts';
import { resoRow, RowError } from './resoCsvRow.ts';

export interface ImportSummary {
  read: number;
  inserted: number;
  updated: number;
  skipped: { line: number; reason: string }[];
  metricsComputed: number;
}

const BATCH = 1000;

/** Imports a RESO-named CSV: idempotent upsert by ListingKey; bad rows skipped with line and reason; metrics recomputed. */
export async function importCsv(db: Queryable, file: string, today = new Date()): Promise<ImportSummary> {
  const summary: ImportSummary = { read: 0, inserted: 0, updated: 0, skipped: [], metricsComputed: 0 };
  const postalCodes = new Set<string>();
  let batch: ListingRow[] = [];
  const flush = async () => {
    // A key twice in one batch would make the upsert touch a row twice: the later line wins.
    const unique = [...new Map(batch.map((r) => [r.listing_key, r])).values()];
    const { inserted, updated } = await upsertListings(db, unique);
    summary.inserted += inserted;
    summary.updated += updated;
    batch = [];
  };
  const parser = fs.createReadStream(file).pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }));
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
  summary.metricsComputed = await recomputeMetricsForPostalCodes(db, [...postalCodes], today);
  await refreshLocations(db);
  return summary;
}
