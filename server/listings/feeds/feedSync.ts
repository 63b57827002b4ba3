import type { FeedSettings } from '../../config.ts';
import { type Database, yieldingAfterEachStatement } from '../../db/database.ts';
import type { ListingRow } from '../listingRow.ts';
import { refreshLocations, upsertListings } from '../listingsWriteRepository.ts';
import { recomputeMetricsForPostalCodes } from '../metrics/recompute.ts';
import { offMarketVanished } from './feedDeletions.ts';
import { feedRecord, RowError, type FeedRecord } from './feedRecord.ts';
import {
  acquireLease,
  failRun,
  finishRun,
  readFeedState,
  releaseLease,
  renewLease,
  savePage,
  startRun,
  storedListingRows,
  type FeedStateRow,
  type PageCounts,
} from './feedStateRepository.ts';
import { FeedError, type ODataClient } from './odataClient.ts';

/**
 * Replication of a RESO Web API feed into listings (issue 28; docs/feeds.md). The rules:
 * - The first run replicates everything (no `$filter`); each later run asks for `ModificationTimestamp ge` the high-water
 *   mark minus OVERLAP_MS, ordered by `ModificationTimestamp,ListingKey`, `$top` RESO_PAGE_SIZE a page, following
 *   `@odata.nextLink` (on the feed's own origin only: the bearer token goes nowhere else).
 * - Each page is kept in one transaction: its listings upserted by ListingKey through the import's upsert (history events
 *   with source 'feed'), and the checkpoint (next page's address, counts, the run's latest ModificationTimestamp, ZIP codes
 *   to recompute). A run stopped anywhere resumes at the first page not kept; a page kept twice changes nothing.
 * - A record that does not map is skipped, counted and logged with its key and reason; the run goes on.
 * - An off-market StandardStatus (Delete, Withdrawn, Canceled, Expired) takes the listing off the market; sent by key only,
 *   it changes the stored listing's status (a key we never stored is passed over).
 * - After a full replication, listings the feed brought that it no longer lists (`$select=ListingKey`) go off the market
 *   (feedDeletions.ts), unless so many would that the answer looks broken.
 * - At the last page the metrics of the ZIP codes the run touched are recomputed, and only then does the high-water mark move.
 * - One sync at a time per feed, across replicas and the command line: a lease in the checkpoint, renewed after every page.
 */

/** Records modified this long before the high-water mark are asked for again (clock differences, same-instant writes). */
export const OVERLAP_MS = 5 * 60 * 1000;
/** How long a sync's lease lasts without a page kept (a replica that died frees the feed after this). */
export const LEASE_SECONDS = 10 * 60;

export interface SyncLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface SyncOptions {
  db: Database;
  feed: FeedSettings;
  client: ODataClient;
  log: SyncLogger;
  /** Who runs it (a job id, `cli-<pid>`): the lease's holder. */
  owner: string;
  /** Start over with a full replication, dropping a run in progress. */
  full?: boolean;
  /** Checked before each page: a sync stopped here resumes at the next run. */
  signal?: AbortSignal;
}

export type SyncResult = { outcome: 'busy' } | { outcome: 'finished' | 'failed'; resumed: boolean; state: FeedStateRow; error?: string };

/** The first page's address: the resource with the replication query (full when `since` is null). */
export function firstPageUrl(feed: FeedSettings, since: Date | null): string {
  const query = [
    ...(since ? [`$filter=${encodeURIComponent(`ModificationTimestamp ge ${since.toISOString()}`)}`] : []),
    `$orderby=${encodeURIComponent('ModificationTimestamp,ListingKey')}`,
    `$top=${feed.pageSize}`,
    ...(feed.media ? ['$expand=Media'] : []),
  ];
  return `${feed.baseUrl}/${feed.resource}?${query.join('&')}`;
}

