export const POTENTIAL_LEVELS = ['Low', 'Medium', 'High', 'Excellent'] as const;
export type Potential = (typeof POTENTIAL_LEVELS)[number];

/** A factor as scored and stored with its listing: the figures only, the sentence being written from them when read (potentialReason). */
export interface PotentialFactor {
  factor: 'value_gap' | 'lp_arv' | 'condition' | 'days_on_market' | 'rent_yield' | 'arv_confidence';
  value: number | string;
  points: number;
}

/**
 * Why a factor scored its points, in words, from its stored figures alone: one sentence whether the factor was just scored
 * or read back. The values are those stored (rounded as shown), and the thresholds show in the points: LP/ARV scores 2
 * exactly at or under 70%, the condition scores by repairs.
 */
export function potentialReason({ factor, value, points }: PotentialFactor): string {
  switch (factor) {
    case 'value_gap':
      return `ARV minus list price and estimated rehab is ${value}% of ARV`;
    case 'lp_arv':
      return points === 2 ? 'list price is at most 70% of ARV (the 70% rule)' : `list price is ${Math.round(Number(value) * 100)}% of ARV`;
    case 'condition':
      return points > 0
        ? 'value-add: repairs are cosmetic to moderate'
        : points < 0
          ? 'heavy repairs carry structural risk'
          : 'little value to add through repairs';
    case 'days_on_market':
      return Number(value) >= 90
        ? `on the market ${value} days: the seller may negotiate`
        : Number(value) < 7
          ? 'new listing: expect competing offers'
          : `on the market ${value} days`;
    case 'rent_yield':
      return `gross rent yield ${value}% a year at list price`;
    case 'arv_confidence':
      return 'few or scattered comparables: the ARV is uncertain';
  }
}

export interface PotentialInput {
  listPrice: number;
  arv: number;
  rehab: number;
  rent: number;
  condition: string;
  daysOnMarket: number;
  arvConfidence: number;
}

/** Points per factor, summed: ≥ 6 Excellent, ≥ 3.5 High, ≥ 1.5 Medium, else Low. */
export function investmentPotential(input: PotentialInput): {
  potential: Potential;
  rank: number;
  score: number;
  factors: PotentialFactor[];
} {
  const factors: PotentialFactor[] = [];
  const add = (factor: PotentialFactor['factor'], value: number | string, points: number) => factors.push({ factor, value, points });

  const netGap = ((input.arv - input.listPrice - input.rehab) / input.arv) * 100;
  add('value_gap', round(netGap), netGap >= 25 ? 3 : netGap >= 15 ? 2 : netGap >= 5 ? 1 : netGap < 0 ? -1 : 0);
  const lpArv = input.listPrice / input.arv;
  add('lp_arv', round(lpArv, 2), lpArv <= 0.7 ? 2 : lpArv <= 0.8 ? 1 : lpArv > 1 ? -1 : 0);
  add(
    'condition',
    input.condition,
    input.condition === 'Fair' || input.condition === 'Poor' ? 0.5 : input.condition === 'Very Poor' ? -1 : 0,
  );
  const dom = input.daysOnMarket;
  add('days_on_market', dom, dom >= 180 ? 1.5 : dom >= 90 ? 1 : dom < 7 ? -0.5 : 0);
  const yieldPct = ((input.rent * 12) / input.listPrice) * 100;
  add('rent_yield', round(yieldPct), yieldPct >= 10 ? 2 : yieldPct >= 7 ? 1 : yieldPct < 4 ? -1 : 0);
  if (input.arvConfidence < 40) add('arv_confidence', input.arvConfidence, -1);

  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const potential: Potential = score >= 6 ? 'Excellent' : score >= 3.5 ? 'High' : score >= 1.5 ? 'Medium' : 'Low';
  return { potential, rank: POTENTIAL_LEVELS.indexOf(potential) + 1, score, factors };
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
