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

/**
 * Drawn-area searches over the biggest metro (no location): an irregular octagon about 8 miles across its center, the same
 * with filters, a circle of 8 miles, and one of 3 miles sorted by price. The center is the mean position of the top city's listings.
 */
export async function geometrySearches(db: Queryable): Promise<Record<string, string>[]> {
  const [top] = await db.query<{ label: string }>(
    "select label from listing_locations where kind = 'city' order by listing_count desc, label limit 1",
  );
  const [center] = await db.query<{ lng: number; lat: number }>(
    `select avg(longitude)::float8 as lng, avg(latitude)::float8 as lat from listings
     where city || ', ' || state_or_province = $1 and latitude is not null`,
    [top!.label],
  );
  const { lng, lat } = center!;
  const radii = [0.13, 0.1, 0.14, 0.09, 0.12, 0.11, 0.15, 0.1];
  const ring = radii.map((r, i): [number, number] => {
    const angle = (i * Math.PI) / 4;
    return [+(lng + (r * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180)).toFixed(6), +(lat + r * Math.sin(angle)).toFixed(6)];
  });
  const polygon = JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });
  const circle = (radius: number) => JSON.stringify({ type: 'Circle', center: [+lng.toFixed(6), +lat.toFixed(6)], radius_miles: radius });
  return [
    { geometry: polygon },
    { geometry: polygon, price_min: '100000', price_max: '450000', beds_min: '3' },
    { geometry: circle(8) },
    { geometry: circle(3), sort_by: 'list_price' },
  ];
}
