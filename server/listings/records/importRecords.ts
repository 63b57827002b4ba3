import fs from 'node:fs';
import { parse } from 'csv-parse';
import { type Queryable, yieldingAfterEachStatement } from '../../db/database.ts';
import { RowError } from '../import/resoCsvRow.ts';
import { upsertPropertyRecords } from './propertyRecordsRepository.ts';
import { recordRow, type PropertyRecordRow } from './recordCsvRow.ts';

export interface RecordsImportSummary {
  read: number;
  inserted: number;
  updated: number;
  skipped: { line: number; reason: string }[];
}

/** Rows per upsert, as the listings import: one statement keeps an in-process PGlite busy for a few ms. */
const BATCH = 100;

/**
 * Imports a public-record CSV (assessor/recorder or a vendor's bulk file; column mapping in docs/property-records.md):
 * idempotent upsert by address key, bad rows skipped with line and reason. Equity is estimated as of `today` (UTC day).
 */
export async function importRecordsCsv(database: Queryable, file: string, today = new Date()): Promise<RecordsImportSummary> {
  const db = yieldingAfterEachStatement(database);
  const asOf = today.toISOString().slice(0, 10);
  const summary: RecordsImportSummary = { read: 0, inserted: 0, updated: 0, skipped: [] };
  let batch: PropertyRecordRow[] = [];
  const flush = async () => {
    // A key twice in one batch would make the upsert touch a row twice: the later line wins.
    const unique = [...new Map(batch.map((r) => [r.address_key, r])).values()];
    const { inserted, updated } = await upsertPropertyRecords(db, unique);
    summary.inserted += inserted;
    summary.updated += updated;
    batch = [];
  };
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    summary.read++;
    try {
      batch.push(recordRow(record, asOf));
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      summary.skipped.push({ line: info.lines, reason: error.message });
    }
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return summary;
}
