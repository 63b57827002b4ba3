import { figure, roundTo, type Figure } from './figure.ts';

/** Rehab $/sq ft by estimated condition at a regional cost index of 1. */
export const REHAB_PER_SQFT: Record<string, number> = { Excellent: 0, Good: 8, Fair: 25, Poor: 50, 'Very Poor': 85 };

/** Regional cost index: √(local $/sq ft ÷ 200), clamped to 0.75…1.6 (labour and materials cost more where homes do). */
export const costIndex = (areaPpsf: number) => Math.min(1.6, Math.max(0.75, Math.sqrt(areaPpsf / 200)));

/** The default rehab $/sq ft a report starts with: condition rate × cost index, to the cent. */
export const defaultRehabPerSqft = (condition: string | null, areaPpsf: number) =>
  Math.round((REHAB_PER_SQFT[condition ?? 'Good'] ?? REHAB_PER_SQFT.Good!) * costIndex(areaPpsf) * 100) / 100;

/** The contingency on top of the rehab's base cost, in percent (a report's default; the listing's rehab estimate includes it). */
export const REHAB_CONTINGENCY_PCT = 10;

/** Rehab budget = $/sq ft × living area × (1 + contingency), rounded to $500. */
export function rehabBudget(
  perSqft: number,
  livingArea: number,
  contingencyPct: number,
): { base: Figure; contingency: Figure; total: Figure } {
  const base = perSqft * livingArea;
  const contingency = base * (contingencyPct / 100);
  const total = roundTo(base + contingency, 500);
  return {
    base: figure(Math.round(base), 'rehab $/sq ft × living area', { '$/sq ft': perSqft, 'living area': livingArea }),
    contingency: figure(Math.round(contingency), 'base × contingency %', { base: Math.round(base), 'contingency %': contingencyPct }),
    total: figure(total, '(base + contingency), rounded to $500', { base: Math.round(base), contingency: Math.round(contingency) }),
  };
}
