import { planDownloadRowLimit } from '../billing/access.ts';
import type { Queryable } from '../db/database.ts';
import { envNumber } from '../lib/envNumber.ts';

/**
 * Download costs and limits, beside the search costs (creditsRepository.ts: a results page costs
 * CREDITS_PER_RESULTS_PAGE). A download costs one credit per started block of rows; an empty one is free,
 * and downloading a stored file again costs nothing.
 */
export const ROWS_PER_DOWNLOAD_CREDIT = 1_000;
export const DEFAULT_DOWNLOAD_ROW_LIMIT = 10_000;

export const downloadCreditCost = (rows: number) => (rows <= 0 ? 0 : Math.ceil(rows / ROWS_PER_DOWNLOAD_CREDIT));

/**
 * Rows one download may hold: the paid plan's download_row_limit (server/billing); on the free trial or without a plan
 * the default (DOWNLOAD_ROW_LIMIT overrides it).
 */
export async function downloadRowLimit(db: Queryable, userId: number, now: Date = new Date()): Promise<number> {
  return (await planDownloadRowLimit(db, userId, now)) ?? defaultDownloadRowLimit();
}

export const defaultDownloadRowLimit = () => envNumber('DOWNLOAD_ROW_LIMIT', DEFAULT_DOWNLOAD_ROW_LIMIT, { min: 1 });

export const rowLimitExceeded = (rows: number, limit: number) =>
  `This search matches ${rows.toLocaleString('en-US')} properties; your plan allows up to ${limit.toLocaleString('en-US')} rows per download. ` +
  'Add filters to narrow the search, or upgrade your plan.';

export const notEnoughDownloadCredits = (cost: number) =>
  `This download needs ${cost} credit${cost === 1 ? '' : 's'} and you do not have enough credits left. Upgrade your plan or wait for your credits to renew.`;
