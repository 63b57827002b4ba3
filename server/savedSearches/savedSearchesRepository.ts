import type { SearchSettings } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Page } from '../lib/pagination.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import { SqlParams } from '../lib/sqlParams.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { searchStatement } from '../listings/search/searchRepository.ts';
import { whereSql } from '../listings/search/searchSql.ts';
import { sharedScopeSql, type SharingScope } from '../teams/sharingSql.ts';
import type { ChangeAlertKind, SavedSearch, SavedSearchUpdate } from './schemas.ts';

/** Who made or last changed a saved search, as a person reads them: their name, or their e-mail without one. */
const person = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id::int, 'name',
     coalesce(nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), ''), ${alias}.email)) end`;

const COLUMNS = `s.id::int as id, s.name, s.query, ${isoTime('s.created_at')} as created_at, ${isoTime('s.updated_at')} as updated_at,
  ${isoTime('s.last_run_at')} as last_run_at, s.last_result_count, s.change_alerts, coalesce(s.last_run_at, s.created_at)::text as since,
  s.user_id::int as owner_id, s.team_id::int as team_id, ${person('cu')} as created_by, ${person('uu')} as updated_by`;
const FROM = 'saved_searches s left join users cu on cu.id = s.created_by left join users uu on uu.id = s.updated_by';

/** A person as a saved search names them. */
export interface PersonRef {
  id: number;
  name: string;
}

/**
 * A saved search as read, with `since` (coalesce(last_run_at, created_at) at full precision, for the new-results count),
 * its owner and the team it is shared with (null: private), who made it and who changed it last.
 */
/** A write of its own that a change makes in the same transaction, given the row as changed. */
type AlsoRecord = (tx: Queryable, row: SavedSearchRow) => Promise<void>;

export type SavedSearchRow = Omit<SavedSearch, 'new_results_count' | 'shared' | 'can_edit' | 'edit_refusal'> & {
  since: string;
  owner_id: number;
  team_id: number | null;
  created_by: PersonRef | null;
  updated_by: PersonRef | null;
};

/** Who owns a saved search and the team it is shared with: what server/teams/sharing.ts decides on. */
export interface SavedSearchOwnership {
  owner: number;
  team: number | null;
}

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

/**
 * Saved searches' rows, and the listings their filters match that arrived since a moment. Reads take the caller's
 * sharing scope (their own searches and their team's shared ones); writes take ids the sharing rule already allowed.
 */
export function savedSearchesRepository(db: Database, settings: SearchSettings) {
  const byIdIn = async (q: Queryable, id: number): Promise<SavedSearchRow | undefined> =>
    (await q.query<SavedSearchRow>(`select ${COLUMNS} from ${FROM} where s.id = $1`, [id]))[0];
  const byId = (id: number) => byIdIn(db, id);
  return {
    /**
     * A new search of `userId`, shared with `teamId` (null: private). With `lastResultCount` (the search was just run), the
     * run is recorded now. Change alerts count from now.
     */
    async create(
      userId: number,
      name: string,
      query: object,
      lastResultCount?: number,
      changeAlerts: readonly ChangeAlertKind[] = [],
      teamId: number | null = null,
      /** Run in the insert's transaction with the new row (the team's audit log). */
      alsoRecord?: AlsoRecord,
    ): Promise<SavedSearchRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into saved_searches (user_id, name, query, last_run_at, last_result_count, change_alerts, change_alerts_since,
           team_id, created_by, updated_by)
         values ($1, $2, $3, case when $4::int is null then null else now() end, $4::int, $5::text[],
           case when cardinality($5::text[]) > 0 then now() end, $6::bigint, $1, $1) returning id::int as id`,
          [userId, name, query, lastResultCount ?? null, changeAlerts, teamId],
        );
        const created = (await byIdIn(tx, row!.id))!;
        await alsoRecord?.(tx, created);
        return created;
      });
    },

    /** The scope's searches (own and shared with the team), newest first. */
    async list(scope: SharingScope, page: Page): Promise<{ count: number; rows: SavedSearchRow[] }> {
      const params = new SqlParams();
      const where = sharedScopeSql('s', 'user_id', scope, params);
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from saved_searches s where ${where}`,
        params.values,
      )) as [{ count: number }];
      const rows = await db.query<SavedSearchRow>(
        `select ${COLUMNS} from ${FROM} where ${where} order by s.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
        params.values,
      );
      return { count, rows };
    },

    async simplified(scope: SharingScope) {
      const params = new SqlParams();
      return db.query<{ id: number; name: string }>(
        `select s.id::int as id, s.name from saved_searches s where ${sharedScopeSql('s', 'user_id', scope, params)} order by s.name, s.id`,
        params.values,
      );
    },

    /** Its owner and team, for the sharing rule; undefined when it does not exist. */
    async ownership(id: number): Promise<SavedSearchOwnership | undefined> {
      const [row] = await db.query<SavedSearchOwnership>(
        'select user_id::int as owner, team_id::int as team from saved_searches where id = $1',
        [id],
      );
      return row;
    },

    /** Records a run of the saved search now, with its result count (one last run per search, whoever ran it); false when gone. */
    async recordRun(id: number, resultCount: number): Promise<boolean> {
      const rows = await db.query('update saved_searches set last_run_at = now(), last_result_count = $2 where id = $1 returning id', [
        id,
        resultCount,
      ]);
      return rows.length > 0;
    },

    get: byId,

    /** Records that it was run now (PUT {mark_run: true} alone): a run, by whoever may read it, is no change of its own. */
    async markRun(id: number): Promise<boolean> {
      return (
        (await db.query('update saved_searches set last_run_at = now(), updated_at = now() where id = $1 returning id', [id])).length > 0
      );
    },

    /**
     * Changes it as `actorId` (its updated_by); `teamId` shares it with that team, null makes it private, undefined keeps
     * it. Change alerts switched on from none count from now; switched all off, they forget when.
     */
    async update(
      id: number,
      actorId: number,
      changes: SavedSearchUpdate,
      teamId?: number | null,
      /** Run in the update's transaction with the changed row (the team's audit log). */
      alsoRecord?: AlsoRecord,
    ): Promise<SavedSearchRow | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `update saved_searches set name = coalesce($2, name), query = coalesce($3, query),
           last_run_at = case when $4 then now() else last_run_at end, updated_at = now(),
           change_alerts = coalesce($5::text[], change_alerts),
           change_alerts_since = case when $5::text[] is null then change_alerts_since
             when cardinality($5::text[]) = 0 then null
             else coalesce(change_alerts_since, now()) end,
           team_id = case when $6 then $7::bigint else team_id end, updated_by = $8
         where id = $1 returning id::int as id`,
          [
            id,
            changes.name ?? null,
            changes.query ?? null,
            changes.mark_run === true,
            changes.change_alerts ?? null,
            teamId !== undefined,
            teamId ?? null,
            actorId,
          ],
        );
        const updated = rows.length ? await byIdIn(tx, id) : undefined;
        if (updated) await alsoRecord?.(tx, updated);
        return updated;
      });
    },

    /** Deletes it and, in the same transaction, pauses the e-mails on it (its owner's: they cannot run without one). */
    remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.query(
          "update automated_emails set status = 'paused', updated_at = now() where saved_search_id = $1 and status = 'active'",
          [id],
        );
        return (await tx.query('delete from saved_searches where id = $1 returning id', [id])).length > 0;
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
