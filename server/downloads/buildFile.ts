import { PassThrough } from 'node:stream';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import type { DownloadRow, DownloadsRepository } from './downloadsRepository.ts';
import { rowValues, spellingOf } from './columns.ts';
import { FORMATS } from './writers/index.ts';

/** Rows fetched per query while a file is written: bounds memory whatever the download's size. */
export const BATCH_ROWS = 1_000;

/** Called after each batch with the rows written so far (the build's progress, and its sign of life). */
export type BuildProgress = (rowsWritten: number) => Promise<void>;

/**
 * Writes the download's file: search rows in batches → the format's streaming writer → object storage under the
 * download's key, which shows the file only once it is complete (a build run again rewrites it whole). `progress` is
 * called after every batch. Answers rows and bytes. `summary`, the search in words, heads the criteria the file lists;
 * `timeZone` is the user's, in which the PDF gives its generation time.
 */
export async function buildFile(
  download: DownloadRow,
  filters: SearchFilters,
  repository: Pick<DownloadsRepository, 'searchBatch'>,
  storage: ObjectStorage,
  summary: string,
  timeZone: string,
  progress: BuildProgress,
) {
  let written = 0;
  const spelling = spellingOf(download.file_type);
  const out = new PassThrough();
  async function* batches() {
    while (written < download.row_count) {
      // The upload failed: stop fetching rows for a file nobody will store.
      if (out.destroyed) throw new Error('the file could not be stored');
      const rows = await repository.searchBatch(filters, download.user_id, written, Math.min(BATCH_ROWS, download.row_count - written));
      if (rows.length === 0) return;
      yield rows.map((row) => rowValues(row, spelling));
      written += rows.length;
      await progress(written);
      if (rows.length < BATCH_ROWS) return;
    }
  }
  const doc = { title: download.name, criteria: [summary, ...download.criteria], generatedAt: new Date(download.created_at), timeZone };
  const writing = FORMATS[download.file_type].write(out, batches(), doc);
  const storing = storage.put(download.storage_key, out);
  // A failed writer fails the upload (nothing is stored), and a failed upload stops the writer; each failure is reported
  // through its promise, not as the stream's 'error' event.
  out.on('error', () => {});
  writing.catch((error: unknown) => out.destroy(error as Error));
  storing.catch((error: unknown) => out.destroy(error as Error));
  const [, { size }] = await Promise.all([writing, storing]);
  return { rows: written, size };
}
