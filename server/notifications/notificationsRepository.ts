import type { Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import type { SearchMatchedChange } from '../savedSearches/savedSearchesRepository.ts';
import type { ListingChangeData, NewMatchData, NotificationKind } from './schemas.ts';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  data: ListingChangeData | NewMatchData;
  created_at: Date | string;
  read_at: Date | string | null;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A listing change just notified (of a saved property, or of a listing a saved search matches), with who to tell. */
export interface AddedListingChange {
  user_id: number;
  kind: Exclude<NotificationKind, 'new_match'>;
  data: ListingChangeData;
  email: string;
  firstname: string | null;
}

/** The history events a user is told of: price drops (not rises), status changes, auction moves. */
const NOTIFIED_EVENT = `(ev.kind in ('status_change', 'auction_date_change') or (ev.kind = 'price_change' and ev.new_price < ev.old_price))`;
const KIND = `case when ev.kind = 'price_change' then 'price_drop' else ev.kind end`;
/** A change's facts (ListingChangeData) from the event `ev` and its listing `l`, plus `extra` (SQL json_build_object pairs). */
const changeData = (extra = '') =>
  `json_build_object('listing_id', l.id, 'address', l.unparsed_address, 'city', l.city, 'state', l.state_or_province,
     'at', ${ISO('ev.at')}, 'kind', ev.kind, 'old_price', ev.old_price::float8, 'new_price', ev.new_price::float8,
     'old_status', ev.old_status, 'new_status', ev.new_status,
     'old_auction_date', ${ISO('ev.old_auction_date')}, 'new_auction_date', ${ISO('ev.new_auction_date')}${extra})`;
/** The notifications `added` returns (id, user_id, kind, data), with their users' addresses, by user. */
const WITH_USERS = `select a.user_id::int as user_id, a.kind, a.data, u.email, u.firstname from added a join users u on u.id = a.user_id
     order by a.user_id, a.id`;

/**
 * Notifies every user who saved a property of its price drops, status changes and auction moves recorded after `since`
 * (and after they saved it), once per user and history event. Answers the notifications added, with their users' addresses.
 */
export async function insertSavedPropertyNotifications(db: Queryable, since: Date): Promise<AddedListingChange[]> {
  return db.query<AddedListingChange>(
    `with added as (
       insert into notifications (user_id, event_key, kind, data, created_at)
       select sp.user_id, 'listing_event:' || ev.id, ${KIND}, ${changeData()}, ev.at
       from listing_events ev
       join listings l on l.id = ev.listing_id
       join saved_properties sp on sp.listing_id = ev.listing_id and sp.created_at <= ev.at
       where ev.at > $1::timestamptz and ${NOTIFIED_EVENT}
       order by ev.id
       on conflict (user_id, event_key) do nothing returning id, user_id, kind, data)
     ${WITH_USERS}`,
    [since],
  );
}

/**
 * Notifies the owners of saved searches of the changes their searches matched (savedSearchChangeMatches), naming the
 * search (the lowest id when several of a user's searches match). The key is the change's, as a saved property's: a user
 * already told of a change (they saved the property too, or an earlier scan) is not told again.
 */
export async function insertSavedSearchNotifications(db: Queryable, matches: SearchMatchedChange[]): Promise<AddedListingChange[]> {
  if (!matches.length) return [];
  return db.query<AddedListingChange>(
    `with matched as (
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) as m(event_id, user_id, saved_search_id, name)),
     added as (
       insert into notifications (user_id, event_key, kind, data, created_at)
       select distinct on (m.user_id, ev.id) m.user_id, 'listing_event:' || ev.id, ${KIND},
         ${changeData(`, 'saved_search', json_build_object('id', m.saved_search_id::int, 'name', m.name)`)}, ev.at
       from matched m
       join listing_events ev on ev.id = m.event_id
       join listings l on l.id = ev.listing_id
       where ${NOTIFIED_EVENT}
       order by m.user_id, ev.id, m.saved_search_id
       on conflict (user_id, event_key) do nothing returning id, user_id, kind, data)
     ${WITH_USERS}`,
    [
      matches.map((m) => m.listing_event_id),
      matches.map((m) => m.user_id),
      matches.map((m) => m.saved_search_id),
      matches.map((m) => m.saved_search_name),
    ],
  );
}

/** Notifies the user of an alert run's new matches (once per run), in the run's transaction. */
export async function notifyNewMatches(db: Queryable, userId: number, runId: number, data: NewMatchData): Promise<void> {
  await db.query(
    `insert into notifications (user_id, event_key, kind, data) values ($1, $2, 'new_match', $3::jsonb)
     on conflict (user_id, event_key) do nothing`,
    [userId, `alert_run:${runId}`, JSON.stringify(data)],
  );
}

export function notificationsRepository(db: Queryable) {
  return {
    async list(userId: number, unreadOnly: boolean, page: Page): Promise<{ count: number; rows: NotificationRow[] }> {
      const where = `user_id = $1${unreadOnly ? ' and read_at is null' : ''}`;
      const [rows, [total]] = await Promise.all([
        db.query<NotificationRow>(
          `select id::int as id, kind, data, created_at, read_at from notifications where ${where}
           order by created_at desc, id desc limit $2 offset $3`,
          [userId, page.limit, page.offset],
        ),
        db.query<{ count: number }>(`select count(*)::int as count from notifications where ${where}`, [userId]),
      ]);
      return { count: total!.count, rows };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from notifications where user_id = $1 and read_at is null',
        [userId],
      );
      return row!.count;
    },

    /** Marks one read (again: no change); false when the user has no such notification. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db.query(
        'update notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning id',
        [id, userId],
      );
      return rows.length > 0;
    },

    async markAllRead(userId: number): Promise<number> {
      const rows = await db.query('update notifications set read_at = now() where user_id = $1 and read_at is null returning id', [userId]);
      return rows.length;
    },
  };
}
