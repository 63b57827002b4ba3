import type { Database } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { Page } from '../../lib/pagination.ts';
import { isoDate, isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { SearchFilters } from '../../listings/search/searchQuery.ts';
import { orderBySql, whereSql } from '../../listings/search/searchSql.ts';
import { CUMULATIVE_DOM_SQL } from '../../listings/search/sorting.ts';
import { searchQuery } from '../../listings/search/statementTimeout.ts';
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

/** What {@link searchSql} needs to charge the caller in the same statement. */
export interface CreditGate {
  /** Credits a results page costs: nothing is scanned when the balance is below it, nothing is spent when the page is empty. */
  cost: number;
  /** The ledger's reason for the spend. */
  reason: string;
}

/**
 * The results page's SQL, exported so the benchmark times the same statement directly. One statement (one round trip,
 * atomic without a transaction) reads the caller's balance, counts, reads the page and, when the page has rows, spends the
 * cost with a conditional update and writes the ledger. The update re-checks the balance on the latest row version after
 * waiting for concurrent spends, so parallel requests never overspend. Every row carries `credit_balance` (before the spend;
 * null: no account yet, nothing scanned), `balance_after` (null: nothing spent) and `total_count`; an empty page is a single
 * row with those and null columns. When the balance is below the cost, or the page starts past the total, no listing is scanned.
 */
export function searchSql(filters: SearchFilters, page: Page, userId: number, gate: CreditGate) {
  const params = new SqlParams();
  const where = whereSql(filters, params);
  const user = params.add(userId);
  const cost = params.add(gate.cost);
  const inner = pageSql(filters, page, userId, params, `(select count from total) > ${params.add(page.offset)} and (${where})`);
  const text = `with account as (select (select balance from credit_accounts where user_id = ${user}) as balance),
    total as (select count(*)::int as count from listings l where (select balance >= ${cost} from account) and (${where})),
    page as (${inner.text}),
    spent as (update credit_accounts set balance = balance - ${cost}, updated_at = now()
      where user_id = ${user} and balance >= ${cost} and exists (select 1 from page) returning user_id, balance),
    logged as (insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, -${cost}, ${params.add(gate.reason)}, balance from spent)
    select account.balance as credit_balance, (select balance from spent) as balance_after, total.count as total_count, p.*
    from account cross join total left join page p on true`;
  return { text, values: params.values };
}

type SearchRow = PropertySummary & { credit_balance: number | null; balance_after: number | null; total_count: number };

export interface SearchOutcome {
  /** Before the spend; null: the caller has no account yet, so nothing was scanned. */
  balance: number | null;
  /** Null: nothing was spent (an empty page, or concurrent requests spent the balance first). */
  balanceAfter: number | null;
  count: number;
  results: PropertySummary[];
}

/** Splits the rows of {@link searchSql} into the balances, the total and the page. */
export function searchRows(rows: SearchRow[]): SearchOutcome {
  const balance = rows[0]?.credit_balance ?? null;
  const balanceAfter = rows[0]?.balance_after ?? null;
  const count = rows[0]?.total_count ?? 0;
  if (rows.length === 1 && rows[0]!.id === null) return { balance, balanceAfter, count, results: [] };
  const results = rows.map(({ credit_balance: _balance, balance_after: _after, total_count: _total, ...summary }) => summary);
  return { balance, balanceAfter, count, results };
}

export function searchRepository(db: Database) {
  return {
    async count(filters: SearchFilters): Promise<number> {
      const params = new SqlParams();
      const text = `select count(*)::int as count from listings l where ${whereSql(filters, params)}`;
      return (await searchQuery<{ count: number }>(db, text, params.values))[0]!.count;
    },

    /** The page, charged in the same statement; see {@link searchSql}. */
    async page(filters: SearchFilters, page: Page, userId: number, gate: CreditGate): Promise<SearchOutcome> {
      const sql = searchSql(filters, page, userId, gate);
      return searchRows(await searchQuery<SearchRow>(db, sql.text, sql.values));
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
