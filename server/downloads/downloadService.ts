import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../credits/clock.ts';
import { credits as creditsDomain } from '../credits/credits.ts';
import { chargedVia, type ApiChannel } from '../credits/ledger.ts';
import { downloadEntry } from '../credits/downloadCredits.ts';
import { downloadCreditCost, downloadRowLimit, notEnoughDownloadCredits, rowLimitExceeded } from '../credits/downloadCredits.ts';
import { ApiError, badRequest, paymentRequired } from '../lib/errors.ts';
import { parseSearchQuery } from '../listings/search/searchQuery.ts';
import type { DownloadRow, DownloadsRepository } from './downloadsRepository.ts';
import { searchRepository } from '../listings/search/searchRepository.ts';
import { buildFile } from './buildFile.ts';
import { defaultName, describeCriteria } from './criteria.ts';
import type { FileStorage } from './storage.ts';
import { FORMATS, type FileType } from './writers/index.ts';

/** Files built at once by this process; further downloads wait their turn (still 'building', 0 rows written). */
const CONCURRENT_BUILDS = 2;

export interface StartDownload {
  userId: number;
  /** The search fields as the client sent them (stored with the download). */
  query: Record<string, unknown>;
  fileType: FileType;
  auctionList: boolean;
  /** Set when the download is made through the developer API: the charge is an 'api' ledger row naming the key. */
  via?: ApiChannel | null;
}

/** The settings a download obeys: the row limit, the search time-out of its count, a new account's credits. */
export type DownloadServiceSettings = Pick<ServerConfig, 'downloads' | 'search' | 'credits'>;

export function downloadService(
  db: Database,
  repository: DownloadsRepository,
  storage: FileStorage,
  log: FastifyBaseLogger,
  settings: DownloadServiceSettings,
  clock?: Clock,
) {
  const search = searchRepository(db, settings.search);
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

  async function build(download: DownloadRow, filters: ReturnType<typeof parseSearchQuery>) {
    await slot();
    try {
      const { rows, size } = await buildFile(download, filters, repository, storage);
      await repository.complete(download.id, rows, size);
    } catch (error) {
      log.error({ err: error, download: download.id }, 'download build failed');
      await repository.fail(download.id, 'The file could not be built. Your credits were refunded; please try again.');
    } finally {
      release();
    }
  }

  return {
    /** Validates, checks the plan's row limit, charges the credits and starts building; answers the new record at once. */
    async start({ userId, query, fileType, auctionList, via }: StartDownload): Promise<DownloadRow> {
      const filters = parseSearchQuery(query, { auctionList });
      const rows = await search.count(filters);
      const limit = await downloadRowLimit(db, userId, settings.downloads, clock?.());
      if (rows > limit) throw badRequest(rowLimitExceeded(rows, limit), { row_limit: [`At most ${limit} rows per download.`] });
      const cost = downloadCreditCost(rows);
      const now = clock?.() ?? new Date();
      const download = await db.transaction(async (tx) => {
        const credits = creditsDomain(tx, clock, settings.credits.startingCredits);
        await credits.balance(userId);
        const created = await repository.create(tx, {
          user_id: userId,
          name: defaultName(filters, now),
          file_type: fileType,
          is_auction: filters.auction === true,
          query,
          criteria: describeCriteria(query, filters),
          row_count: rows,
          storage_key: storage.newKey(userId, FORMATS[fileType].extension),
          credits_charged: cost,
        });
        // The record and its charge commit together: a 402 rolls the record back.
        if (cost > 0 && (await credits.spend(userId, cost, chargedVia(downloadEntry(created), via))) === null)
          throw paymentRequired(notEnoughDownloadCredits(cost));
        return created;
      });
      // Nobody awaits the job but settled()/close(): a failure to record the failure (or the refund) is logged, not left unhandled.
      const job = build(download, filters)
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

    /** The stored file of a finished download, or the reason there is none. */
    fileOf(download: DownloadRow): string {
      if (download.status === 'failed') throw new ApiError(410, download.error ?? 'This download failed.');
      if (download.status === 'building') throw new ApiError(409, 'The file is still being built. Try again in a moment.');
      return storage.path(download.storage_key);
    },

    /**
     * Ends builds a crash or kill interrupted: failed, refunded, their half-written `.part` files removed. At start with
     * `all` (the embedded database has one owner, so nothing else is building), and every minute on a shared PostgreSQL
     * for builds that stopped making progress.
     */
    async recoverInterrupted({ all }: { all: boolean }): Promise<number> {
      const keys = await repository.failInterrupted({ all });
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
