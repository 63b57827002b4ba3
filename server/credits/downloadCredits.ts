import type { DownloadSettings } from '../config.ts';

/**
 * Download costs and limits, beside the search costs (creditsRepository.ts: a results page costs
 * CREDITS_PER_RESULTS_PAGE). A download costs one credit per started block of rows; an empty one is free,
 * and downloading a stored file again costs nothing.
 */
export const ROWS_PER_DOWNLOAD_CREDIT = 1_000;

export const downloadCreditCost = (rows: number) => (rows <= 0 ? 0 : Math.ceil(rows / ROWS_PER_DOWNLOAD_CREDIT));

/**
 * Rows one download may hold under the user's plan. Plans do not carry their own limit yet, so every plan has
 * the configured one (DOWNLOAD_ROW_LIMIT); the subscription domain will answer per plan here.
 */
export async function downloadRowLimit(_userId: number, settings: Pick<DownloadSettings, 'rowLimit'>): Promise<number> {
  return settings.rowLimit;
}

export const rowLimitExceeded = (rows: number, limit: number) =>
  `This search matches ${rows.toLocaleString('en-US')} properties; your plan allows up to ${limit.toLocaleString('en-US')} rows per download. ` +
  'Add filters to narrow the search, or upgrade your plan.';

export const notEnoughDownloadCredits = (cost: number) =>
  `This download needs ${cost} credit${cost === 1 ? '' : 's'} and you do not have enough credits left. Upgrade your plan or wait for your credits to renew.`;
