import type { Queryable } from '../../db/database.ts';
import type { ListingRow } from '../listingRow.ts';
import { FACT_COLUMNS } from '../listingsWriteRepository.ts';

/** A feed's checkpoint (migration 144), as the sync and the operator's status read it. */
export interface FeedStateRow {
  feed_id: string;
  high_water: string | null;
  cursor: string | null;
  run_since: string | null;
  run_high_water: string | null;
  pending_postal_codes: string[];
  pages: number;
  received: number;
  inserted: number;
  updated: number;
  off_market: number;
  skipped: number;
  recent_skips: { key: string | null; reason: string; at: string }[];
  status: 'idle' | 'running' | 'failed';
  last_error: string | null;
  last_error_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  last_page_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
}

/** What one page adds to the run's counts. */
export interface PageCounts {
  received: number;
  inserted: number;
  updated: number;
  offMarket: number;
  skipped: number;
}

/** Skipped records kept for the operator. */
const RECENT_SKIPS = 20;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
const SELECT = `select feed_id, high_water, cursor, run_since, run_high_water, pending_postal_codes, pages, received, inserted, updated,
  off_market, skipped, recent_skips, status, last_error, last_error_at, started_at, finished_at, last_page_at, lease_owner, lease_until
  from feed_state`;

function normalised(row: Record<string, unknown>): FeedStateRow {
  const out = { ...row } as unknown as FeedStateRow;
  for (const column of [
    'high_water',
    'run_since',
    'run_high_water',
    'last_error_at',
    'started_at',
    'finished_at',
    'last_page_at',
    'lease_until',
  ] as const)
    out[column] = iso(row[column]);
  return out;
}

export async function readFeedState(db: Queryable, feedId: string): Promise<FeedStateRow | null> {
  const [row] = await db.query<Record<string, unknown>>(`${SELECT} where feed_id = $1`, [feedId]);
  return row ? normalised(row) : null;
}

/**
 * Takes the feed's lease for `owner` for `seconds` (creating the feed's row on first use) when no other holder's lease is
 * running; answers the state then, or null when another sync holds it.
 */
export async function acquireLease(db: Queryable, feedId: string, owner: string, seconds: number): Promise<FeedStateRow | null> {
  await db.query('insert into feed_state (feed_id) values ($1) on conflict do nothing', [feedId]);
  const [row] = await db.query<Record<string, unknown>>(
    `update feed_state set lease_owner = $2, lease_until = now() + make_interval(secs => $3)
     where feed_id = $1 and (lease_owner is null or lease_owner = $2 or lease_until < now())
     returning feed_id`,
    [feedId, owner, seconds],
  );
  return row ? readFeedState(db, feedId) : null;
}

/** Keeps the lease through a long step between pages (the metrics of a large replication). */
export async function renewLease(db: Queryable, feedId: string, owner: string, seconds: number): Promise<void> {
  await db.query('update feed_state set lease_until = now() + make_interval(secs => $3) where feed_id = $1 and lease_owner = $2', [
    feedId,
    owner,
    seconds,
  ]);
}

export async function releaseLease(db: Queryable, feedId: string, owner: string): Promise<void> {
  await db.query('update feed_state set lease_owner = null, lease_until = null where feed_id = $1 and lease_owner = $2', [feedId, owner]);
}

/** A new run: counts from zero, its first page's address as the cursor. */
export async function startRun(db: Queryable, feedId: string, owner: string, firstPage: string, since: Date | null): Promise<void> {
  await db.query(
    `update feed_state set cursor = $3, run_since = $4, run_high_water = null, pending_postal_codes = '{}', pages = 0, received = 0,
       inserted = 0, updated = 0, off_market = 0, skipped = 0, recent_skips = '[]', status = 'running', started_at = now(),
       finished_at = null, last_page_at = null
     where feed_id = $1 and lease_owner = $2`,
    [feedId, owner, firstPage, since?.toISOString() ?? null],
  );
}

/**
 * A page kept: the next page's address (null at the last), the counts, the run's latest ModificationTimestamp, the ZIP
 * codes to recompute and the skipped records; the lease renewed. Throws when the lease was lost (the page's transaction
 * is then rolled back and its listings with it).
 */
