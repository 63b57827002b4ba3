import { figure, round, roundTo, type Figure } from './figure.ts';
import { median } from './geo.ts';

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
/** Leases of the subject's subtype within 2 miles, the 10 nearest. */
export const LEASE_RULES = { radiusMiles: 2, maxLeases: 10 } as const;

/** Rent-to-value ratio a month: 0.75% at $200/sq ft, falling as prices rise (× (200 ÷ ARV $/sq ft)^0.4), within 0.4%…1.2%. */
export const rentToValueRatio = (arv: number, livingArea: number) =>
  Math.min(0.012, Math.max(0.004, 0.0075 * (200 / (arv / livingArea)) ** 0.4));

/** The leases a rent estimate reads: `near` are lease listings with their distance; the rule keeps the subtype's nearest within 2 miles. */
export function selectLeases(subtype: string, near: (RentalComp & { subtype: string })[]): RentalComp[] {
  return near
    .filter((l) => l.subtype === subtype && l.living_area > 0 && l.distance_mi <= LEASE_RULES.radiusMiles)
    .sort((a, b) => a.distance_mi - b.distance_mi)
    .slice(0, LEASE_RULES.maxLeases)
    .map((l) => ({
      property_id: l.property_id,
      address: l.address,
      distance_mi: l.distance_mi,
      rent: l.rent,
      living_area: l.living_area,
      bedrooms: l.bedrooms,
      listed_date: l.listed_date,
    }));
}

/**
 * Rent = median rent per sq ft of at least 3 nearby leases × living area, to $25. Without enough leases in the feed,
 * a rent-to-value ratio (0.75% of ARV a month at $200/sq ft, 0.4%…1.2%) stands in, and says so.
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
  const ratio = rentToValueRatio(arv, livingArea);
  const value = roundTo(arv * ratio, 25);
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
