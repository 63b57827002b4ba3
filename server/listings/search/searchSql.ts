import type { LocationFilter } from './location.ts';
import type { SearchFilters } from './searchQuery.ts';
import type { SqlParams } from '../../lib/sqlParams.ts';
import { CUMULATIVE_DOM_SQL, orderBySql } from './sorting.ts';

/** WHERE clause over listings aliased `l`; every value goes through parameters. */
export function whereSql(filters: SearchFilters, params: SqlParams): string {
  const clauses = [`(${filters.locations.map((loc) => locationSql(loc, params)).join(' or ')})`];
  clauses.push(
    filters.statuses.length === 1
      ? `l.status = ${params.add(filters.statuses[0])}`
      : `l.status = any(${params.add(filters.statuses)}::text[])`,
  );
  if (filters.auction !== undefined) clauses.push(filters.auction ? 'l.is_auction' : 'not l.is_auction');
  const inList = (column: string, values: string[] | undefined) => {
    if (values?.length) clauses.push(`${column} = any(${params.add(values)}::text[])`);
  };
  const range = (column: string, op: '>=' | '<=', value: number | undefined) => {
    if (value !== undefined) clauses.push(`${column} ${op} ${params.add(value)}`);
  };
  inList('l.property_type', filters.propertyTypes);
  inList('l.property_sub_type', filters.subtypes);
  if (filters.specialConditions?.length) clauses.push(`l.special_listing_conditions && ${params.add(filters.specialConditions)}::text[]`);
  range('l.list_price', '>=', filters.priceMin);
  range('l.list_price', '<=', filters.priceMax);
  range('l.bedrooms_total', '>=', filters.bedsMin);
  range('l.bathrooms_total_integer', '>=', filters.bathsMin);
  range('l.living_area', '>=', filters.sqftMin);
  range('l.living_area', '<=', filters.sqftMax);
  range('l.year_built', '>=', filters.yearBuiltMin);
  range('l.year_built', '<=', filters.yearBuiltMax);
  inList('l.condition', filters.conditions);
  inList('l.investment_potential', filters.potentials);
  range('l.value_gap_pct', '>=', filters.valueGapMin);
  range('l.lp_arv', '<=', filters.lpArvMax);
  range(CUMULATIVE_DOM_SQL, '<=', filters.domMax);
  return clauses.join(' and ');
}

function locationSql(location: LocationFilter, params: SqlParams): string {
  const inState = (state: string | undefined) => (state ? ` and l.state_or_province = ${params.add(state)}` : '');
  switch (location.kind) {
    case 'zip':
      return `l.postal_code = ${params.add(location.postalCode)}`;
    case 'state':
      return `l.state_or_province = ${params.add(location.state)}`;
    case 'city':
      return `(lower(l.city) = ${params.add(location.city.toLowerCase())}${inState(location.state)})`;
    case 'county':
      return `(lower(l.county_or_parish) = ${params.add(location.county.toLowerCase())}${inState(location.state)})`;
  }
}

export { orderBySql };