export async function syncFeed(options: SyncOptions): Promise<SyncResult> {
  const { db, feed, owner, log } = options;
  const leased = await acquireLease(db, feed.id, owner, LEASE_SECONDS);
  if (!leased) {
    log.info({ feed: feed.id }, 'feed sync skipped: another sync holds the feed');
    return { outcome: 'busy' };
  }
  const resumed = leased.cursor !== null && !options.full;
  try {
    if (!resumed) {
      const since = options.full || !leased.high_water ? null : new Date(new Date(leased.high_water).getTime() - OVERLAP_MS);
      await startRun(db, feed.id, owner, firstPageUrl(feed, since), since);
    }
    log.info({ feed: feed.id, resumed }, resumed ? 'feed sync resumed' : 'feed sync started');
    let state = (await readFeedState(db, feed.id))!;
    while (state.cursor) {
      if (options.signal?.aborted) throw new FeedError('The sync was stopped; the next run resumes at this page.');
      await keepPage(options, state.cursor);
      state = (await readFeedState(db, feed.id))!;
    }
    // Every page is kept (cursor ''). After a full replication, the listings gone from the feed without a deletion record;
    // then the metrics of what changed, then the high-water mark.
    if (!state.run_since) await offMarketVanished(options, (next) => sameOrigin(feed, next));
    const serving = yieldingAfterEachStatement(db);
    await recomputeMetricsForPostalCodes(serving, state.pending_postal_codes, new Date(), () =>
      renewLease(db, feed.id, owner, LEASE_SECONDS),
    );
    await refreshLocations(serving);
    await finishRun(db, feed.id, owner);
    state = (await readFeedState(db, feed.id))!;
    log.info({ feed: feed.id, pages: state.pages, received: state.received, skipped: state.skipped }, 'feed sync finished');
    return { outcome: 'finished', resumed, state };
  } catch (error) {
    const message = (error as Error).message;
    await failRun(db, feed.id, owner, message);
    log.warn({ feed: feed.id, err: error }, 'feed sync failed; the next run resumes where it stopped');
    return { outcome: 'failed', resumed, state: (await readFeedState(db, feed.id))!, error: message };
  } finally {
    await releaseLease(db, feed.id, owner);
  }
}

/** A next page must be on the feed's own origin: the bearer token goes nowhere else. */
function sameOrigin(feed: FeedSettings, next: string): void {
  if (new URL(next).origin !== new URL(feed.baseUrl).origin)
    throw new FeedError(`The feed's next page is on another host (${new URL(next).origin}); refusing to send it the token.`);
}

/** Reads the page at `url` and keeps it with the checkpoint, in one transaction. */
async function keepPage({ db, feed, client, owner, log }: SyncOptions, url: string): Promise<void> {
  const page = await client.getPage(url);
  if (page.nextLink) sameOrigin(feed, page.nextLink);
  const skips: { key: string | null; reason: string }[] = [];
  // A key twice on one page: the later record wins (the upsert must not touch a row twice in one statement).
  const byKey = new Map<string, FeedRecord>();
  for (const value of page.records) {
    try {
      const record = feedRecord(value);
      byKey.set(record.key, record);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      const key = typeof (value as { ListingKey?: unknown })?.ListingKey === 'string' ? (value as { ListingKey: string }).ListingKey : null;
      skips.push({ key, reason: error.message });
      log.warn({ feed: feed.id, listingKey: key, reason: error.message }, 'feed record skipped');
    }
  }
  const records = [...byKey.values()];
  // Skipped records count toward the high-water mark too: a broken record comes again only once the MLS changes it.
  const latest = page.records.reduce<Date | null>((max, value) => {
    const stamp = Date.parse(String((value as { ModificationTimestamp?: unknown } | null)?.ModificationTimestamp ?? ''));
    return Number.isNaN(stamp) || (max && max.getTime() >= stamp) ? max : new Date(stamp);
  }, null);
  await db.transaction(async (tx) => {
    const rows: ListingRow[] = records.flatMap((r) => (r.kind === 'listing' ? [r.row] : []));
    const delisted = records.filter((r) => r.kind === 'delisted');
    const stored = new Map(
      (
        await storedListingRows(
          tx,
          delisted.map((r) => r.key),
        )
      ).map((row) => [row.listing_key, row]),
    );
    let offMarket = records.filter((r) => r.kind === 'listing' && r.offMarket).length;
    for (const record of delisted) {
      const row = stored.get(record.key);
      if (!row) continue;
      rows.push({ ...row, standard_status: record.status, off_market_date: row.off_market_date ?? record.offMarketDate });
      offMarket++;
    }
    const { inserted, updated } = await upsertListings(tx, rows, { history: 'feed' });
    const counts: PageCounts = { received: page.records.length, inserted, updated, offMarket, skipped: skips.length };
    await savePage(tx, {
      feedId: feed.id,
      owner,
      leaseSeconds: LEASE_SECONDS,
      nextCursor: page.nextLink,
      counts,
      latest,
      postalCodes: [...new Set(rows.map((r) => r.postal_code))],
      skips,
    });
  });
}
