import type { SearchSettings } from '../../config.ts';
import { searchChargeSql, type SearchCharge } from '../../credits/searchCharge.ts';
import type { Database } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { Page } from '../../lib/pagination.ts';
import { isoDate, isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { SearchFilters } from './searchQuery.ts';
import { clusterCell, MAX_CLUSTER_CELLS, type ClusterGrid, type ClusterRow } from './clusters.ts';
import { boxSql, orderBySql, whereSql } from './searchSql.ts';
import { CUMULATIVE_DOM_SQL } from './sorting.ts';
import { searchQuery } from './statementTimeout.ts';
import type { Static } from 'typebox';
import type { LocationSuggestion, PropertySummary } from './schemas.ts';

/** Columns of a search result (listings aliased `l`); `$user` is replaced by the caller's parameter. */
export const SUMMARY_COLUMNS = `l.id::text as id, l.listing_key, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code,
  l.county_or_parish as county, l.latitude, l.longitude, l.property_type, l.property_sub_type as property_subtype, l.status, l.standard_status,
  l.special_listing_conditions, l.is_auction, ${isoTime('l.auction_date')} as auction_date,
  l.auction_opening_bid, l.auction_type, l.auction_venue, l.list_price, l.original_list_price, l.close_price, ${isoDate('l.close_date')} as close_date,
  ${isoDate('l.on_market_date')} as on_market_date, (coalesce(l.close_date, l.off_market_date, current_date) - l.on_market_date) as days_on_market,
  ${CUMULATIVE_DOM_SQL} as cumulative_days_on_market, l.bedrooms_total as bedrooms, l.bathrooms_total_integer as bathrooms, l.living_area,
  l.lot_size_square_feet as lot_size_sqft, l.year_built, l.arv, l.arv_confidence, l.value_gap, l.value_gap_pct, l.lp_arv, l.rehab_estimate,
  l.rent_estimate, l.condition, l.investment_potential,
  coalesce(l.media->0->>'url', '/api/properties/' || l.id || '/placeholder.svg') as thumbnail_url, jsonb_array_length(l.media) > 0 as has_photos,
  l.is_demo, exists (select 1 from saved_properties s where s.listing_id = l.id and s.user_id = $user) as is_saved`;

/** The page alone, no total: downloads read a search's rows in batches with it; {@link searchSql} embeds it. */
export function pageSql(filters: SearchFilters, page: Page, userId: number, params = new SqlParams(), where = whereSql(filters, params)) {
  const user = params.add(userId);
  const text = `select ${SUMMARY_COLUMNS.replace('$user', user)} from listings l where ${where}
    order by ${orderBySql(filters.sort)} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`;
  return { text, values: params.values };
}

/**
 * The results page's SQL, exported so the benchmark times the same statement directly. One statement (one round trip,
 * atomic without a transaction) reads the caller's balance and search pass, counts, reads the page and, when the page has
 * rows and the filter set is not paid for yet, spends the cost and writes the ledger (the credits module's
 * {@link searchChargeSql}). Every row carries `credit_balance` (before any spend; null: no account yet, nothing scanned),
 * `paid` (the filters were already paid for), `balance_after` and `charged` (null/false: this statement spent nothing) and
 * `total_count`; an empty page is a single row with those and null columns. When the balance is below the cost and the
 * filters are not paid for, or the page starts past the total, no listing is scanned.
 */
export function searchSql(filters: SearchFilters, page: Page, userId: number, charge: SearchCharge) {
  const params = new SqlParams();
  const where = whereSql(filters, params);
  const user = params.add(userId);
  const credit = searchChargeSql(params, user, charge);
  const inner = pageSql(filters, page, userId, params, `(select count from total) > ${params.add(page.offset)} and (${where})`);
  const text = `with ${credit.account},
    total as (select count(*)::int as count from listings l where ${credit.allowed} and (${where})),
    page as (${inner.text}),
    ${credit.spent},
    ${credit.logged}
    select account.balance as credit_balance, account.paid, (select balance from spent) as balance_after,
      coalesce((select charged from spent), false) as charged, total.count as total_count, p.*
    from account cross join total left join page p on true`;
  return { text, values: params.values };
}

type SearchRow = PropertySummary & {
  credit_balance: number | null;
  paid: boolean;
  balance_after: number | null;
  charged: boolean;
  total_count: number;
};

export interface SearchOutcome {
  /** Before the spend; null: the caller has no account yet, so nothing was scanned. */
  balance: number | null;
  /** The filter set was already paid for within the pass: this page is free. */
  paid: boolean;
  /** Null: nothing was spent (an empty page, a paid filter set, or concurrent requests spent the balance first). */
  balanceAfter: number | null;
  /** This statement paid for the filter set (false also when a concurrent request paid for the same filters first). */
  charged: boolean;
  count: number;
  results: PropertySummary[];
}

/** Splits the rows of {@link searchSql} into the balances, the total and the page. */
export function searchRows(rows: SearchRow[]): SearchOutcome {
  const first = rows[0];
  const head = {
    balance: first?.credit_balance ?? null,
    paid: first?.paid ?? false,
    balanceAfter: first?.balance_after ?? null,
    charged: first?.charged ?? false,
    count: first?.total_count ?? 0,
  };
  if (rows.length === 1 && first!.id === null) return { ...head, results: [] };
  const results = rows.map(
    ({ credit_balance: _balance, paid: _paid, balance_after: _after, charged: _charged, total_count: _total, ...summary }) => summary,
  );
  return { ...head, results };
}

export function searchRepository(db: Database, settings: SearchSettings) {
  return {
    async count(filters: SearchFilters): Promise<number> {
      const params = new SqlParams();
      const text = `select count(*)::int as count from listings l where ${whereSql(filters, params)}`;
      return (await searchQuery<{ count: number }>(db, text, params.values, settings.statementTimeoutMs))[0]!.count;
    },

    /**
     * The matches inside the map's box grouped on the grid (cells aligned at 0°): per cell the count, the mean position,
     * the best investment rank and, for a single listing, its id. Free, like the count; under the search time-out.
     */
    async clusters(filters: SearchFilters, grid: ClusterGrid) {
      const params = new SqlParams();
      const where = `${whereSql(filters, params)} and ${boxSql(grid.bbox, params)}`;
      const cell = params.add(grid.cellDegrees);
      const text = `select count(*)::int as count, avg(l.latitude)::float8 as latitude, avg(l.longitude)::float8 as longitude,
          max(l.investment_rank)::int as rank, case when count(*) = 1 then min(l.id)::text end as property_id
        from listings l where ${where}
        group by floor(l.longitude / ${cell}::float8), floor(l.latitude / ${cell}::float8)
        order by count desc, latitude, longitude limit ${params.add(MAX_CLUSTER_CELLS)}`;
      const rows = await searchQuery<ClusterRow>(db, text, params.values, settings.statementTimeoutMs);
      return { total: rows.reduce((sum, row) => sum + row.count, 0), cells: rows.map(clusterCell) };
    },

    /** The page, charged in the same statement; see {@link searchSql}. */
    async page(filters: SearchFilters, page: Page, userId: number, charge: SearchCharge): Promise<SearchOutcome> {
      const sql = searchSql(filters, page, userId, charge);
      return searchRows(await searchQuery<SearchRow>(db, sql.text, sql.values, settings.statementTimeoutMs));
    },

    async suggestLocations(q: string, limit: number) {
      const prefix = keywordPattern(q.toLowerCase(), { prefix: true });
      return db.query<Static<typeof LocationSuggestion>>(
        `select kind, label, city, county, state, postal_code, listing_count from listing_locations
         where lower(label) like $1 order by listing_count desc, label limit $2`,
        [prefix, limit],
      );
    },
  };
}
