import { planDownloadRowLimit } from '../billing/access.ts';
import type { DownloadSettings } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { LedgerEntry } from '../credits/ledger.ts';
import { outOfCredits } from '../lib/errors.ts';
import { searchFingerprint } from '../listings/search/searchCharge.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';

/**
 * What downloads cost and may hold: one credit per started block of rows (an empty one is free; downloading a stored file
 * again costs nothing), and the words of their ledger rows.
 */
export const ROWS_PER_DOWNLOAD_CREDIT = 1_000;

export const downloadCreditCost = (rows: number) => (rows <= 0 ? 0 : Math.ceil(rows / ROWS_PER_DOWNLOAD_CREDIT));

/**
 * How long a paid file stays paid: the same search's rows in the same format, downloaded again within this window, cost
 * nothing (the same window as a search's pass, so the passes of both expire together).
 */
export const DOWNLOAD_PASS_HOURS = 24;
export const DOWNLOAD_PASS_MS = DOWNLOAD_PASS_HOURS * 3_600_000;

/** The pass key of a file: its format, its row count and the search's filter set (the order of its rows aside). */
export const downloadPassKey = (filters: SearchFilters, fileType: string, rows: number) =>
  `download:${fileType}:${rows}:${searchFingerprint(filters)}`;

export const downloadFreeReason = (fileType: string) =>
  `You downloaded these rows as ${formatLabel(fileType)} within the last ${DOWNLOAD_PASS_HOURS} hours, so this file costs nothing.`;
export const EMPTY_DOWNLOAD_FREE = 'Nothing matches this search, so the file is empty and costs nothing.';

/**
 * Rows one download may hold: the paid plan's download_row_limit (server/billing); on the free trial or without a plan
 * the configured default (DOWNLOAD_ROW_LIMIT).
 */
export async function downloadRowLimit(
  db: Queryable,
  userId: number,
  settings: Pick<DownloadSettings, 'rowLimit'>,
  now: Date = new Date(),
): Promise<number> {
  return (await planDownloadRowLimit(db, userId, now)) ?? settings.rowLimit;
}

export const rowLimitExceeded = (rows: number, limit: number) =>
  `This search matches ${rows.toLocaleString('en-US')} properties; your plan allows up to ${limit.toLocaleString('en-US')} rows per download. ` +
  'Add filters to narrow the search, or upgrade your plan.';

export const notEnoughDownloadCredits = (cost: number) =>
  outOfCredits(`This download needs ${cost} credit${cost === 1 ? '' : 's'} and you do not have enough credits left.`);

/** Where a download's ledger rows point. */
export const DOWNLOAD_HISTORY_LINK = '/products/usage/download-history';
const FORMAT_LABELS: Record<string, string> = { excel: 'Excel', pdf: 'PDF', csv: 'CSV', json: 'JSON' };
const STATUS_LABELS: Record<string, string> = { building: 'Building', ready: 'Ready', failed: 'Failed' };
/** A download's status in words (the team's download history export). */
export const downloadStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;
/** A download's format in words (the ledger's, the team's download history). */
export const formatLabel = (fileType: string) => FORMAT_LABELS[fileType] ?? fileType;

/** The download history with one entry picked out: where a download's own ledger row points. */
export const downloadLink = (id: number) => `${DOWNLOAD_HISTORY_LINK}?download=${id}`;

/** The ledger row of a download: its name, format and size, pointing at its entry in the history once it has an id. */
export function downloadEntry(d: { id?: number; name: string; file_type: string; row_count: number }): LedgerEntry {
  const rows = `${d.row_count.toLocaleString('en-US')} row${d.row_count === 1 ? '' : 's'}`;
  return {
    kind: 'download',
    description: `Download: ${d.name} (${formatLabel(d.file_type)}, ${rows})`,
    link: d.id === undefined ? DOWNLOAD_HISTORY_LINK : downloadLink(d.id),
  };
}

/** The ledger row giving back a download's credits. */
export function downloadRefundEntry(d: { name: string; file_type: string }, why: string): LedgerEntry {
  return {
    kind: 'refund',
    description: `Refund: download ${d.name} (${formatLabel(d.file_type)}) ${why}`,
    link: DOWNLOAD_HISTORY_LINK,
  };
}
