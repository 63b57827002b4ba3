import type { Comp } from '../../../../server/listings/metrics/comps.ts';

/** A comparable reduced to its adjusted price (and distance): what the ARV rules read. */
export const comp = (adjusted_price: number, distance_mi = 0.5): Comp => ({
  property_id: String(adjusted_price),
  address: '',
  latitude: 0,
  longitude: 0,
  distance_mi,
  sold_date: '2025-01-01',
  price: adjusted_price,
  living_area: 1500,
  year_built: null,
  bedrooms: null,
  bathrooms: null,
  condition: 'Good',
  adjustments: [],
  adjusted_price,
  added: false,
});
