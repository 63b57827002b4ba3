import { round, roundTo } from './figure.ts';
import { haversineMiles } from './geo.ts';

/** A closed sale that may serve as a comparable (what the repository reads). */
export interface SaleRecord {
  property_id: string;
  address: string;
  latitude: number;
  longitude: number;
  subtype: string;
  close_price: number;
  close_date: string;
  living_area: number;
  year_built: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  condition: string | null;
}

export interface CompSubject {
  property_id: string;
  latitude: number;
  longitude: number;
  subtype: string;
  living_area: number;
  year_built: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
}

export type AdjustmentFactor = 'time' | 'size' | 'age' | 'condition' | 'beds_baths';

export interface Adjustment {
  factor: AdjustmentFactor;
  amount: number;
  formula: string;
}

export interface Comp {
  property_id: string;
  address: string;
  latitude: number;
  longitude: number;
  distance_mi: number;
  sold_date: string;
  price: number;
  living_area: number;
  year_built: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  condition: string | null;
  adjustments: Adjustment[];
  adjusted_price: number;
  /** Chosen by the user rather than by the selection rules. */
  added: boolean;
}

export const COMP_RULES = {
  radiiMiles: [1, 2, 3, 5],
  minComps: 3,
  maxComps: 8,
  windowDays: 365,
  areaTolerance: 0.2,
  /** Comparables are renovated sales: estimated condition Good or Excellent. */
  conditions: ['Good', 'Excellent'],
} as const;

/** Adjustment rates: market rules of thumb, not fitted weights. */
export const ADJUSTMENT_RULES = {
  /** Prices rise 4% a year: an older sale is brought to the reference day. */
  annualAppreciation: 0.04,
  /** Price scales with living area to the power 0.75 (larger homes sell for less per sq ft). */
  sizeExponent: 0.75,
  /** Price relative to a Good home by condition (the after-repair condition the ARV is for). */
  conditionFactor: { 'Very Poor': 0.55, Poor: 0.72, Fair: 0.86, Good: 1, Excellent: 1.12 } as Record<string, number>,
  /** 1% of the price per bedroom and 2% per bathroom of difference. */
  perBedroom: 0.01,
  perBathroom: 0.02,
} as const;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 (UTC) of an ISO date or time, or of a Date. */
export const dayOf = (date: string | Date) => Math.floor((typeof date === 'string' ? Date.parse(date) : date.getTime()) / DAY_MS);

const ISO_DAYS = new Map<number, string>();
/**
 * The ISO date (YYYY-MM-DD) of a day number, memoised: listings fall on a few thousand distinct days, and formatting a
 * Date each time was 4% of a demo seeding's generator.
 */
export function isoDay(day: number): string {
  let text = ISO_DAYS.get(day);
  if (text === undefined) ISO_DAYS.set(day, (text = new Date(day * DAY_MS).toISOString().slice(0, 10)));
  return text;
}

/** The dollar adjustments that turn a comparable's price into the subject's (each rounded to $100). */
export function adjustComp(subject: CompSubject, sale: SaleRecord, referenceDate: string, targetCondition: string): Adjustment[] {
  const r = ADJUSTMENT_RULES;
  const price = sale.close_price;
  const days = Math.max(0, dayOf(referenceDate) - dayOf(sale.close_date));
  const adjustments: Adjustment[] = [
    {
      factor: 'time',
      amount: roundTo(price * r.annualAppreciation * (days / 365), 100),
      formula: `price × 4% a year × ${days} days ÷ 365`,
    },
    {
      factor: 'size',
      amount: roundTo(price * ((subject.living_area / sale.living_area) ** r.sizeExponent - 1), 100),
      formula: `price × ((${subject.living_area} ÷ ${sale.living_area} sq ft)^0.75 − 1)`,
    },
  ];
  // No age adjustment of its own: age acts through the estimated condition (a cue of it), adjusted next; a separate 0.2% a
  // year counted it twice and made the ARV less accurate (npm run backtest: MdAPE 15.5% with it, 14.0% without, 2026-11-26).
  adjustments.push({ factor: 'age', amount: 0, formula: 'no separate adjustment: age acts through the condition' });
  const compFactor = sale.condition ? r.conditionFactor[sale.condition] : undefined;
  const targetFactor = r.conditionFactor[targetCondition];
  if (compFactor && targetFactor) {
    adjustments.push({
      factor: 'condition',
      amount: roundTo(price * (targetFactor / compFactor - 1), 100),
      formula: `price × (${targetFactor} for ${targetCondition} ÷ ${compFactor} for ${sale.condition} − 1)`,
    });
  } else adjustments.push({ factor: 'condition', amount: 0, formula: 'condition unknown: no adjustment' });
  const beds = subject.bedrooms !== null && sale.bedrooms !== null ? subject.bedrooms - sale.bedrooms : 0;
  const baths = subject.bathrooms !== null && sale.bathrooms !== null ? subject.bathrooms - sale.bathrooms : 0;
  adjustments.push({
    factor: 'beds_baths',
    amount: roundTo(price * (r.perBedroom * beds + r.perBathroom * baths), 100),
    formula: `price × (1% × ${beds} bedrooms + 2% × ${baths} bathrooms)`,
  });
  return adjustments;
}

