import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Credits } from '../credits/credits.ts';
import type { ApiChannel } from '../credits/ledger.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, badRequest } from '../lib/errors.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import { searchFiltersOf, type SearchFilters } from '../listings/search/searchQuery.ts';
import { searchRepository } from '../listings/search/searchRepository.ts';
import { quoteOf } from '../credits/quote.ts';
import { creditsRepository } from '../credits/creditsRepository.ts';
import { userTimeZone } from '../credits/usagePeriod.ts';
import {
  DOWNLOAD_PASS_MS,
  downloadCreditCost,
  downloadEntry,
  downloadFreeReason,
  downloadPassKey,
  EMPTY_DOWNLOAD_FREE,
  downloadRefundEntry,
  downloadRowLimit,
  notEnoughDownloadCredits,
  rowLimitExceeded,
} from './downloadCharges.ts';
import type { DownloadRow, DownloadsRepository, FailedBuild } from './downloadsRepository.ts';
import { buildFile } from './buildFile.ts';
import { defaultName, describeCriteria, searchSummary } from './criteria.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { downloadStorageKey } from './storage.ts';
import { FORMATS, type FileType } from './writers/index.ts';

/** Files built at once by this process; further downloads wait their turn (still 'building', 0 rows written). */
const CONCURRENT_BUILDS = 2;

export interface StartDownload {
  userId: number;
  /** The search fields as sent (kept with the download, as sent). */
  query: Record<string, unknown>;
  fileType: FileType;
  auctionList: boolean;
  /** Set when the download is made through the developer API: the charge is an 'api' ledger row naming the key. */
  via?: ApiChannel | null;
}

/** The settings a download obeys: the row limit and the search time-out of its count. */
export type DownloadServiceSettings = Pick<ServerConfig, 'downloads' | 'search'>;

