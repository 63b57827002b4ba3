import { describe, expect, it } from 'vitest';
import { investmentPotential, potentialReason } from '../../../../server/listings/metrics/investment.ts';

const deal = { listPrice: 140_000, arv: 200_000, rehab: 10_000, rent: 1500, condition: 'Fair', daysOnMarket: 100, arvConfidence: 80 };
const points = (input: typeof deal) => Object.fromEntries(investmentPotential(input).factors.map((f) => [f.factor, f.points]));

describe('investmentPotential (rules, hand-computed)', () => {
  it('a strong deal: 3 + 2 + 0.5 + 1 + 2 = 8.5, Excellent', () => {
    expect(investmentPotential(deal)).toMatchObject({ potential: 'Excellent', rank: 4, score: 8.5 });
    expect(points(deal)).toEqual({ value_gap: 3, lp_arv: 2, condition: 0.5, days_on_market: 1, rent_yield: 2 });
  });

  it('a weak deal: −1 − 1 + 0 − 0.5 + 0 − 1 = −3.5, Low', () => {
    const weak = { listPrice: 210_000, arv: 200_000, rehab: 0, rent: 700, condition: 'Good', daysOnMarket: 3, arvConfidence: 30 };
    expect(investmentPotential(weak)).toMatchObject({ potential: 'Low', rank: 1, score: -3.5 });
    expect(points(weak)).toEqual({ value_gap: -1, lp_arv: -1, condition: 0, days_on_market: -0.5, rent_yield: 0, arv_confidence: -1 });
  });

  it.each([
    // list price (ARV 200,000, rehab 0) → net gap %: ≥ 25 +3, ≥ 15 +2, ≥ 5 +1, < 0 −1
    [150_000, 3],
    [150_001, 2],
    [170_000, 2],
    [170_001, 1],
    [190_000, 1],
    [190_001, 0],
    [200_000, 0],
    [200_001, -1],
  ])('value gap at list %d → %d', (listPrice, expected) => {
    expect(points({ ...deal, listPrice, rehab: 0 }).value_gap).toBe(expected);
  });

  it.each([
    [140_000, 2],
    [140_001, 1],
    [160_000, 1],
    [160_001, 0],
    [200_000, 0],
    [200_001, -1],
  ])('LP/ARV at list %d → %d', (listPrice, expected) => {
    expect(points({ ...deal, listPrice }).lp_arv).toBe(expected);
  });

  it.each([
    ['Fair', 0.5],
    ['Poor', 0.5],
    ['Very Poor', -1],
    ['Good', 0],
    ['Excellent', 0],
  ])('condition %s → %d', (condition, expected) => {
    expect(points({ ...deal, condition }).condition).toBe(expected);
  });

  it.each([
    [180, 1.5],
    [179, 1],
    [90, 1],
    [89, 0],
    [7, 0],
    [6, -0.5],
  ])('days on market %d → %d', (daysOnMarket, expected) => {
    expect(points({ ...deal, daysOnMarket }).days_on_market).toBe(expected);
  });

  it.each([
    [1000, 2],
    [999, 1],
    [700, 1],
    [699, 0],
    [400, 0],
    [399, -1],
  ])('rent %d on a 120,000 list price → %d', (rent, expected) => {
    // yield = 12 × rent ÷ 120,000: 1,000 → 10%, 700 → 7%, 400 → 4%
    expect(points({ ...deal, listPrice: 120_000, rent }).rent_yield).toBe(expected);
  });

  it.each([
    [40, undefined],
    [39, -1],
  ])('ARV confidence %d → %s', (arvConfidence, expected) => {
    expect(points({ ...deal, arvConfidence }).arv_confidence).toBe(expected);
  });

  it.each([
    // score → level: ≥ 6 Excellent, ≥ 3.5 High, ≥ 1.5 Medium, else Low
    [{ condition: 'Good', daysOnMarket: 50 }, 7, 'Excellent'], // 3 + 2 + 0 + 0 + 2
    [{ condition: 'Good', daysOnMarket: 50, rent: 700 }, 5, 'High'], // yield 6%: 0
    [{ condition: 'Good', daysOnMarket: 50, listPrice: 170_000 }, 3, 'Medium'], // net 10% +1, LP/ARV 0.85 0, yield 10.6% +2
    [{ condition: 'Fair', daysOnMarket: 50, listPrice: 170_000, rent: 700 }, 1.5, 'Medium'], // +1 + 0.5, yield 4.9% 0: boundary 1.5
    [{ condition: 'Good', daysOnMarket: 50, listPrice: 170_000, rent: 700 }, 1, 'Low'],
    [{ condition: 'Good', daysOnMarket: 50, listPrice: 170_000, rent: 1500, rehab: 0 }, 4, 'High'], // net 15% +2, +2
  ] as [Partial<typeof deal>, number, string][])('%j → %d, %s', (over, score, level) => {
    expect(investmentPotential({ ...deal, ...over })).toMatchObject({ score, potential: level });
  });
});