export async function savePage(
  db: Queryable,
  page: {
    feedId: string;
    owner: string;
    leaseSeconds: number;
    nextCursor: string | null;
    counts: PageCounts;
    latest: Date | null;
    postalCodes: string[];
    skips: { key: string | null; reason: string }[];
  },
): Promise<void> {
  const { counts } = page;
  const rows = await db.query(
    `update feed_state set cursor = $3, pages = pages + 1, received = received + $4, inserted = inserted + $5, updated = updated + $6,
       off_market = off_market + $7, skipped = skipped + $8,
       run_high_water = greatest(run_high_water, $9::timestamptz),
       pending_postal_codes = array(select distinct unnest(pending_postal_codes || $10::text[]) order by 1),
       recent_skips = (select coalesce(jsonb_agg(s order by n), '[]') from (
         select s, n from jsonb_array_elements(recent_skips || $11::jsonb) with ordinality as e(s, n) order by n desc limit ${RECENT_SKIPS}) k),
       last_page_at = now(), lease_until = now() + make_interval(secs => $12)
     where feed_id = $1 and lease_owner = $2 returning feed_id`,
    [
      page.feedId,
      page.owner,
      page.nextCursor ?? '',
      counts.received,
      counts.inserted,
      counts.updated,
      counts.offMarket,
      counts.skipped,
      page.latest?.toISOString() ?? null,
      page.postalCodes,
      JSON.stringify(page.skips.map((skip) => ({ ...skip, at: new Date().toISOString() }))),
      page.leaseSeconds,
    ],
  );
  if (rows.length === 0) throw new Error(`The feed ${page.feedId}'s lease was taken over by another sync; this page is not kept.`);
}

/** The run reached its last page (and its metrics are recomputed): the high-water mark moves up, the cursor is cleared. */
export async function finishRun(db: Queryable, feedId: string, owner: string): Promise<void> {
  await db.query(
    `update feed_state set high_water = greatest(high_water, run_high_water), cursor = null, pending_postal_codes = '{}',
       status = 'idle', finished_at = now(), last_error = null
     where feed_id = $1 and lease_owner = $2`,
    [feedId, owner],
  );
}

/** The run stopped on an error: kept with its cursor, so the next run resumes at the page that failed. */
export async function failRun(db: Queryable, feedId: string, owner: string, message: string): Promise<void> {
  await db.query(
    `update feed_state set status = 'failed', last_error = $3, last_error_at = now() where feed_id = $1 and lease_owner = $2`,
    [feedId, owner, message.slice(0, 2000)],
  );
}

/** The stored listings of these keys as rows to upsert again (an off-market change of a record sent by key only). */
export async function storedListingRows(db: Queryable, keys: string[]): Promise<ListingRow[]> {
  if (keys.length === 0) return [];
  // row_to_json spells dates as YYYY-MM-DD and times in ISO, as the upsert's json_populate_recordset reads them.
  const rows = await db.query<{ row: ListingRow | string }>(
    `select row_to_json(x) as row from (select listing_key, ${FACT_COLUMNS.join(', ')}, prior_days_on_market
       from listings where listing_key = any($1::text[])) x`,
    [keys],
  );
  return rows.map(({ row }) => (typeof row === 'string' ? (JSON.parse(row) as ListingRow) : row));
}

/** Keys of the listings a feed brought (their 'listed' event came from a feed) that are not off the market yet. */
export async function feedListingKeysOnMarket(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ listing_key: string }>(
    `select l.listing_key from listings l
     where l.status <> 'off_market'
       and exists (select 1 from listing_events e where e.listing_id = l.id and e.kind = 'listed' and e.source = 'feed')`,
  );
  return rows.map((row) => row.listing_key);
}

/** Listings taken off the market outside a page (the deletion check after a full replication): added to the run's count. */
export async function addOffMarket(db: Queryable, feedId: string, owner: string, count: number): Promise<void> {
  await db.query('update feed_state set off_market = off_market + $3 where feed_id = $1 and lease_owner = $2', [feedId, owner, count]);
}
