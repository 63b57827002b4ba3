import type { SearchSettings } from '../../config.ts';
import { QUERY_CANCELED, type Database, type Reader } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { Page } from '../../lib/pagination.ts';
import { isoDate, isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { SearchFilters } from './searchQuery.ts';
import type { ClusterGrid, ClusterRow } from './clusters.ts';
import { boxSql, CUMULATIVE_DOM_SQL, matchesSql, orderBySql, whereSql } from './searchSql.ts';
import type { Static } from 'typebox';
import type { LocationSuggestion, PropertySummary } from './schemas.ts';
import { DEMO_OWNER_DATA, PUBLIC_RECORDS } from '../records/schemas.ts';

export const SEARCH_TOO_BROAD = 'Request timeout: the search is too broad or took too long. Try adding more filters.';

/**
 * Runs one search statement under the statement time-out (`timeoutMs`, SEARCH_STATEMENT_TIMEOUT_MS) and answers 408 when it fires; the statement is rolled back, so
 * a credit it spends is not charged. PostgreSQL cancels the statement; PGlite cannot, so there the budget is checked when
 * the statement ends (see {@link Database.queryWithTimeout}): the same 408 for the client.
 */
export async function searchStatement<T extends object>(db: Reader, text: string, values: unknown[], timeoutMs: number): Promise<T[]> {
  try {
    return await db.queryWithTimeout<T>(text, values, timeoutMs);
  } catch (error) {
    if ((error as { code?: string }).code === QUERY_CANCELED) throw new ApiError(408, SEARCH_TOO_BROAD);
    throw error;
  }
}
/**
 * The listing's property record (migration 145), joined by the address key; every query selecting {@link SUMMARY_COLUMNS}
 * has it beside `listings l` (unique key: at most one record per listing).
 */
export const OWNER_JOIN = 'left join property_records pr on pr.address_key = l.address_key';
const OWNER_COLUMNS = `array_to_string(pr.owner_names, '; ') as owner_names, pr.mailing_address as owner_mailing_address,
  pr.mailing_city as owner_mailing_city, pr.mailing_state as owner_mailing_state, pr.mailing_postal_code as owner_mailing_zip,
  pr.absentee as absentee_owner, pr.owner_occupied,
  case when pr.last_sale_date is not null then extract(year from age(current_date, pr.last_sale_date))::int end as years_owned,
  pr.last_sale_price::float8 as last_sale_price, ${isoDate('pr.last_sale_date')} as last_sale_date,
  pr.open_mortgage_balance::float8 as open_mortgage_balance, pr.estimated_equity::float8 as estimated_equity,
  pr.equity_pct::float8 as equity_pct, pr.ltv::float8 as ltv, pr.tax_delinquent, pr.preforeclosure_stage, pr.distress_flags,
  case when pr.id is null then null when pr.is_demo then '${DEMO_OWNER_DATA}' else '${PUBLIC_RECORDS}' end as owner_data`;

/** Columns of a search result (listings aliased `l`); `$user` is replaced by the caller's parameter. */
export const SUMMARY_COLUMNS = `l.id::text as id, l.listing_key, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code,
  l.county_or_parish as county, l.latitude, l.longitude, l.property_type, l.property_sub_type as property_subtype, l.status, l.standard_status,
  l.special_listing_conditions, l.is_auction, ${isoTime('l.auction_date')} as auction_date,
  l.auction_opening_bid, l.auction_type, l.auction_venue, l.auction_status, l.list_price, l.original_list_price, l.close_price, ${isoDate('l.close_date')} as close_date,
  ${isoDate('l.on_market_date')} as on_market_date, (coalesce(l.close_date, l.off_market_date, current_date) - l.on_market_date) as days_on_market,
  ${CUMULATIVE_DOM_SQL} as cumulative_days_on_market, l.bedrooms_total as bedrooms, l.bathrooms_total_integer as bathrooms, l.living_area,
  l.lot_size_square_feet as lot_size_sqft, l.year_built, l.arv, l.arv_confidence, l.value_gap, l.value_gap_pct, l.lp_arv, l.rehab_estimate,
  l.rent_estimate, l.condition, l.investment_potential,
  coalesce(l.media->0->>'url', '/api/properties/' || l.id || '/placeholder.svg') as thumbnail_url, jsonb_array_length(l.media) > 0 as has_photos,
  l.is_demo, exists (select 1 from saved_properties s where s.listing_id = l.id and s.user_id = $user) as is_saved,
  ${OWNER_COLUMNS}`;

/**
 * The page alone, no total: downloads read a search's rows in batches with it ({@link searchSql} picks its page the same
 * way, counting in the same pass). The page's ids
 * come first, chosen by the sort keys alone (an index often has them all), and only its rows are then read whole with
 * their owner records: joining the records of every match before the sort cost a lookup per match (0.6 s for the 72,000
 * listings of a drawn area at 20,000,000, when the planner misjudged the area as a few rows).
 */
export function pageSql(filters: SearchFilters, page: Page, userId: number) {
  const params = new SqlParams();
  const order = orderBySql(filters.sort);
  const matches = matchesSql(filters, params, order);
  const user = params.add(userId);
  const ids = `select l.id from ${matches} order by ${order} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`;
  const text = `select ${SUMMARY_COLUMNS.replace('$user', user)} from (${ids}) page join listings l on l.id = page.id ${OWNER_JOIN} order by ${order}`;
  return { text, values: params.values };
}

/**
 * The results page's SQL, exported so the benchmark times the same statement directly: one statement (one round trip) and
 * one pass over the matches, which both counts them (a window count, taken before the page is cut) and picks the page's ids
 * by the sort keys alone; only the page's rows are then read whole, with their owner records. Every row carries
 * `total_count`; an empty page is a single row with it and null columns. A page past the last match has no row to carry
 * the count, so only then are the matches counted again.
 */
export function searchSql(filters: SearchFilters, page: Page, userId: number) {
  const params = new SqlParams();
  const order = orderBySql(filters.sort);
  const matches = matchesSql(filters, params, order);
  const user = params.add(userId);
  const text = `with ids as (select l.id, count(*) over () as total from ${matches}
      order by ${order} limit ${params.add(page.limit)} offset ${params.add(page.offset)}),
    total as (select coalesce((select total from ids limit 1), (select count(*) from ${matches}))::int as count)
    select total.count as total_count, ${SUMMARY_COLUMNS.replace('$user', user)}
    from total left join (ids join listings l on l.id = ids.id) on true ${OWNER_JOIN} order by ${order}`;
  return { text, values: params.values };
}

type SearchRow = PropertySummary & { total_count: number };

/** A results page: the total it was cut from and its rows. */
export interface SearchPage {
  count: number;
  results: PropertySummary[];
}

/** Splits the rows of {@link searchSql} into the total and the page. */
export function searchRows(rows: SearchRow[]): SearchPage {
  const first = rows[0];
  const count = first?.total_count ?? 0;
  if (!first || (rows.length === 1 && first.id === null)) return { count, results: [] };
  return { count, results: rows.map(({ total_count: _total, ...summary }) => summary) };
}

/**
 * Searches, counts, clusters and place suggestions read from `db.reader` (the replica of DATABASE_READ_URL, else the
 * primary): listings change by imports, never by the request that searches. What the user just did is read on the
 * primary: a page's `is_saved` (their saved properties) when a replica answered the page.
 */
export function searchRepository(db: Database, settings: SearchSettings) {
  const reader = db.reader;

  /** Sets each result's `is_saved` from the primary, where a property saved a moment ago already is. */
  async function withSavedFromPrimary(found: SearchPage, userId: number): Promise<SearchPage> {
    if (reader === db || found.results.length === 0) return found;
    const saved = await db.query<{ id: string }>(
      'select listing_id::text as id from saved_properties where user_id = $1 and listing_id = any($2::bigint[])',
      [userId, found.results.map((result) => result.id)],
    );
    const savedIds = new Set(saved.map((row) => row.id));
    return { ...found, results: found.results.map((result) => ({ ...result, is_saved: savedIds.has(result.id) })) };
  }

  return {
    async count(filters: SearchFilters): Promise<number> {
      const params = new SqlParams();
      const text = `select count(*)::int as count from ${matchesSql(filters, params, 'l.id')}`;
      return (await searchStatement<{ count: number }>(reader, text, params.values, settings.statementTimeoutMs))[0]!.count;
    },

    /**
     * The matches inside the map's box grouped on the grid (cells aligned at 0°), at most `maxCells` cells, the fullest
     * first: per cell the count, the mean position, the best investment rank and, for a single listing, its id. Under the
     * search time-out.
     */
    async clusters(filters: SearchFilters, grid: ClusterGrid, maxCells: number): Promise<ClusterRow[]> {
      const params = new SqlParams();
      const where = `${whereSql(filters, params)} and ${boxSql(grid.bbox, params)}`;
      const cell = params.add(grid.cellDegrees);
      const text = `select count(*)::int as count, avg(l.latitude)::float8 as latitude, avg(l.longitude)::float8 as longitude,
          max(l.investment_rank)::int as rank, case when count(*) = 1 then min(l.id)::text end as property_id
        from listings l where ${where}
        group by floor(l.longitude / ${cell}::float8), floor(l.latitude / ${cell}::float8)
        order by count desc, latitude, longitude limit ${params.add(maxCells)}`;
      return searchStatement<ClusterRow>(reader, text, params.values, settings.statementTimeoutMs);
    },

    /** The total and one page; see {@link searchSql}. */
    async page(filters: SearchFilters, page: Page, userId: number): Promise<SearchPage> {
      const sql = searchSql(filters, page, userId);
      const found = searchRows(await searchStatement<SearchRow>(reader, sql.text, sql.values, settings.statementTimeoutMs));
      return withSavedFromPrimary(found, userId);
    },

    async suggestLocations(q: string, limit: number) {
      const prefix = keywordPattern(q.toLowerCase(), { prefix: true });
      return reader.query<Static<typeof LocationSuggestion>>(
        `select kind, label, city, county, state, postal_code, listing_count from listing_locations
         where lower(label) like $1 order by listing_count desc, label limit $2`,
        [prefix, limit],
      );
    },
  };
}
