import type { Database, Queryable } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import type { SearchFilters } from '../../listings/search/searchQuery.ts';
import { orderBySql, SqlParams, whereSql } from '../../listings/search/searchSql.ts';
import { CUMULATIVE_DOM_SQL } from '../../listings/search/sorting.ts';
import { withStatementTimeout } from '../../listings/search/statementTimeout.ts';
import type { PropertySummary } from './schemas.ts';

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Columns of a search result (listings aliased `l`); `$user` is replaced by the caller's parameter. */
export const SUMMARY_COLUMNS = `l.id::text as id, l.listing_key, l.unparsed_address as address, l.city, l.state_or_province as state, l.postal_code,
  l.county_or_parish as county, l.latitude, l.longitude, l.property_type, l.property_sub_type as property_subtype, l.status, l.standard_status,
  l.special_listing_conditions, l.is_auction, to_char(l.auction_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as auction_date,
  l.auction_opening_bid, l.auction_type, l.auction_venue, l.list_price, l.original_list_price, l.close_price, ${isoDate('l.close_date')} as close_date,
  ${isoDate('l.on_market_date')} as on_market_date, (coalesce(l.close_date, l.off_market_date, current_date) - l.on_market_date) as days_on_market,
  ${CUMULATIVE_DOM_SQL} as cumulative_days_on_market, l.bedrooms_total as bedrooms, l.bathrooms_total_integer as bathrooms, l.living_area,
  l.lot_size_square_feet as lot_size_sqft, l.year_built, l.arv, l.arv_confidence, l.value_gap, l.value_gap_pct, l.lp_arv, l.rehab_estimate,
  l.rent_estimate, l.condition, l.investment_potential,
  coalesce(l.media->0->>'url', '/api/properties/' || l.id || '/placeholder.svg') as thumbnail_url, jsonb_array_length(l.media) > 0 as has_photos,
  l.is_demo, exists (select 1 from saved_properties s where s.listing_id = l.id and s.user_id = $user) as is_saved`;

/** The page and the total in one statement (one round trip); exported so the benchmark times the same SQL directly. */
export function searchSql(filters: SearchFilters, page: Page, userId: number) {
  const params = new SqlParams();
  const where = whereSql(filters, params);
  const user = params.add(userId);
  const order = orderBySql(filters.sort);
  // row_number over the same order keeps json_agg in page order (it streams from the ordered scan).
  const text = `with page as (
      select ${SUMMARY_COLUMNS.replace('$user', user)}, row_number() over (order by ${order}) as ord from listings l where ${where}
      order by ${order} limit ${params.add(page.limit)} offset ${params.add(page.offset)})
    select (select count(*)::int from listings l where ${where}) as count,
      coalesce((select json_agg(page order by page.ord) from page), '[]') as results`;
  return { text, values: params.values };
}

export function searchRepository(db: Database) {
  const count = async (tx: Queryable, text: string, values: unknown[]) => (await tx.query<{ count: number }>(text, values))[0]!.count;
  return {
    async count(filters: SearchFilters): Promise<number> {
      const params = new SqlParams();
      const text = `select count(*)::int as count from listings l where ${whereSql(filters, params)}`;
      return withStatementTimeout(db, (tx) => count(tx, text, params.values));
    },

    async page(filters: SearchFilters, page: Page, userId: number): Promise<{ count: number; results: PropertySummary[] }> {
      const sql = searchSql(filters, page, userId);
      return withStatementTimeout(db, async (tx) => {
        const [row] = await tx.query<{ count: number; results: PropertySummary[] | string }>(sql.text, sql.values);
        // PGlite answers json as text, node-postgres parses it.
        return { count: row!.count, results: typeof row!.results === 'string' ? JSON.parse(row!.results) : row!.results };
      });
    },

    async recordRun(savedSearchId: number, userId: number, resultCount: number): Promise<boolean> {
      const rows = await db.query('update saved_searches set last_run_at = now(), last_result_count = $3 where id = $1 and user_id = $2 returning id', [
        savedSearchId, userId, resultCount,
      ]);
      return rows.length > 0;
    },

    async suggestLocations(q: string, limit: number) {
      const prefix = `${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db.query(
        `select kind, label, city, county, state, postal_code, listing_count from listing_locations
         where lower(label) like $1 order by listing_count desc, label limit $2`,
        [prefix, limit],
      );
    },
  };
}
