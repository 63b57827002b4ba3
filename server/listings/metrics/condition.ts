export const CONDITION_LEVELS = ['Very Poor', 'Poor', 'Fair', 'Good', 'Excellent'] as const;
export type Condition = (typeof CONDITION_LEVELS)[number];
/** Excellent 5 … Very Poor 1 (stored as condition_rank for sorting). */
export const conditionRank = (condition: string) => CONDITION_LEVELS.indexOf(condition as Condition) + 1;

export interface ConditionCue {
  source: 'remarks' | 'age' | 'price' | 'sale type';
  cue: string;
  points: number;
}

// Phrases agents use; weights are points on a scale where 0 is an ordinary, maintained home.
const REMARK_CUES: [RegExp, number][] = [
  [/fully (renovated|remodeled|updated)|complete(ly)? (renovation|remodel)|new construction|brand[- ]new (home|build)/i, 2.5],
  [/renovated|remodeled|move[- ]in ready|turn[- ]?key/i, 1.5],
  [/new roof|new hvac|new kitchen|updated kitchen|new (windows|flooring|appliances)|quartz|granite/i, 1],
  [/well[- ]maintained|updated|pride of ownership|immaculate/i, 0.75],
  [/needs (some )?tlc|cosmetic|original (kitchen|bath|condition)|\bdated\b|some updating/i, -1.25],
  [
    /fixer|needs (work|updating|repairs)|handyman|investor special|bring your (contractor|vision)|sold as[- ]is|as[- ]is|deferred maintenance/i,
    -2.25,
  ],
  [
    /fire damage|foundation (issues|problems|repair)|structural|tear[- ]?down|uninhabitable|mold|water damage|gutted|condemned|cash only/i,
    -3.5,
  ],
];

export interface ConditionInput {
  remarks: string;
  yearBuilt: number | null;
  /** Asking (or sold) price per sq ft against the local median of closed sales. */
  priceRatio: number | null;
  specialConditions: string[];
  year: number;
}

/** Condition from remarks cues, age and price signals; answers the level and the cues that decided it. */
export function estimateCondition(input: ConditionInput): { condition: Condition; rank: number; score: number; cues: ConditionCue[] } {
  const cues: ConditionCue[] = [];
  for (const [pattern, points] of REMARK_CUES) {
    const match = pattern.exec(input.remarks);
    if (match) cues.push({ source: 'remarks', cue: match[0], points });
  }
  const remarkPoints = cues.reduce((sum, c) => sum + c.points, 0);
  // Text dominates, but one phrase cannot run away with the score.
  let score = Math.max(-4, Math.min(3, remarkPoints));
  if (input.yearBuilt) {
    const age = input.year - input.yearBuilt;
    const points = age <= 10 ? 1 : age <= 40 ? 0 : age <= 70 ? -0.5 : -1;
    if (points) cues.push({ source: 'age', cue: `built ${input.yearBuilt} (${age} years old)`, points });
    score += points;
  }
  if (input.priceRatio !== null) {
    const r = input.priceRatio;
    const points = r < 0.6 ? -1.5 : r < 0.75 ? -0.75 : r > 1.2 ? 0.5 : 0;
    if (points) cues.push({ source: 'price', cue: `price per sq ft ${Math.round(r * 100)}% of the local median`, points });
    score += points;
  }
  const distress = input.specialConditions.filter((c) => /foreclosure|real estate owned|auction/i.test(c));
  if (distress.length) {
    const points = Math.max(-1, -0.5 * distress.length);
    cues.push({ source: 'sale type', cue: distress.join(', '), points });
    score += points;
  }
  const condition: Condition =
    score >= 2.5 ? 'Excellent' : score >= -0.25 ? 'Good' : score >= -1.75 ? 'Fair' : score >= -3.25 ? 'Poor' : 'Very Poor';
  return { condition, rank: conditionRank(condition), score: Math.round(score * 100) / 100, cues };
}
