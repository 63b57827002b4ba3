import { GeoGrid, median } from './geo.ts';

/** A closed sale usable as a comparable, with its estimated condition. */
export interface ClosedSale {
  listing_key: string;
  address: string;
  latitude: number;
  longitude: number;
  subtype: string;
  closePrice: number;
  closeDay: number;
  livingArea: number;
  conditionRank: number;
}

export interface CompUsed {
  listing_key: string;
  address: string;
  distance_miles: number;
  close_price: number;
  close_date: string;
  living_area: number;
  price_per_sqft: number;
  adjusted_price_per_sqft: number;
}

export interface ArvResult {
  arv: number;
  confidence: number;
  radiusMiles: number;
  comps: CompUsed[];
}

export const ARV_RULES = {
  radiiMiles: [1, 2, 3, 5],
  minComps: 3,
  maxComps: 8,
  windowDays: 365,
  areaTolerance: 0.2,
  minConditionRank: 4,
  annualAppreciation: 0.04,
  sizeElasticity: 0.25,
} as const;

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * ARV = median adjusted $/sq ft of comparable closed sales × subject living area. Comparables: same subtype,
 * Good or Excellent condition, sold in the 12 months before the reference day, living area within ±20%,
 * within 1 mile, widening to 2, 3, then 5 miles while fewer than 3 are found.
 */
export function estimateArv(
  subject: { listing_key: string; latitude: number; longitude: number; subtype: string; livingArea: number },
  sales: GeoGrid<ClosedSale>,
  referenceDay: number,
): ArvResult | null {
  const r = ARV_RULES;
  for (const radius of r.radiiMiles) {
    const comps = sales
      .within(
        subject.latitude,
        subject.longitude,
        radius,
        (item) =>
          item.listing_key !== subject.listing_key &&
          item.subtype === subject.subtype &&
          item.closeDay <= referenceDay &&
          item.closeDay > referenceDay - r.windowDays &&
          Math.abs(item.livingArea - subject.livingArea) <= r.areaTolerance * subject.livingArea &&
          item.conditionRank >= r.minConditionRank, // last: a sale's condition is judged on first use
      )
      .slice(0, r.maxComps);
    if (comps.length < r.minComps && radius !== r.radiiMiles[r.radiiMiles.length - 1]) continue;
    if (comps.length === 0) return null;
    const used = comps.map(({ item, miles }) => {
      const ppsf = item.closePrice / item.livingArea;
      // Bring older sales to today's market, and smaller homes' higher $/sq ft down to the subject's size.
      const time = 1 + (r.annualAppreciation * (referenceDay - item.closeDay)) / 365;
      const size = (item.livingArea / subject.livingArea) ** r.sizeElasticity;
      return {
        listing_key: item.listing_key,
        address: item.address,
        distance_miles: round(miles, 2),
        close_price: item.closePrice,
        close_date: isoDay(item.closeDay),
        living_area: item.livingArea,
        price_per_sqft: round(ppsf, 2),
        adjusted_price_per_sqft: round(ppsf * time * size, 2),
      };
    });
    const adjusted = used.map((c) => c.adjusted_price_per_sqft);
    const arv = Math.round((median(adjusted) * subject.livingArea) / 1000) * 1000;
    return { arv, confidence: confidence(adjusted, radius), radiusMiles: radius, comps: used };
  }
  return null;
}

/** 0–100: half from the number of comps (8 is full marks), half from their spread, less for a wider radius. */
export function confidence(adjustedPpsf: number[], radiusMiles: number): number {
  const mid = median(adjustedPpsf);
  const spread = median(adjustedPpsf.map((v) => Math.abs(v - mid))) / mid;
  const countScore = Math.min(adjustedPpsf.length, ARV_RULES.maxComps) / ARV_RULES.maxComps;
  const spreadScore = adjustedPpsf.length < 2 ? 0 : Math.max(0, 1 - spread / 0.2);
  const radiusFactor = radiusMiles <= 1 ? 1 : radiusMiles <= 2 ? 0.9 : radiusMiles <= 3 ? 0.8 : 0.65;
  return Math.round(100 * (0.5 * countScore + 0.5 * spreadScore) * radiusFactor);
}

export const confidenceLevel = (value: number | null) => (value === null ? null : value >= 70 ? 'High' : value >= 40 ? 'Medium' : 'Low');

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