export function downloadService(
  db: Database,
  repository: DownloadsRepository,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
  settings: DownloadServiceSettings,
  credits: Credits,
) {
  const search = searchRepository(db, settings.search);
  const accounts = creditsRepository(db);
  const inFlight = new Map<number, Promise<void>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running >= CONCURRENT_BUILDS) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  /** The pass key a failed build was charged under; null when its stored search no longer reads (nothing to release). */
  function passKeyOf(d: FailedBuild): string | null {
    try {
      return downloadPassKey(searchFiltersOf(readSearchQuery(d.query), { auctionList: d.is_auction }), d.file_type, d.row_count);
    } catch {
      return null;
    }
  }

  /** Gives back what failed builds were charged, in the transaction that failed them: the service that charged refunds. */
  async function refund(tx: Queryable, failed: FailedBuild[], why: string) {
    for (const d of failed) {
      if (d.credits_charged <= 0) continue;
      await credits.refund(d.user_id, d.credits_charged, downloadRefundEntry(d, why), tx);
      // The refunded file is no longer paid for: downloading it again costs, as its quote will say.
      const key = passKeyOf(d);
      if (key) await credits.releasePass(d.user_id, key, tx);
    }
    return failed;
  }

  async function build(download: DownloadRow, filters: SearchFilters, summary: string) {
    await slot();
    try {
      // The PDF tells when it was made in the user's own time zone.
      const timeZone = userTimeZone(await accounts.accountHolder(download.user_id));
      const { rows, size } = await buildFile(download, filters, repository, storage, summary, timeZone, (rows) =>
        repository.progress(download.id, rows),
      );
      await repository.complete(download.id, rows, size);
    } catch (error) {
      log.error({ err: error, download: download.id }, 'download build failed');
      await db.transaction(async (tx) =>
        refund(
          tx,
          await repository.fail(tx, download.id, 'The file could not be built. Your credits were refunded; please try again.'),
          'failed',
        ),
      );
    } finally {
      release();
    }
  }

  /**
   * What a download of the search in a format costs now: the one price the quote and the charge read. Checks the plan's
   * row limit (400), then one credit per started block of rows, or nothing while the same rows in the same format are
   * paid for (the file's pass).
   */
  async function priceOf(userId: number, query: Record<string, unknown>, fileType: FileType, auctionList: boolean) {
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
    /** What downloading the search in `fileType` would cost now, in the ledger's words, with the balance after it. */
    async quote({ userId, query, fileType, auctionList }: Omit<StartDownload, 'via'>) {
      const [price, balance] = await Promise.all([priceOf(userId, query, fileType, auctionList), credits.balance(userId)]);
      const label = downloadEntry({ name: price.name, file_type: fileType, row_count: price.rows }).description;
      const freeReason = price.rows === 0 ? EMPTY_DOWNLOAD_FREE : price.paidUntil ? downloadFreeReason(fileType) : null;
      return quoteOf(
        auctionList ? 'auction_download' : 'download',
        { label, cost: price.cost, freeReason, freeUntil: price.paidUntil },
        balance,
      );
    },

    /** Validates, checks the plan's row limit, charges the credits and starts building; answers the new record at once. */
    async start({ userId, query, fileType, auctionList, via }: StartDownload): Promise<DownloadRow> {
      const { read, filters, rows, name, fullCost, pass } = await priceOf(userId, query, fileType, auctionList);
      const download = await db.transaction(async (tx) => {
        const created = await repository.create(tx, {
          user_id: userId,
          name,
          file_type: fileType,
          row_count: rows,
          is_auction: filters.auction === true,
          query,
          criteria: describeCriteria(read, filters),
          storage_key: downloadStorageKey(userId, FORMATS[fileType].extension),
          credits_charged: fullCost,
        });
        if (fullCost === 0) return created;
        // The record and its charge (nothing while the file's pass is paid) commit together: a 402 rolls the record back.
        // Stored first, so the ledger row can point at its entry in the history.
        const spent = await credits.charge({ userId, cost: fullCost, entry: downloadEntry(created), via, pass, tx });
        if (spent === null) throw notEnoughDownloadCredits(fullCost);
        return spent.charged === fullCost ? created : repository.setCharged(tx, created.id, spent.charged);
      });
      // Nobody awaits the job but settled()/close(): a failure to record the failure (or the refund) is logged, not left unhandled.
      const job = build(download, filters, searchSummary(read, filters))
        .catch((error: unknown) =>
          log.error({ err: error, download: download.id }, 'download build could not be marked failed or refunded'),
        )
        .finally(() => inFlight.delete(download.id));
      inFlight.set(download.id, job);
      return download;
    },

    /** Waits for a build of this process to end, then answers the current record. */
    async settled(download: DownloadRow): Promise<DownloadRow> {
      const job = inFlight.get(download.id);
      if (!job) return download;
      await job;
      return (await repository.find(download.id)) ?? download;
    },

    /** The storage key of a finished download's file, or the reason there is none. */
    fileOf(download: DownloadRow): string {
      if (download.status === 'failed') throw new ApiError(410, download.error ?? 'This download failed.');
      if (download.status === 'building') throw new ApiError(409, 'The file is still being built. Try again in a moment.');
      return download.storage_key;
    },

    /**
     * Ends builds a crash or kill interrupted: failed, refunded, their half-written `.part` files removed. At start with
     * `all` (the embedded database has one owner, so nothing else is building), and every minute on a shared PostgreSQL
     * for builds that stopped making progress.
     */
    async recoverInterrupted({ all }: { all: boolean }): Promise<number> {
      const failed = await db.transaction(async (tx) => refund(tx, await repository.failInterrupted(tx, { all }), 'cut off by a restart'));
      const keys = failed.map((d) => d.storage_key);
      await Promise.all(keys.map((key) => storage.remove(key)));
      if (keys.length) log.warn({ count: keys.length }, 'downloads interrupted by a restart were marked failed and refunded');
      return keys.length;
    },

    async close() {
      await Promise.allSettled(inFlight.values());
    },
  };
}
export type DownloadService = ReturnType<typeof downloadService>;
