import type { SearchSettings } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { searchStatement } from '../listings/search/searchRepository.ts';
import { whereSql } from '../listings/search/searchSql.ts';
import type { ChangeAlertKind, SavedSearch, SavedSearchUpdate } from './schemas.ts';

const COLUMNS = `id::int as id, name, query, ${isoTime('created_at')} as created_at, ${isoTime('updated_at')} as updated_at,
  ${isoTime('last_run_at')} as last_run_at, last_result_count, change_alerts, coalesce(last_run_at, created_at)::text as since`;

/** A saved search as read, with `since`: coalesce(last_run_at, created_at) at full precision, for the new-results count. */
export type SavedSearchRow = Omit<SavedSearch, 'new_results_count'> & { since: string };

export interface NewListing {
  id: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  list_price: number;
  arv: number | null;
  value_gap: number | null;
  value_gap_pct: number | null;
  /** An auction's day and opening bid (null for a standard listing): auction alerts show them. */
  auction_date: string | null;
  auction_opening_bid: number | null;
}

/** Saved searches' rows, and the listings their filters match that arrived since a moment. */
export function savedSearchesRepository(db: Database, settings: SearchSettings) {
  return {
    /** With `lastResultCount` (the search was just run), the run is recorded now. Change alerts count from now. */
    async create(
      userId: number,
      name: string,
      query: object,
      lastResultCount?: number,
      changeAlerts: readonly ChangeAlertKind[] = [],
    ): Promise<SavedSearchRow> {
      const [row] = await db.query<SavedSearchRow>(
        `insert into saved_searches (user_id, name, query, last_run_at, last_result_count, change_alerts, change_alerts_since)
         values ($1, $2, $3, case when $4::int is null then null else now() end, $4::int, $5::text[],
           case when cardinality($5::text[]) > 0 then now() end) returning ${COLUMNS}`,
        [userId, name, query, lastResultCount ?? null, changeAlerts],
      );
      return row!;
    },

    async list(userId: number, page: Page): Promise<{ count: number; rows: SavedSearchRow[] }> {
      const [{ count }] = (await db.query<{ count: number }>('select count(*)::int as count from saved_searches where user_id = $1', [
        userId,
      ])) as [{ count: number }];
      const rows = await db.query<SavedSearchRow>(
        `select ${COLUMNS} from saved_searches where user_id = $1 order by id desc limit $2 offset $3`,
        [userId, page.limit, page.offset],
      );
      return { count, rows };
    },

    async simplified(userId: number) {
      return db.query<{ id: number; name: string }>('select id::int as id, name from saved_searches where user_id = $1 order by name, id', [
        userId,
      ]);
    },

    /** Whether the saved search exists and belongs to the user; cheap, for checks made before spending a credit. */
    async owns(userId: number, id: number): Promise<boolean> {
      return (await db.query('select 1 from saved_searches where id = $1 and user_id = $2', [id, userId])).length > 0;
    },

    /** Records a run of the user's saved search now, with its result count; false when it is not theirs (or gone). */
    async recordRun(userId: number, id: number, resultCount: number): Promise<boolean> {
      const rows = await db.query(
        'update saved_searches set last_run_at = now(), last_result_count = $3 where id = $1 and user_id = $2 returning id',
        [id, userId, resultCount],
      );
      return rows.length > 0;
    },

    async get(userId: number, id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db.query<SavedSearchRow>(`select ${COLUMNS} from saved_searches where id = $1 and user_id = $2`, [id, userId]);
      return row;
    },

    /** Change alerts switched on from none count from now; switched all off, they forget when. */
    async update(userId: number, id: number, changes: SavedSearchUpdate): Promise<SavedSearchRow | undefined> {
      const [row] = await db.query<SavedSearchRow>(
        `update saved_searches set name = coalesce($3, name), query = coalesce($4, query),
           last_run_at = case when $5 then now() else last_run_at end, updated_at = now(),
           change_alerts = coalesce($6::text[], change_alerts),
           change_alerts_since = case when $6::text[] is null then change_alerts_since
             when cardinality($6::text[]) = 0 then null
             else coalesce(change_alerts_since, now()) end
         where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [id, userId, changes.name ?? null, changes.query ?? null, changes.mark_run === true, changes.change_alerts ?? null],
      );
      return row;
    },

    /** Deletes it and, in the same transaction, pauses the user's emails on it (they cannot run without one). */
    remove(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(
          "update automated_emails set status = 'paused', updated_at = now() where saved_search_id = $1 and user_id = $2 and status = 'active'",
          [id, userId],
        );
        return (await tx.query('delete from saved_searches where id = $1 and user_id = $2 returning id', [id, userId])).length > 0;
      });
    },

    /**
     * How many listings matching the filters first appeared after `since` (PostgreSQL text of a timestamp, compared at full
     * precision: the API's timestamps are rounded to the second). Under the search statement time-out (408). A count of
     * listings, read where searches read (`db.reader`, a replica when DATABASE_READ_URL is set).
     */
    async countNewSince(filters: SearchFilters, since: string): Promise<number> {
      const params = new SqlParams();
      const where = `${whereSql(filters, params)} and l.first_seen_at > ${params.add(since)}::timestamptz`;
      const text = `select count(*)::int as total from listings l where ${where}`;
      return (await searchStatement<{ total: number }>(db.reader, text, params.values, settings.statementTimeoutMs))[0]!.total;
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof savedSearchesRepository>;

/** Reads of a saved search that an automated e-mail makes inside its own transaction (`tx`). */
export function savedSearchReads(tx: Queryable) {
  return {
    async storedQuery(id: number): Promise<{ query: Record<string, unknown>; created_at: Date } | undefined> {
      const [row] = await tx.query<{ query: Record<string, unknown>; created_at: Date }>(
        'select query, created_at from saved_searches where id = $1',
        [id],
      );
      return row;
    },

    /** Listings matching the filters that first appeared after `since`, newest first, at most `limit`, with their total. */
    async listingsNewSince(filters: SearchFilters, since: Date, limit: number): Promise<{ listings: NewListing[]; total: number }> {
      const params = new SqlParams();
      const where = `${whereSql(filters, params)} and l.first_seen_at > ${params.add(since)}`;
      const [{ total }] = (await tx.query<{ total: number }>(
        `select count(*)::int as total from listings l where ${where}`,
        params.values,
      )) as [{ total: number }];
      const listings = await tx.query<NewListing>(
        `select l.id::text as id, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code, l.list_price,
           l.arv, l.value_gap, l.value_gap_pct, ${isoTime('l.auction_date')} as auction_date, l.auction_opening_bid
         from listings l where ${where}
         order by l.first_seen_at desc, l.id desc limit ${params.add(limit)}`,
        params.values,
      );
      return { listings, total };
    },
  };
}

/** A listing change (a history event) that a saved search alerting on its kind matches, with who to tell. */
export interface SearchMatchedChange {
  listing_event_id: number;
  user_id: number;
  saved_search_id: number;
  saved_search_name: string;
}

/** A history event a saved search can alert on, by its alert kind. */
export interface AlertableChange {
  id: number;
  listing_id: number;
  kind: ChangeAlertKind;
  at: Date;
}
/** A saved search alerting on changes, since when. */
export interface AlertingSearch {
  id: number;
  user_id: number;
  name: string;
  query: Record<string, unknown>;
  change_alerts: ChangeAlertKind[];
  since: Date;
}

/** Reads of the listing-change scan (server/savedSearches/changeMatches.ts), in the caller's transaction when given one. */
export function changeAlertReads(db: Queryable) {
  return {
    /** Price drops (not rises), status changes and auction moves recorded after `since`, by id. */
    changesSince(since: Date): Promise<AlertableChange[]> {
      return db.query<AlertableChange>(
        `select ev.id::int as id, ev.listing_id::int as listing_id, ev.at,
           case when ev.kind = 'price_change' then 'price_drop' else ev.kind end as kind
         from listing_events ev
         where ev.at > $1::timestamptz
           and (ev.kind in ('status_change', 'auction_date_change') or (ev.kind = 'price_change' and ev.new_price < ev.old_price))
         order by ev.id`,
        [since],
      );
    },

    /** The saved searches alerting on one of `kinds`, switched on by `latest`, by id. */
    alertingSearches(kinds: ChangeAlertKind[], latest: Date): Promise<AlertingSearch[]> {
      return db.query<AlertingSearch>(
        `select id::int as id, user_id::int as user_id, name, query, change_alerts, change_alerts_since as since
         from saved_searches
         where cardinality(change_alerts) > 0 and change_alerts && $1::text[] and change_alerts_since <= $2::timestamptz
         order by id`,
        [kinds, latest],
      );
    },

    /**
     * Which of each item's listings its filters match now, in one statement (a UNION ALL of the searches' WHERE clauses);
     * answers `<key>:<listing id>` strings.
     */
    async matchingListings(items: { key: string; filters: SearchFilters; listingIds: number[] }[]): Promise<Set<string>> {
      if (!items.length) return new Set();
      const params = new SqlParams();
      const text = items
        .map(
          ({ key, filters, listingIds }) =>
            `select ${params.add(key)}::text as key, l.id::int as listing_id from listings l
             where l.id = any(${params.add(listingIds)}::bigint[]) and ${whereSql(filters, params)}`,
        )
        .join('\nunion all\n');
      const rows = await db.query<{ key: string; listing_id: number }>(text, params.values);
      return new Set(rows.map((row) => `${row.key}:${row.listing_id}`));
    },
  };
}
