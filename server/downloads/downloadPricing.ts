import type { Credits } from '../credits/credits.ts';
import { quoteOf } from '../credits/quote.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../lib/errors.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import { searchFiltersOf } from '../listings/search/searchQuery.ts';
import { searchRepository } from '../listings/search/searchRepository.ts';
import type { ServerConfig } from '../config.ts';
import {
  DOWNLOAD_PASS_MS,
  downloadCreditCost,
  downloadEntry,
  downloadFreeReason,
  downloadPassKey,
  EMPTY_DOWNLOAD_FREE,
  downloadRowLimit,
  rowLimitExceeded,
} from './downloadCharges.ts';
import { defaultName } from './criteria.ts';
import type { FileType } from './writers/index.ts';

/** What a download is priced from: the search as sent, the format and whether it is the auction list. */
export interface DownloadAsked {
  userId: number;
  /** The search fields as sent (a download keeps them as sent). */
  query: Record<string, unknown>;
  fileType: FileType;
  auctionList: boolean;
}

/**
 * The one price of a download, read by its quote (GET /credits/quote/) and by its charge (downloadService.start), so the
 * preview and the charge cannot differ. Needs no storage or queue: pricing builds nothing.
 */
export function downloadPricing(db: Database, settings: Pick<ServerConfig, 'downloads' | 'search'>, credits: Credits) {
  const search = searchRepository(db, settings.search);

  /**
   * Checks the plan's row limit (400), then one credit per started block of rows, or nothing while the same rows in the
   * same format are paid for (the file's pass).
   */
  async function priceOf({ userId, query, fileType, auctionList }: DownloadAsked) {
    const read = readSearchQuery(query);
    const filters = searchFiltersOf(read, { auctionList });
    const rows = await search.count(filters);
    const now = credits.now();
    const limit = await downloadRowLimit(db, userId, settings.downloads, now);
    if (rows > limit) throw badRequest(rowLimitExceeded(rows, limit), { row_limit: [`At most ${limit} rows per download.`] });
    const fullCost = downloadCreditCost(rows);
    const pass = { key: downloadPassKey(filters, fileType, rows), windowMs: DOWNLOAD_PASS_MS };
    const paidUntil = fullCost > 0 ? await credits.passPaidUntil(userId, pass.key, pass.windowMs) : null;
    const name = defaultName(filters, now);
    return { read, filters, rows, name, fullCost, cost: paidUntil ? 0 : fullCost, pass, paidUntil };
  }

  return {
    priceOf,
    /** What downloading the search in `fileType` would cost now, in the ledger's words, with the balance after it. */
    async quote(asked: DownloadAsked) {
      const [price, balance] = await Promise.all([priceOf(asked), credits.balance(asked.userId)]);
      const label = downloadEntry({ name: price.name, file_type: asked.fileType, row_count: price.rows }).description;
      const freeReason = price.rows === 0 ? EMPTY_DOWNLOAD_FREE : price.paidUntil ? downloadFreeReason(asked.fileType) : null;
      return quoteOf(
        asked.auctionList ? 'auction_download' : 'download',
        { label, cost: price.cost, freeReason, freeUntil: price.paidUntil },
        balance,
      );
    },
  };
}
export type DownloadPricing = ReturnType<typeof downloadPricing>;