describe('investmentPotential factors: each with its value, points and the reason shown to the user', () => {
  // Scored as figures; the sentence is written from them, as the property page reads it.
  const factors = (input: typeof deal) => investmentPotential(input).factors.map((f) => ({ ...f, reason: potentialReason(f) }));

  it('a strong deal at the 70% rule exactly (value gap 25%, yield 12.9%)', () => {
    expect(factors(deal)).toEqual([
      { factor: 'value_gap', value: 25, points: 3, reason: 'ARV minus list price and estimated rehab is 25% of ARV' },
      { factor: 'lp_arv', value: 0.7, points: 2, reason: 'list price is at most 70% of ARV (the 70% rule)' },
      { factor: 'condition', value: 'Fair', points: 0.5, reason: 'value-add: repairs are cosmetic to moderate' },
      { factor: 'days_on_market', value: 100, points: 1, reason: 'on the market 100 days: the seller may negotiate' },
      { factor: 'rent_yield', value: 12.9, points: 2, reason: 'gross rent yield 12.9% a year at list price' }, // 18,000 ÷ 140,000
    ]);
  });

  it('a weak deal: over ARV, a new listing, an uncertain ARV', () => {
    const weak = { listPrice: 210_000, arv: 200_000, rehab: 0, rent: 700, condition: 'Good', daysOnMarket: 3, arvConfidence: 30 };
    expect(factors(weak)).toEqual([
      { factor: 'value_gap', value: -5, points: -1, reason: 'ARV minus list price and estimated rehab is -5% of ARV' },
      { factor: 'lp_arv', value: 1.05, points: -1, reason: 'list price is 105% of ARV' },
      { factor: 'condition', value: 'Good', points: 0, reason: 'little value to add through repairs' },
      { factor: 'days_on_market', value: 3, points: -0.5, reason: 'new listing: expect competing offers' },
      { factor: 'rent_yield', value: 4, points: 0, reason: 'gross rent yield 4% a year at list price' }, // 8,400 ÷ 210,000
      { factor: 'arv_confidence', value: 30, points: -1, reason: 'few or scattered comparables: the ARV is uncertain' },
    ]);
  });

  it('boundaries: 90 days may negotiate, 7 days is not new, Very Poor is a risk; score 6 is Excellent and 3.5 High', () => {
    // 3 + 2 + 0 + 0 + 1 = 6: value gap 25%, LP/ARV 0.7, Good, 7 days, yield 9,804 ÷ 140,000 = 7.0%
    const six = { ...deal, condition: 'Good', daysOnMarket: 7, rent: 817, arvConfidence: 40 };
    expect(investmentPotential(six)).toMatchObject({ potential: 'Excellent', score: 6 });
    expect(factors(six).find((f) => f.factor === 'days_on_market')).toEqual({
      factor: 'days_on_market',
      value: 7,
      points: 0,
      reason: 'on the market 7 days',
    });
    expect(factors(six).map((f) => f.factor)).not.toContain('arv_confidence'); // 40 is not below 40
    // 1 + 1 + 0.5 + 1 + 0 = 3.5: gap 10%, LP/ARV 0.8, Poor, 90 days, yield 5.25%
    const threeAndHalf = {
      listPrice: 160_000,
      arv: 200_000,
      rehab: 20_000,
      rent: 700,
      condition: 'Poor',
      daysOnMarket: 90,
      arvConfidence: 80,
    };
    expect(investmentPotential(threeAndHalf)).toMatchObject({ potential: 'High', score: 3.5 });
    expect(factors(threeAndHalf).slice(1, 4)).toEqual([
      { factor: 'lp_arv', value: 0.8, points: 1, reason: 'list price is 80% of ARV' },
      { factor: 'condition', value: 'Poor', points: 0.5, reason: 'value-add: repairs are cosmetic to moderate' },
      { factor: 'days_on_market', value: 90, points: 1, reason: 'on the market 90 days: the seller may negotiate' },
    ]);
    expect(factors({ ...deal, condition: 'Very Poor' })[2]).toEqual({
      factor: 'condition',
      value: 'Very Poor',
      points: -1,
      reason: 'heavy repairs carry structural risk',
    });
    // LP/ARV just over 0.7 is no longer the 70% rule: 141,000 ÷ 200,000 = 70.5% → "71%"
    expect(factors({ ...deal, listPrice: 141_000 })[1]).toEqual({
      factor: 'lp_arv',
      value: 0.71,
      points: 1,
      reason: 'list price is 71% of ARV',
    });
  });
});
