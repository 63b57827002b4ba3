import { estimateArvFromComps, type ArvEstimate } from './arv.ts';
import type { Comp } from './comps.ts';
import { defaultRehabPerSqft, rehabBudget, REHAB_CONTINGENCY_PCT } from './rehab.ts';
import { estimateRent, type RentalComp } from './rent.ts';

/**
 * The version of the valuation rules the stored metrics were computed with. A listing whose stored `metrics_version`
 * is this one carries everything a report needs to reproduce its figures (valuation day, area $/sq ft, comps, leases);
 * raise it when a rule below changes, so older stored figures are recognised as such.
 */
export const METRICS_VERSION = 2;

/**
 * The after-repair condition an ARV is for (a report's default; its comps are adjusted to it): Good, or the home's own when
 * it is Excellent already (nothing to repair: its value as it is).
 */
export const afterRepairCondition = (condition: string | null): 'Good' | 'Excellent' => (condition === 'Excellent' ? 'Excellent' : 'Good');

/** Area $/sq ft assumed for the rehab's cost index when neither local sales nor an ARV give one. */
const FALLBACK_AREA_PPSF = 200;

export interface Valuation {
  arv: ArvEstimate;
  /** The area $/sq ft the rehab's cost index used (local sales, else ARV ÷ living area). */
  areaPpsf: number;
  rehabPerSqft: number;
  rehab: ReturnType<typeof rehabBudget>;
  rent: ReturnType<typeof estimateRent>;
}

/**
 * ARV, rehab and rent of one property from its chosen comparables and leases: the one computation behind the listing's
 * stored metrics (property page, search rows, downloads, e-mails, API) and a full report's figures. `choices` are a report's
 * overrides of the rehab $/sq ft and contingency; without them the result is the listing's.
 */
export function valueProperty(
  subject: { living_area: number; list_price: number; condition: string | null },
  comps: Comp[],
  radiusMi: number,
  rentalComps: RentalComp[],
  areaPpsf: number | null,
  choices: { rehabPerSqft?: number; contingencyPct?: number } = {},
): Valuation {
  const arv = estimateArvFromComps(comps, radiusMi);
  const area = areaPpsf ?? (arv.value ? arv.value / subject.living_area : FALLBACK_AREA_PPSF);
  const rehabPerSqft = choices.rehabPerSqft ?? defaultRehabPerSqft(subject.condition, area);
  return {
    arv,
    areaPpsf: area,
    rehabPerSqft,
    rehab: rehabBudget(rehabPerSqft, subject.living_area, choices.contingencyPct ?? REHAB_CONTINGENCY_PCT),
    rent: estimateRent(subject.living_area, arv.value ?? subject.list_price, rentalComps),
  };
}
