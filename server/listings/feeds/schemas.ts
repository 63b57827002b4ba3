import { Type, type Static } from 'typebox';
import { Nullable } from '../search/schemas.ts';

const Time = (description: string) => Nullable(Type.String({ format: 'date-time', description }));
const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** A feed's status in words, as the operators' screen shows it. */
export const FEED_STATUS_LABELS = {
  never_run: 'Never run',
  idle: 'Up to date',
  running: 'Syncing',
  failed: 'Failed',
  interrupted: 'Interrupted',
} as const;

/** A feed as its operator sees it (GET /api/feeds/): where it reads, how far it is, its counts and its last error. */
export const FeedStatus = Type.Object({
  id: Type.String({ description: 'The feed’s name (RESO_FEED_ID)' }),
  url: Type.String({ description: 'The resource replicated (RESO_FEED_URL and RESO_RESOURCE)' }),
  media: Type.Boolean({ description: 'Whether photos are asked for ($expand=Media)' }),
  sync_minutes: Type.Integer({ description: 'How often an incremental sync runs' }),
  status: Type.Union(
    [Type.Literal('never_run'), Type.Literal('idle'), Type.Literal('running'), Type.Literal('failed'), Type.Literal('interrupted')],
    {
      description:
        'never_run; idle (the last run finished); running (a sync holds the feed now); failed (the last run stopped on an error); interrupted (its process stopped mid-run). A failed or interrupted run resumes at its next run.',
    },
  ),
  in_progress: Type.Boolean({ description: 'A run has pages still to read (it resumes where it stopped)' }),
  full_replication: Type.Boolean({
    description: 'The run in progress, or the last one, replicated everything (no ModificationTimestamp bound)',
  }),
  high_water: Time('Every record modified up to this ModificationTimestamp is kept; null before the first full replication finishes'),
  run_since: Time('The lower ModificationTimestamp bound of the run in progress or the last one'),
  started_at: Time('When the run in progress or the last one started'),
  finished_at: Time('When the last run finished'),
  last_page_at: Time('When the last page was kept'),
  counts: Type.Object(
    {
      pages: Count('Pages kept'),
      received: Count('Records received'),
      inserted: Count('New listings'),
      updated: Count('Listings updated'),
      off_market: Count('Listings taken off the market (Delete, Withdrawn, Canceled, Expired)'),
      skipped: Count('Records skipped as malformed'),
    },
    { description: 'Of the run in progress, or the last one' },
  ),
  recent_skips: Type.Array(Type.Object({ key: Nullable(Type.String()), reason: Type.String(), at: Type.String({ format: 'date-time' }) }), {
    description: 'The last skipped records (at most 20), newest first',
  }),
  last_error: Nullable(Type.String({ description: 'Why the last run stopped, until a run finishes' })),
  last_error_at: Time('When'),
});
export type FeedStatus = Static<typeof FeedStatus>;
export const FeedStatusList = Type.Array(FeedStatus);

export const FeedParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', maxLength: 40 }) });
export const SyncQuery = Type.Object(
  { full: Type.Optional(Type.Boolean({ description: 'Replicate everything again instead of the changes since the high-water mark' })) },
  { additionalProperties: false },
);
export const SyncQueued = Type.Object({
  queued: Type.Boolean({ description: 'false: a sync of this feed is already waiting to run' }),
});
