import type { Queryable } from '../server/db/database.ts';

/** A fixed mix of typical searches over the places with the most listings (deterministic for a data set). */
export async function typicalSearches(db: Queryable): Promise<Record<string, string>[]> {
  const top = (kind: string, n: number) =>
    db.query<{ label: string }>('select label from listing_locations where kind = $1 order by listing_count desc, label limit $2', [
      kind,
      n,
    ]);
  const cities = (await top('city', 6)).map((r) => r.label);
  // ZIPs of the biggest city: real neighbourhoods rather than whichever ZIP sorts first.
  const zipsOfTopCity = await db.query<{ label: string }>(
    "select label from listing_locations where kind = 'zip' and city || ', ' || state = $1 order by listing_count desc, label limit 4",
    [cities[0]],
  );
  const zips = zipsOfTopCity.map((r) => r.label);
  const counties = (await top('county', 3)).map((r) => r.label);
  return [
    ...cities.map((location) => ({ location })),
    ...cities.slice(0, 3).map((location) => ({ location, price_min: '100000', price_max: '450000', beds_min: '3' })),
    ...cities.slice(3).map((location) => ({ location, investment_potential: 'Excellent,High', sort_by: '-value_gap_pct' })),
    ...zips.map((location) => ({ location, condition: 'Fair,Poor,Very Poor', value_gap_min: '15' })),
    ...zips.slice(0, 2).map((location) => ({ location, dom: '30', sort_by: 'list_price', page: '2' })),
    ...counties.map((location) => ({ location, lp_arv_max: '0.8', sort_by: '-investment_potential' })),
    ...counties.map((location) => ({ location, is_auction: 'true' })),
    { location: JSON.stringify(cities.slice(0, 2).map((name) => ({ name }))), property_subtype: 'SingleFamilyResidence', sqft_min: '1200' },
  ];
}
