import type { ApiRequest } from '../auth/httpClient.ts';
import { HttpError } from '../auth/httpClient.ts';
import { auctionFileName, downloadParams, minimalParams, type DownloadQuery } from './downloadParams.ts';
import type { DownloadRecord, FileType } from './downloadTypes.ts';

export const INVALID_LOCATION = 'Invalid location format';
export const POLL_MS = 500;
/** A build whose rows_written has not moved for this long is given up (a server restart leaves rows in 'building'). */
export const STALL_MS = 60_000;
export const STALLED_MESSAGE = 'The file stopped building: no progress for a minute. Please try the download again.';

export interface DownloadDeps {
  request: ApiRequest;
  /** GET with the session's token, answering the body as a file (the direct auction export). */
  fetchFile: (path: string) => Promise<Blob>;
  /** Saves a link (the signed download_url) or a fetched file under a name. */
  save: (target: string | Blob, fileName: string) => void;
  onProgress?: (progress: { written: number; total: number; phase: 'building' | 'exporting' }) => void;
  sleep?: (ms: number) => Promise<void>;
  /** The clock: dates the auction export's file name and times a stalled build. */
  now?: () => Date;
  /** How long rows_written may stay still before the build is given up; STALL_MS by default. */
  stallMs?: number;
}

export interface DownloadOutcome {
  fileName: string;
  /** The history entry, absent when the direct auction export was used. */
  download?: DownloadRecord;
  retriedWithMinimalParams: boolean;
  usedAuctionExport: boolean;
}

const isInvalidLocation = (error: unknown) =>
  error instanceof HttpError && error.status === 400 && error.message.includes(INVALID_LOCATION);
/** Errors the auction export would answer the same way: bad input, auth, credits or plan limits. */
const isFinal = (error: unknown) => error instanceof HttpError && [400, 401, 402, 403].includes(error.status);

/** Runs a call with the full parameters, and once more with minimal ones if the server says 'Invalid location format'. */
async function withLocationRetry<T>(call: (params: URLSearchParams) => Promise<T>, full: URLSearchParams, minimal: URLSearchParams) {
  try {
    return { value: await call(full), retried: false };
  } catch (error) {
    if (!isInvalidLocation(error)) throw error;
    return { value: await call(minimal), retried: true };
  }
}

/** Starts the download, follows the build's progress, then saves the file; auctions fall back to the direct export. */
export async function runDownload(
  query: DownloadQuery,
  fileType: FileType,
  auction: boolean,
  deps: DownloadDeps,
): Promise<DownloadOutcome> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let started: { value: DownloadRecord; retried: boolean };
  try {
    started = await withLocationRetry(
      async (params) => (await deps.request(`/searches/properties/download?${params}`)).json as DownloadRecord,
      downloadParams(query, fileType, auction),
      minimalParams(query, fileType, auction),
    );
  } catch (error) {
    if (!auction || isFinal(error)) throw error;
    return auctionExport(query, fileType, deps);
  }
  const now = () => (deps.now?.() ?? new Date()).getTime();
  const stallMs = deps.stallMs ?? STALL_MS;
  let record = started.value;
  let lastWritten = record.rows_written;
  let lastMovedAt = now();
  while (record.status === 'building') {
    deps.onProgress?.({ written: record.rows_written, total: record.row_count, phase: 'building' });
    await sleep(POLL_MS);
    record = (await deps.request(`/searches/properties/downloads/${record.id}/`)).json as DownloadRecord;
    if (record.rows_written !== lastWritten) {
      lastWritten = record.rows_written;
      lastMovedAt = now();
    } else if (record.status === 'building' && now() - lastMovedAt >= stallMs) {
      throw new Error(STALLED_MESSAGE);
    }
  }
  if (record.status === 'failed' || !record.download_url) throw new Error(record.error ?? 'The file could not be built.');
  deps.onProgress?.({ written: record.row_count, total: record.row_count, phase: 'building' });
  deps.save(record.download_url, record.file_name);
  return { fileName: record.file_name, download: record, retriedWithMinimalParams: started.retried, usedAuctionExport: false };
}

async function auctionExport(query: DownloadQuery, fileType: FileType, deps: DownloadDeps): Promise<DownloadOutcome> {
  deps.onProgress?.({ written: 0, total: 0, phase: 'exporting' });
  const { value: blob, retried } = await withLocationRetry(
    (params) => deps.fetchFile(`/properties/auction/export?${params}`),
    downloadParams(query, fileType, true, 'export_format'),
    minimalParams(query, fileType, true, 'export_format'),
  );
  const fileName = auctionFileName(fileType, deps.now?.());
  deps.save(blob, fileName);
  return { fileName, retriedWithMinimalParams: retried, usedAuctionExport: true };
}
