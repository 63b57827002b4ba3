import type { Queryable } from '../../db/database.ts';
import type { ListingEvent } from './schemas.ts';

/**
 * The SQL of listing history (rules in listingHistory.ts). The listing upsert (listingsWriteRepository.upsertListings) takes
 * the pieces below into its one statement per batch, so a large import records its events set-based, in the same statement:
 * - HISTORY_SET_SQL, the ON CONFLICT DO UPDATE clauses that keep the denormalised columns (every right-hand side of an
 *   UPDATE reads the row before the update: `l` is the old row, `excluded` the incoming one);
 * - historyEventsSql, a data-modifying CTE that inserts the events from the upsert's RETURNING rows (`up`, new values) and
 *   the rows as they were before the statement (`old`, read in the same snapshot).
 */

const DROPPED = 'excluded.list_price < l.list_price';
// Back on market: the old row's portal status (migration 010's generated `status`) was pending or off market and the
// incoming StandardStatus is one that status calls for sale (`excluded` has no generated columns).
export const HISTORY_SET_SQL = `
  status_changed_at = case when excluded.standard_status <> l.standard_status then now() else l.status_changed_at end,
  price_drop_pct = case when ${DROPPED} then (l.list_price - excluded.list_price) * 100.0 / l.list_price else l.price_drop_pct end,
  price_drop_amount = case when ${DROPPED} then l.list_price - excluded.list_price else l.price_drop_amount end,
  price_dropped_at = case when ${DROPPED} then now() else l.price_dropped_at end,
  back_on_market_at = case when excluded.standard_status in ('Active', 'ComingSoon') and l.status in ('pending', 'off_market')
    then now() else l.back_on_market_at end`;

/** The listings' state before the statement, for the keys of `incoming`. */
export const OLD_ROWS_CTE = `old as (
  select o.id, o.list_price, o.standard_status, o.auction_date from listings o where o.listing_key in (select listing_key from incoming))`;

/** The columns the upsert's RETURNING gives `up` for historyEventsSql. */
export const HISTORY_RETURNING = 'l.id, l.list_price, l.standard_status, l.auction_date, (xmax = 0) as inserted';

/**
 * Inserts the events of the upserted rows `up` (HISTORY_RETURNING) against `old`; source is `sourceParam`. An auction
 * moved from one date to another is an event; an auction date first given or taken away is not (the status says more).
 */
export const historyEventsSql = (sourceParam: string) => `events as (
  insert into listing_events (listing_id, at, kind, old_price, new_price, old_status, new_status, old_auction_date, new_auction_date, source)
  select up.id, now(), 'listed', null, up.list_price, null, up.standard_status, null::timestamptz, null::timestamptz, ${sourceParam}
    from up where up.inserted
  union all
  select up.id, now(), 'price_change', old.list_price, up.list_price, null, null, null, null, ${sourceParam}
    from up join old on old.id = up.id where not up.inserted and up.list_price <> old.list_price
  union all
  select up.id, now(), 'status_change', null, null, old.standard_status, up.standard_status, null, null, ${sourceParam}
    from up join old on old.id = up.id where not up.inserted and up.standard_status <> old.standard_status
  union all
  select up.id, now(), 'auction_date_change', null, null, null, null, old.auction_date, up.auction_date, ${sourceParam}
    from up join old on old.id = up.id
    where not up.inserted and old.auction_date is not null and up.auction_date is not null and up.auction_date <> old.auction_date)`;

/** The listing's events, newest first (at most `limit`). */
export async function listingEvents(db: Queryable, listingId: number, limit = 1000): Promise<ListingEvent[]> {
  type Row = Omit<ListingEvent, 'at' | 'old_auction_date' | 'new_auction_date'> &
    Record<'at' | 'old_auction_date' | 'new_auction_date', Date | string | null>;
  const rows = await db.query<Row>(
    `select at, kind, old_price::float8 as old_price, new_price::float8 as new_price, old_status, new_status,
       old_auction_date, new_auction_date, source
     from listing_events where listing_id = $1 order by at desc, id desc limit $2`,
    [listingId, limit],
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    ...row,
    at: iso(row.at)!,
    old_auction_date: iso(row.old_auction_date),
    new_auction_date: iso(row.new_auction_date),
  }));
}

export async function listingExists(db: Queryable, listingId: number): Promise<boolean> {
  return (await db.query('select 1 from listings where id = $1', [listingId])).length > 0;
}
