import { DEFAULT_ASSUMPTIONS, type Assumptions } from './assumptions.ts';
import type { ArvEstimate } from '../../listings/metrics/arv.ts';
import { auctionAnalysis, type Auction, type AuctionFacts } from './auction.ts';
import { brrrrAnalysis, type Brrrr } from './brrrr.ts';
import { selectComps, toComp, type Comp, type CompSubject, type SaleRecord } from '../../listings/metrics/comps.ts';
import { figure, round, type Figure } from '../../listings/metrics/figure.ts';
import { flipAnalysis, type Flip } from './flip.ts';
import { marketAnalysis, type Market, type ZipSale } from './market.ts';
import type { rehabBudget } from '../../listings/metrics/rehab.ts';
import type { estimateRent, RentalComp } from '../../listings/metrics/rent.ts';
import { afterRepairCondition, valueProperty } from '../../listings/metrics/valuation.ts';
import { rentalAnalysis, type Rental } from './rental.ts';

/** Everything the analyses read, gathered by the repository (or by a test). */
export interface ReportInputs {
  subject: CompSubject & { list_price: number; condition: string | null; postal_code: string; auction: AuctionFacts | null };
  sales: SaleRecord[];
  rentalComps: RentalComp[];
  zipSales: ZipSale[];
  activeInZip: number;
  /** Median $/sq ft of closed sales near the subject (regional cost index of the rehab). */
  areaPpsf: number | null;
  referenceDate: string;
  /**
   * The comparables the listing's stored metrics chose (their sales are among `sales`) and the radius they were found in:
   * without comp choices of the user, the report values the listing from these, so its figures are the listing's.
   */
  chosen?: { sale_ids: string[]; radius_mi: number } | null;
}

export type AssumptionOverrides = Partial<Assumptions>;

export interface ReportAnalysis {
  arv: ArvEstimate;
  comps: Comp[];
  radius_mi: number;
  value_gap: Figure;
  lp_arv: Figure;
  rehab: ReturnType<typeof rehabBudget>;
  rent: ReturnType<typeof estimateRent>;
  rental_comps: RentalComp[];
  analyses: { flip: Flip; rental: Rental; brrrr: Brrrr } | null;
  auction: Auction | null;
  market: Market;
  assumptions: Assumptions;
}

/** The whole report from its inputs and the user's overrides: pure, so a changed assumption recomputes it at once. */
export function analyseReport(inputs: ReportInputs, overrides: AssumptionOverrides = {}): ReportAnalysis {
  const s = inputs.subject;
  const target = overrides.after_repair_condition ?? afterRepairCondition(s.condition);
  const compChoice = Boolean(overrides.excluded_comp_ids?.length || overrides.added_comp_ids?.length);
  const selection =
    inputs.chosen && !compChoice
      ? storedSelection(inputs, target)
      : selectComps(s, inputs.sales, inputs.referenceDate, target, {
          excluded: overrides.excluded_comp_ids,
          added: overrides.added_comp_ids,
        });
  const value = valueProperty(s, selection.comps, selection.radius_mi, inputs.rentalComps, inputs.areaPpsf, {
    rehabPerSqft: overrides.rehab_per_sqft,
    contingencyPct: overrides.rehab_contingency_pct,
  });
  const { arv, rent, rehab } = value;
  const arvValue = arv.value;
  const assumptions: Assumptions = {
    ...DEFAULT_ASSUMPTIONS,
    purchase_price: s.list_price,
    after_repair_condition: target,
    rehab_per_sqft: value.rehabPerSqft,
    monthly_rent: rent.value,
    excluded_comp_ids: [],
    added_comp_ids: [],
    ...overrides,
  };
  const rehabTotal = rehab.total.value!;
  const market = marketAnalysis(s.postal_code, inputs.zipSales, inputs.activeInZip, inputs.referenceDate);
  if (arvValue === null) {
    const none = figure(null, 'no ARV: no comparable sales');
    return {
      arv,
      comps: selection.comps,
      radius_mi: selection.radius_mi,
      value_gap: none,
      lp_arv: none,
      rehab,
      rent,
      rental_comps: inputs.rentalComps,
      analyses: null,
      auction: null,
      market,
      assumptions,
    };
  }
  const flip = flipAnalysis({ arv: arvValue, rehab: rehabTotal, a: assumptions });
  return {
    arv,
    comps: selection.comps,
    radius_mi: selection.radius_mi,
    value_gap: figure(arvValue - s.list_price, 'ARV − list price', { ARV: arvValue, 'list price': s.list_price }),
    lp_arv: figure(round(s.list_price / arvValue, 3), 'list price ÷ ARV, in percent (the 70% rule wants 70% or less before rehab)', {
      'list price': s.list_price,
      ARV: arvValue,
    }),
    rehab,
    rent,
    rental_comps: inputs.rentalComps,
    analyses: {
      flip,
      rental: rentalAnalysis(assumptions, rehabTotal),
      brrrr: brrrrAnalysis({
        arv: arvValue,
        rehab: rehabTotal,
        holding: flip.holding_costs.value!,
        financing: flip.financing_costs.value!,
        a: assumptions,
      }),
    },
    auction: s.auction ? auctionAnalysis(s.auction, arvValue, rehabTotal, assumptions) : null,
    market,
    assumptions,
  };
}

/** The listing's stored comparables, adjusted to the target condition on the stored reference day. */
function storedSelection(inputs: ReportInputs, target: string): { comps: Comp[]; radius_mi: number } {
  const byId = new Map(inputs.sales.map((sale) => [sale.property_id, sale]));
  const chosen = inputs.chosen!;
  return {
    comps: chosen.sale_ids.map((id) => toComp(inputs.subject, byId.get(id)!, inputs.referenceDate, target, false)),
    radius_mi: chosen.radius_mi,
  };
}
