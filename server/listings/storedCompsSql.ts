import { isoDate } from '../lib/sqlFormat.ts';

/**
 * A listing's chosen comparables (`arv_comps` of the listing_explanations row aliased `explanation`) as snapshots of the
 * sales, in their stored order. A comparable is stored either whole (its sale's facts as priced: imports and feeds, whose
 * sales may change later) or as a reference (`property_id`, `distance_mi`, `adjusted_price`: the demo data, whose sales
 * never change once seeded, so the facts are read from the sale's own row, in the shape computeMetrics stores). A reference
 * whose sale is gone is left out.
 */
export const storedCompsSql = (explanation: string) => `coalesce((
    select jsonb_agg(case when x.comp ? 'address' then x.comp else x.comp || jsonb_build_object(
        'listing_key', s.listing_key,
        'address', s.unparsed_address || ', ' || s.city || ', ' || s.state_or_province || ' ' || s.postal_code,
        'latitude', s.latitude, 'longitude', s.longitude, 'sold_date', ${isoDate('s.close_date')}, 'price', s.close_price,
        'living_area', s.living_area, 'year_built', s.year_built::int, 'bedrooms', s.bedrooms_total::int,
        'bathrooms', s.bathrooms_total_integer::int, 'condition', s.condition) end order by x.n)
    from jsonb_array_elements(${explanation}.arv_comps) with ordinality x(comp, n)
    left join listings s on s.id = case when x.comp ? 'address' then null else (x.comp->>'property_id')::bigint end
    where x.comp ? 'address' or s.id is not null
  ), '[]')`;
