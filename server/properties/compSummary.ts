import { round } from '../listings/metrics/figure.ts';

/** A comparable as the property page's explanation lists it (PropertyDetail's `explanation.arv.comps`). */
export interface CompSummary {
  property_id: string | null;
  listing_key: string;
  address: string;
  distance_miles: number;
  close_price: number;
  close_date: string;
  living_area: number;
  price_per_sqft: number;
  adjusted_price_per_sqft: number;
}

/** As stored with the listing's metrics (server/listings/metrics/computeMetrics.ts). */
export interface StoredComp {
  property_id: string;
  listing_key: string;
  address: string;
  distance_mi: number;
  price: number;
  sold_date: string;
  living_area: number;
  adjusted_price: number;
}

/**
 * A stored comparable as the page lists it: its price per sq ft, and its adjusted price per sq ft of the subject (the ARV is
 * the median adjusted price). Metrics stored before the shared valuation (METRICS_VERSION 2) kept the page's shape already.
 */
export function compSummary(comp: StoredComp | CompSummary, subjectArea: number | null): CompSummary {
  if ('close_price' in comp) return comp;
  return {
    property_id: comp.property_id,
    listing_key: comp.listing_key,
    address: comp.address,
    distance_miles: comp.distance_mi,
    close_price: comp.price,
    close_date: comp.sold_date,
    living_area: comp.living_area,
    price_per_sqft: round(comp.price / comp.living_area, 2),
    adjusted_price_per_sqft: round(comp.adjusted_price / (subjectArea ?? comp.living_area), 2),
  };
}
