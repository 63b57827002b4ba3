import type { Random } from './prng.ts';

// Phrases by true condition (Very Poor … Excellent); the estimator has to recover condition from them.
const CUES: string[][] = [
  [
    'Fire damage throughout, cash only.',
    'Foundation problems and water damage; sold as-is.',
    'Tear-down or major rehab; uninhabitable in current state.',
    'Structural repairs needed, gutted interior.',
  ],
  [
    'Fixer-upper, needs work.',
    'Handyman special with deferred maintenance.',
    'Investor special, bring your contractor.',
    'Needs repairs; sold as-is.',
  ],
  [
    'Needs some TLC and cosmetic updates.',
    'Original kitchen and baths, some updating needed.',
    'Solid bones but dated finishes.',
    'Needs TLC; priced accordingly.',
  ],
  [
    'Well-maintained home with updated kitchen.',
    'Pride of ownership, new roof in 2021.',
    'Move-in ready with new HVAC.',
    'Updated baths and new flooring.',
  ],
  [
    'Fully renovated with quartz counters and new appliances.',
    'Complete remodel: new kitchen, new windows, new roof.',
    'Turnkey, fully updated top to bottom.',
    'Brand-new home with builder warranty.',
  ],
];

const FEATURES = [
  'Large backyard with mature trees.',
  'Two-car garage.',
  'Close to schools and parks.',
  'Open floor plan.',
  'Corner lot.',
  'Quiet street near shopping.',
  'Covered patio.',
  'Walk to downtown.',
  'Fenced yard.',
  'Basement storage.',
];

const LABELS: Record<string, string> = {
  SingleFamilyResidence: 'single-family home',
  Condominium: 'condo',
  Townhouse: 'townhouse',
  ManufacturedHome: 'manufactured home',
  Duplex: 'duplex',
  Triplex: 'triplex',
  Quadruplex: 'fourplex',
  UnimprovedLand: 'lot',
};

export function demoRemarks(
  rng: Random,
  facts: { subtype: string; beds: number | null; baths: number | null; city: string; conditionRank: number },
): string {
  const label = LABELS[facts.subtype] ?? 'property';
  if (facts.subtype === 'UnimprovedLand') return `Buildable ${label} in ${facts.city}. Utilities nearby. Demo data.`;
  const intro = `${facts.beds} bed, ${facts.baths} bath ${label} in ${facts.city}.`;
  // About one remark in six says nothing about condition, as real remarks often do.
  const cue = rng.chance(0.83) ? rng.pick(CUES[facts.conditionRank - 1]!) : '';
  return [intro, cue, rng.pick(FEATURES), 'Demo data.'].filter(Boolean).join(' ');
}
