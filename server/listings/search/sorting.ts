import type { SortName } from './filter/schemas.ts';

export interface Sort {
  field: SortName;
  desc: boolean;
}

export const CUMULATIVE_DOM_SQL = '(coalesce(l.close_date, l.off_market_date, current_date) - l.market_start_date)';

/** The filter's sort names (and their aliases) → SQL expressions. */
export const SORT_FIELDS: Record<SortName, string> = {
  list_price: 'l.list_price',
  price: 'l.list_price',
  arv: 'l.arv',
  value_gap: 'l.value_gap',
  value_gap_pct: 'l.value_gap_pct',
  lp_arv: 'l.lp_arv',
  dom: CUMULATIVE_DOM_SQL,
  days_on_market: CUMULATIVE_DOM_SQL,
  bedrooms: 'l.bedrooms_total',
  beds: 'l.bedrooms_total',
  bathrooms: 'l.bathrooms_total_integer',
  baths: 'l.bathrooms_total_integer',
  living_area: 'l.living_area',
  sqft: 'l.living_area',
  year_built: 'l.year_built',
  rehab_estimate: 'l.rehab_estimate',
  rent_estimate: 'l.rent_estimate',
  condition: 'l.condition_rank',
  investment_potential: 'l.investment_rank',
  first_seen_at: 'l.first_seen_at',
  newest: 'l.first_seen_at',
  close_date: 'l.close_date',
  auction_date: 'l.auction_date',
};

/** The filter's sort_by (a name, "-" first for descending); by default the best investments first, auctions soonest first. */
export function sortOf(sortBy: string | undefined, auction: boolean): Sort {
  if (!sortBy) return auction ? { field: 'auction_date', desc: false } : { field: 'investment_potential', desc: true };
  return { field: sortBy.replace(/^-/, '') as SortName, desc: sortBy.startsWith('-') };
}

/** ORDER BY with nulls last either way and a stable tie-break. */
export function orderBySql(sort: Sort): string {
  const tieBreak = sort.field === 'investment_potential' ? 'l.value_gap_pct desc nulls last, l.id' : 'l.id';
  return `${SORT_FIELDS[sort.field]} ${sort.desc ? 'desc' : 'asc'} nulls last, ${tieBreak}`;
}