export function toComp(subject: CompSubject, sale: SaleRecord, referenceDate: string, targetCondition: string, added: boolean): Comp {
  const adjustments = adjustComp(subject, sale, referenceDate, targetCondition);
  return {
    property_id: sale.property_id,
    address: sale.address,
    latitude: sale.latitude,
    longitude: sale.longitude,
    distance_mi: round(haversineMiles(subject.latitude, subject.longitude, sale.latitude, sale.longitude), 2),
    sold_date: sale.close_date,
    price: sale.close_price,
    living_area: sale.living_area,
    year_built: sale.year_built,
    bedrooms: sale.bedrooms,
    bathrooms: sale.bathrooms,
    condition: sale.condition,
    adjustments,
    adjusted_price: sale.close_price + adjustments.reduce((sum, a) => sum + a.amount, 0),
    added,
  };
}

/**
 * Whether a sale passes the selection rules (radius aside), `ageDays` days before the reference day. The condition is
 * tested last: the listing metrics judge a sale's condition on first use.
 */
export function isEligible(subject: CompSubject, sale: SaleRecord, ageDays: number): boolean {
  return (
    sale.property_id !== subject.property_id &&
    sale.subtype === subject.subtype &&
    ageDays >= 0 &&
    ageDays < COMP_RULES.windowDays &&
    Math.abs(sale.living_area - subject.living_area) <= COMP_RULES.areaTolerance * subject.living_area &&
    (COMP_RULES.conditions as readonly string[]).includes(sale.condition ?? '')
  );
}

/**
 * The radius rule over eligible sales: the 8 nearest within 1 mile, widening to 2, 3, then 5 miles while fewer than 3
 * are found. `eligibleWithin(miles)` answers the eligible sales within that distance, nearest first (a filtered list for
 * a report, the metrics' spatial grid for a whole market).
 */
export function nearestEligible<T>(eligibleWithin: (miles: number) => T[]): { chosen: T[]; radius_mi: number } {
  let radius: number = COMP_RULES.radiiMiles[COMP_RULES.radiiMiles.length - 1];
  let chosen: T[] = [];
  for (const r of COMP_RULES.radiiMiles) {
    chosen = eligibleWithin(r).slice(0, COMP_RULES.maxComps);
    radius = r;
    if (chosen.length >= COMP_RULES.minComps) break;
  }
  return { chosen, radius_mi: radius };
}

export interface CompSelection {
  comps: Comp[];
  /** The search radius the rules settled on (1, 2, 3 or 5 miles). */
  radius_mi: number;
}

/**
 * The 8 nearest eligible sales within 1 mile, widening to 2, 3, then 5 miles while fewer than 3 are found; the user's
 * excluded ids are left out and added ids are put in whatever the rules say.
 */
export function selectComps(
  subject: CompSubject,
  sales: SaleRecord[],
  referenceDate: string,
  targetCondition: string,
  choice: { excluded?: string[]; added?: string[] } = {},
): CompSelection {
  const excluded = new Set(choice.excluded ?? []);
  const added = new Set(choice.added ?? []);
  const referenceDay = dayOf(referenceDate);
  const distance = (s: SaleRecord) => haversineMiles(subject.latitude, subject.longitude, s.latitude, s.longitude);
  const eligible = sales
    .filter((s) => !excluded.has(s.property_id) && !added.has(s.property_id) && isEligible(subject, s, referenceDay - dayOf(s.close_date)))
    .map((sale) => ({ sale, miles: distance(sale) }))
    .sort((a, b) => a.miles - b.miles);
  const { chosen, radius_mi } = nearestEligible((r) => eligible.filter((e) => e.miles <= r));
  const extra = sales.filter((s) => added.has(s.property_id) && !excluded.has(s.property_id) && s.property_id !== subject.property_id);
  return {
    comps: [
      ...chosen.map((e) => toComp(subject, e.sale, referenceDate, targetCondition, false)),
      ...extra.map((s) => toComp(subject, s, referenceDate, targetCondition, true)),
    ],
    radius_mi,
  };
}

/** A stored comparable as the sale it was made from (a report reproduces the listing's valuation from these). */
export const saleOfComp = (c: Comp, subtype: string): SaleRecord => ({
  property_id: c.property_id,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  subtype,
  close_price: c.price,
  close_date: c.sold_date,
  living_area: c.living_area,
  year_built: c.year_built,
  bedrooms: c.bedrooms,
  bathrooms: c.bathrooms,
  condition: c.condition,
});
