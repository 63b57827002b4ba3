import { median } from '../../listings/metrics/geo.ts';
import { rentEstimate } from '../../listings/metrics/investment.ts';
import { figure, round, roundTo, type Figure } from './figure.ts';

/** A lease listing near the subject (RESO PropertyType ResidentialLease: ListPrice is the monthly rent). */
export interface RentalComp {
  property_id: string;
  address: string;
  distance_mi: number;
  rent: number;
  living_area: number;
  bedrooms: number | null;
  listed_date: string | null;
}

export const MIN_RENTAL_COMPS = 3;

/**
 * Rent = median rent per sq ft of at least 3 nearby leases × living area, to $25. Without enough leases in the feed,
 * the listing metrics' rent-to-value heuristic (0.75% of ARV a month at $200/sq ft, 0.4%…1.2%) stands in, and says so.
 */
export function estimateRent(
  livingArea: number,
  arv: number,
  comps: RentalComp[],
): { value: number; method: 'rental_comps' | 'rent_to_value'; explain: Figure } {
  if (comps.length >= MIN_RENTAL_COMPS) {
    const perSqft = median(comps.map((c) => c.rent / c.living_area));
    const value = roundTo(perSqft * livingArea, 25);
    return {
      value,
      method: 'rental_comps',
      explain: figure(value, 'median rent per sq ft of nearby leases × living area, to $25', {
        leases: comps.length,
        'median rent $/sq ft': round(perSqft, 3),
        'living area': livingArea,
      }),
    };
  }
  const value = rentEstimate(arv, livingArea);
  const ratio = Math.min(0.012, Math.max(0.004, 0.0075 * (200 / (arv / livingArea)) ** 0.4));
  return {
    value,
    method: 'rent_to_value',
    explain: figure(
      value,
      `fewer than ${MIN_RENTAL_COMPS} lease listings nearby: ARV × rent-to-value ratio (0.75% × (200 ÷ ARV $/sq ft)^0.4, 0.4%…1.2%), to $25`,
      { ARV: arv, 'living area': livingArea, 'ratio %': round(ratio * 100, 3), leases: comps.length },
    ),
  };
}
