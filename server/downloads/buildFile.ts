import fs from 'node:fs';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import type { DownloadRow, DownloadsRepository } from './downloadsRepository.ts';
import { rowValues, spellingOf } from './columns.ts';
import type { FileStorage } from './storage.ts';
import { FORMATS } from './writers/index.ts';

/** Rows fetched per query while a file is written: bounds memory whatever the download's size. */
export const BATCH_ROWS = 1_000;

/**
 * Writes the download's file: search rows in batches → the format's streaming writer → `<key>.part`, renamed
 * into place once complete. Progress (rows written) is recorded after every batch. Answers rows and bytes. `summary`,
 * the search in words, heads the criteria the file lists; `timeZone` is the user's, in which the PDF gives its generation time.
 */
export async function buildFile(
  download: DownloadRow,
  filters: SearchFilters,
  repository: DownloadsRepository,
  storage: FileStorage,
  summary: string,
  timeZone = 'UTC',
) {
  await storage.prepare(download.storage_key);
  const partPath = storage.partPath(download.storage_key);
  const out = fs.createWriteStream(partPath);
  let written = 0;
  const spelling = spellingOf(download.file_type);
  async function* batches() {
    while (written < download.row_count) {
      const rows = await repository.searchBatch(filters, download.user_id, written, Math.min(BATCH_ROWS, download.row_count - written));
      if (rows.length === 0) return;
      yield rows.map((row) => rowValues(row, spelling));
      written += rows.length;
      await repository.progress(download.id, written);
      if (rows.length < BATCH_ROWS) return;
    }
  }
  try {
    const doc = { title: download.name, criteria: [summary, ...download.criteria], generatedAt: new Date(download.created_at), timeZone };
    await FORMATS[download.file_type].write(out, batches(), doc);
    await fs.promises.rename(partPath, storage.path(download.storage_key));
  } catch (error) {
    out.destroy();
    await storage.remove(download.storage_key);
    throw error;
  }
  const { size } = await fs.promises.stat(storage.path(download.storage_key));
  return { rows: written, size };
}
