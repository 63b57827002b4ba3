import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Credits } from '../credits/credits.ts';
import type { ApiChannel } from '../credits/ledger.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { readSearchQuery } from '../listings/search/filter/readQuery.ts';
import { searchFiltersOf } from '../listings/search/searchQuery.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { creditsRepository } from '../credits/creditsRepository.ts';
import { userTimeZone } from '../credits/usagePeriod.ts';
import { downloadEntry, downloadPassKey, downloadRefundEntry, notEnoughDownloadCredits } from './downloadCharges.ts';
import type { DownloadRow, DownloadsRepository, FailedBuild } from './downloadsRepository.ts';
import { buildFile } from './buildFile.ts';
import { describeCriteria, searchSummary } from './criteria.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';
import { downloadStorageKey } from './storage.ts';
import { downloadPricing, type DownloadAsked } from './downloadPricing.ts';
import { FORMATS } from './writers/index.ts';

/** Files one replica builds at once; further downloads wait in the queue (still 'building', 0 rows written). */
export const CONCURRENT_BUILDS = 2;
/** Claims of one build: the first and three takeovers after its replica died. A build that keeps dying is refunded. */
export const MAX_BUILD_ATTEMPTS = 4;
/**
 * How long the queue lets one try of a build run. pg-boss 10 cannot extend a running try (no heartbeat), so a try that
 * expired at JOB_STALL_SECONDS would be retried while still building. A dead replica's build is found sooner anyway: its
 * lease (renewed with each batch) lapses after JOB_STALL_SECONDS and the recover sweep queues it again.
 */
export const BUILD_TRY_SECONDS = 3600;
/** How long a request answering the file at once (the auction export) waits for its build, wherever it runs. */
export const SETTLE_TIMEOUT_MS = 120_000;
/** How often such a request looks whether the build ended. */
const SETTLE_POLL_MS = 100;

/** Queue names of the download jobs. */
export const DOWNLOAD_JOBS = { build: 'downloads.build', recover: 'downloads.recover-stalled' } as const;

export interface BuildJob {
  downloadId: number;
}

const BUILD_FAILED = 'The file could not be built. Your credits were refunded; please try again.';
const BUILD_ABANDONED = 'The file could not be built: its build was interrupted too often. Your credits were refunded; please try again.';

/** Thrown by a try whose build another try holds a live lease on: the queue retries it later (or it finds the build ended). */
export class StillBuildingElsewhere extends Error {
  constructor(id: number) {
    super(`download ${id} is still building elsewhere`);
  }
}

/** A try that lost its lease (another took the build over): it stops writing; the other's file is the one kept. */
class LeaseLost extends Error {}

export interface StartDownload extends DownloadAsked {
  /** Set when the download is made through the developer API: the charge is an 'api' ledger row naming the key. */
  via?: ApiChannel | null;
  /** The request that asked: its id follows the build job into its log lines. */
  requestId?: string;
}

/** The settings a download obeys: the row limit, the search time-out of its count, the queue's stall and sweep times. */
export type DownloadServiceSettings = Pick<ServerConfig, 'downloads' | 'search' | 'jobs'>;

/** The logger the service writes to: the app's, or a job's (which names the job and the request that queued it). */
type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

