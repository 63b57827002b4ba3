import type { FeedSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { readFeedState, type FeedStateRow } from './feedStateRepository.ts';
import { syncFeed, type SyncLogger, type SyncResult } from './feedSync.ts';
import { odataClient, redacted, type ODataClientOptions } from './odataClient.ts';
import type { FeedStatus } from './schemas.ts';

export interface FeedServiceOptions {
  db: Database;
  /** The configured feed (RESO_FEED_URL…); null: none. */
  feed: FeedSettings | null;
  /** Tests: the client's fetch, sleep and clock. */
  client?: Pick<ODataClientOptions, 'fetch' | 'sleep' | 'now' | 'maxRetryAfterSeconds'>;
}

/** The configured feed's syncs (one OData client, so its token is kept between runs) and the operator's view of them. */
export function feedService({ db, feed, client: clientOptions }: FeedServiceOptions) {
  const client = feed
    ? odataClient({
        tokenUrl: feed.tokenUrl,
        clientId: feed.clientId,
        clientSecret: feed.clientSecret,
        scope: feed.scope,
        ...clientOptions,
      })
    : null;
  const configured = (id: string) => {
    if (!feed || feed.id !== id) throw notFound('No such feed.');
    return feed;
  };

  return {
    feed,
    /** Runs one sync of the feed now (a job, or the command line); 'busy' when another holds it. */
    sync(options: { owner: string; log: SyncLogger; full?: boolean; signal?: AbortSignal }): Promise<SyncResult> {
      if (!feed || !client) throw new Error('No feed is configured (RESO_FEED_URL).');
      return syncFeed({ db, feed, client, ...options });
    },
    configured,
    /** A run was left with pages (or its last step) to do: a start resumes it at once rather than at the next slot. */
    async hasRunInProgress(): Promise<boolean> {
      return feed ? ((await readFeedState(db, feed.id))?.cursor ?? null) !== null : false;
    },
    async statuses(): Promise<FeedStatus[]> {
      if (!feed) return [];
      return [statusOf(feed, await readFeedState(db, feed.id))];
    },
  };
}
export type FeedService = ReturnType<typeof feedService>;

function statusOf(feed: FeedSettings, state: FeedStateRow | null): FeedStatus {
  const leased = Boolean(state?.lease_until && new Date(state.lease_until) > new Date());
  return {
    id: feed.id,
    url: redacted(`${feed.baseUrl}/${feed.resource}`),
    media: feed.media,
    sync_minutes: feed.syncMinutes,
    status: !state || !state.started_at ? 'never_run' : leased ? 'running' : state.status === 'running' ? 'interrupted' : state.status,
    in_progress: state?.cursor !== null && state?.cursor !== undefined,
    full_replication: Boolean(state?.started_at) && !state?.run_since,
    high_water: state?.high_water ?? null,
    run_since: state?.run_since ?? null,
    started_at: state?.started_at ?? null,
    finished_at: state?.finished_at ?? null,
    last_page_at: state?.last_page_at ?? null,
    counts: {
      pages: state?.pages ?? 0,
      received: state?.received ?? 0,
      inserted: state?.inserted ?? 0,
      updated: state?.updated ?? 0,
      off_market: state?.off_market ?? 0,
      skipped: state?.skipped ?? 0,
    },
    recent_skips: [...(state?.recent_skips ?? [])].reverse(),
    last_error: state?.last_error ?? null,
    last_error_at: state?.last_error_at ?? null,
  };
}
