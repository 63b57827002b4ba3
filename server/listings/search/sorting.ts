import { badRequest } from '../../lib/errors.ts';

export interface Sort {
  field: string;
  desc: boolean;
}

export const CUMULATIVE_DOM_SQL = '(coalesce(l.close_date, l.off_market_date, current_date) - l.market_start_date)';

/** Public sort names (and a few aliases) → SQL expressions; anything else is a 400. */
export const SORT_FIELDS: Record<string, string> = {
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

export function parseSort(raw: unknown, auction: boolean): Sort {
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (!value) return auction ? { field: 'auction_date', desc: false } : { field: 'investment_potential', desc: true };
  const desc = value.startsWith('-');
  const field = value.replace(/^[-+]/, '');
  if (!SORT_FIELDS[field])
    throw badRequest(`sort_by must be one of ${Object.keys(SORT_FIELDS).join(', ')}, with an optional leading "-".`, {
      sort_by: ['Unknown field.'],
    });
  return { field, desc };
}

/** ORDER BY with nulls last either way and a stable tie-break. */
export function orderBySql(sort: Sort): string {
  const tieBreak = sort.field === 'investment_potential' ? 'l.value_gap_pct desc nulls last, l.id' : 'l.id';
  return `${SORT_FIELDS[sort.field]} ${sort.desc ? 'desc' : 'asc'} nulls last, ${tieBreak}`;
}
