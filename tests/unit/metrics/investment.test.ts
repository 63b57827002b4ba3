import { describe, expect, it } from 'vitest';
import { investmentPotential, rehabEstimate, rentEstimate } from '../../../server/listings/metrics/investment.ts';

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

describe('rehabEstimate and rentEstimate', () => {
  it.each([
    ['Fair', 1500, 200, 37_500],
    ['Poor', 1000, 800, 80_000],
    ['Good', 1234, 50, 7500],
    ['Excellent', 2000, 400, 0],
    ['Very Poor', 1000, 288, 102_000],
  ] as [string, number, number, number][])('rehab %s, %d sq ft at $%d/sq ft → %d', (condition, area, ppsf, expected) =>
    expect(rehabEstimate(condition, area, ppsf)).toBe(expected),
  );

  it.each([
    [300_000, 1500, 2250],
    [150_000, 1500, 1475],
    [50_000, 1500, 600],
    [3_000_000, 1500, 12_000],
  ])('rent on ARV %d, %d sq ft → %d', (arv, area, expected) => {
    expect(rentEstimate(arv, area)).toBe(expected);
  });
});