export function downloadService(
  db: Database,
  repository: DownloadsRepository,
  storage: ObjectStorage,
  log: Log,
  settings: DownloadServiceSettings,
  credits: Credits,
  jobs: Pick<JobQueue, 'send' | 'wake'>,
) {
  const pricing = downloadPricing(db, settings, credits);
  const accounts = creditsRepository(db);
  const leaseSeconds = settings.jobs.stallSeconds;

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

  /** Fails a build and refunds its charge in one transaction; removes what it stored. */
  async function failBuild(fail: (tx: Queryable) => Promise<FailedBuild[]>, why: string) {
    const failed = await db.transaction(async (tx) => refund(tx, await fail(tx), why));
    await Promise.all(failed.map((d) => storage.remove(d.storage_key)));
    return failed;
  }

  /**
   * One try of a download's build job, on whichever replica took it: claims the download's row (a lease renewed with
   * each batch), writes the file whole under its key, and marks it ready. A build that fails is marked failed and
   * refunded; one whose lease another live try holds is left to it (the queue retries this job later); one taken over
   * too often is failed and refunded.
   */
  async function runBuild({ downloadId }: BuildJob, jobLog: Log = log): Promise<void> {
    // Names the replica (host and process) as well as the try: an operator (or a test) sees where a build runs.
    const token = `${hostname()}:${process.pid}:${randomUUID()}`;
    const claim = await repository.claim(downloadId, token, leaseSeconds);
    if (claim.state === 'ended') return;
    if (claim.state === 'held') throw new StillBuildingElsewhere(downloadId);
    const { download, attempts } = claim;
    if (attempts > MAX_BUILD_ATTEMPTS) {
      jobLog.error({ download: downloadId, attempts }, 'download build interrupted too often: failed and refunded');
      await failBuild((tx) => repository.fail(tx, downloadId, BUILD_ABANDONED, token), 'interrupted');
      return;
    }
    if (attempts > 1) {
      jobLog.warn({ download: downloadId, attempts }, 'taking over a download build whose replica stopped');
      // What the stopped try left (a half-written part file) goes; the build is written again whole.
      await storage.remove(download.storage_key);
    }
    try {
      const read = readSearchQuery(download.query);
      const filters = searchFiltersOf(read, { auctionList: download.is_auction });
      // The PDF tells when it was made in the user's own time zone.
      const timeZone = userTimeZone(await accounts.accountHolder(download.user_id));
      const progress = async (rows: number) => {
        if (!(await repository.progress(downloadId, rows, token, leaseSeconds))) throw new LeaseLost();
      };
      const { rows, size } = await buildFile(download, filters, repository, storage, searchSummary(read, filters), timeZone, progress);
      if (!(await repository.complete(downloadId, rows, size, token)))
        jobLog.warn({ download: downloadId }, 'download build finished after a takeover');
    } catch (error) {
      if (error instanceof LeaseLost) {
        jobLog.warn({ download: downloadId }, 'download build taken over by another replica: this try stops');
        return;
      }
      jobLog.error({ err: error, download: downloadId }, 'download build failed');
      try {
        await failBuild((tx) => repository.fail(tx, downloadId, BUILD_FAILED, token), 'failed');
      } catch (failure) {
        // Thrown on: the queue retries the job, whose next try claims the build once this try's lease lapses.
        jobLog.error({ err: failure, download: downloadId }, 'download build could not be marked failed or refunded');
        throw failure;
      }
    }
  }

  return {
    /** Validates, checks the plan's row limit, charges the credits and starts building; answers the new record at once. */
    async start({ userId, query, fileType, auctionList, via, requestId }: StartDownload): Promise<DownloadRow> {
      const { read, filters, rows, name, fullCost, pass } = await pricing.priceOf({ userId, query, fileType, auctionList });
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
        // Its build job commits with it: a download is never left without one, nor a job without its download.
        await jobs.send<BuildJob>(DOWNLOAD_JOBS.build, { downloadId: created.id }, { singletonKey: String(created.id), requestId, tx });
        if (fullCost === 0) return created;
        // The record and its charge (nothing while the file's pass is paid) commit together: a 402 rolls the record back.
        // Stored first, so the ledger row can point at its entry in the history.
        const spent = await credits.charge({ userId, cost: fullCost, entry: downloadEntry(created), via, pass, tx });
        if (spent === null) throw notEnoughDownloadCredits(fullCost);
        return spent.charged === fullCost ? created : repository.setCharged(tx, created.id, spent.charged);
      });
      jobs.wake(DOWNLOAD_JOBS.build);
      return download;
    },

    /**
     * Waits for the download's build to end, on whichever replica it runs (watching its row), then answers the current
     * record; 409 when it is still building after `timeoutMs`.
     */
    async settled(download: DownloadRow, timeoutMs = SETTLE_TIMEOUT_MS): Promise<DownloadRow> {
      const deadline = Date.now() + timeoutMs;
      let current = download;
      while (current.status === 'building') {
        if (Date.now() >= deadline) throw new ApiError(409, 'The file is still being built. Find it in your download history in a moment.');
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
        current = (await repository.find(download.id)) ?? current;
      }
      return current;
    },

    /** The storage key of a finished download's file, or the reason there is none. */
    fileOf(download: DownloadRow): string {
      if (download.status === 'failed') throw new ApiError(410, download.error ?? 'This download failed.');
      if (download.status === 'building') throw new ApiError(409, 'The file is still being built. Try again in a moment.');
      return download.storage_key;
    },

    runBuild,

    /**
     * Takes up builds nobody works on (their replica died: the lease lapsed; or their job was lost): queued again, to be
     * taken over by any replica, or failed and refunded once taken over too often. `all`: every unfinished build counts as
     * such (the embedded database at start: its one owner, this process, builds nothing yet). Answers how many.
     */
    async recoverStalled({ all = false }: { all?: boolean } = {}): Promise<number> {
      const stalled = all ? await repository.lapseAllLeases() : await repository.stalledBuilds(leaseSeconds);
      for (const { id, attempts } of stalled) {
        if (attempts >= MAX_BUILD_ATTEMPTS) {
          const failed = await failBuild((tx) => repository.failStalled(tx, id, BUILD_ABANDONED), 'interrupted');
          if (failed.length) log.error({ download: id, attempts }, 'download build interrupted too often: failed and refunded');
        } else {
          // A job may still wait for it (a retry): a second one is harmless, the lease lets one try build.
          await jobs.send<BuildJob>(DOWNLOAD_JOBS.build, { downloadId: id }, { singletonKey: String(id) });
        }
      }
      if (stalled.length) log.warn({ count: stalled.length }, 'stalled download builds taken up again');
      return stalled.length;
    },
  };
}
export type DownloadService = ReturnType<typeof downloadService>;

/**
 * Download builds on the job queue: 'downloads.build' (CONCURRENT_BUILDS at once per replica) and the periodic
 * 'downloads.recover-stalled', which queues again the builds whose lease lapsed (their replica died) for any replica. On the embedded database (one owner) interrupted builds are taken up at once at start.
 */
export async function startDownloadJobs(jobs: JobQueue, service: DownloadService, settings: DownloadServiceSettings, soleOwner: boolean) {
  const stall = settings.jobs.stallSeconds;
  await jobs.define<BuildJob>(
    DOWNLOAD_JOBS.build,
    {
      policy: 'short',
      concurrency: CONCURRENT_BUILDS,
      expireInSeconds: Math.max(stall, BUILD_TRY_SECONDS),
      retryDelaySeconds: stall,
      retryLimit: 6,
    },
    ({ data, log }) => service.runBuild(data, log),
  );
  await jobs.every(DOWNLOAD_JOBS.recover, settings.jobs.sweepSeconds, async () => {
    await service.recoverStalled();
  });
  if (soleOwner) await service.recoverStalled({ all: true });
}
