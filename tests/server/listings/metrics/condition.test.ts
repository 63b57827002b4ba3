import { describe, expect, it } from 'vitest';
import { conditionRank, estimateCondition } from '../../../../server/listings/metrics/condition.ts';

const base = { remarks: '', yearBuilt: null, priceRatio: null, specialConditions: [], year: 2025 };

describe('estimateCondition (rules, hand-computed)', () => {
  it.each([
    // remarks, yearBuilt, priceRatio, special, expected level, expected score
    ['Fully renovated home', 2020, null, [], 'Excellent', 4], // 2.5 + 1.5 capped at 3, + 1 (5 years old)
    ['Needs TLC', 1990, 0.7, [], 'Poor', -2], // −1.25 + 0 − 0.75
    ['', null, null, [], 'Good', 0],
    ['Complete remodel', null, null, [], 'Excellent', 2.5], // boundary ≥ 2.5
    ['', 1950, 1.3, [], 'Fair', -0.5], // −1 + 0.5
    ['Fixer', null, 1.3, [], 'Fair', -1.75], // boundary ≥ −1.75
    ['Fixer', 1950, null, [], 'Poor', -3.25], // boundary ≥ −3.25
    ['Fire damage', null, null, [], 'Very Poor', -3.5],
    ['Fire damage, fixer, needs TLC', null, null, [], 'Very Poor', -4], // remarks floor −4
    ['Well maintained', 1975, null, [], 'Good', 0.25], // 0.75 − 0.5
    ['Updated', 1950, null, [], 'Good', -0.25], // 0.75 − 1: boundary ≥ −0.25
    ['', null, null, ['Auction', 'In Foreclosure', 'Real Estate Owned'], 'Fair', -1], // −1.5 capped at −1
    ['', null, null, ['Auction'], 'Fair', -0.5],
    ['', null, null, ['Short Sale'], 'Good', 0],
  ] as [string, number | null, number | null, string[], string, number][])(
    '%s, built %s, ratio %s, %j → %s (%d)',
    (remarks, yearBuilt, priceRatio, specialConditions, level, score) => {
      const r = estimateCondition({ ...base, remarks, yearBuilt, priceRatio, specialConditions });
      expect(r.condition).toBe(level);
      expect(r.score).toBe(score);
      expect(r.rank).toBe(conditionRank(level));
    },
  );

  it.each([
    [10, 1],
    [11, 0],
    [40, 0],
    [41, -0.5],
    [70, -0.5],
    [71, -1],
  ])('age %d years → %d points', (age, points) => {
    expect(estimateCondition({ ...base, yearBuilt: 2025 - age }).score).toBe(points);
  });

  it('"updated" is not read as "dated"; "dated" is', () => {
    expect(estimateCondition({ ...base, remarks: 'Updated baths' }).score).toBe(0.75);
    expect(estimateCondition({ ...base, remarks: 'Dated interior' }).score).toBe(-1.25);
  });

  it.each([
    [0.59, -1.5],
    [0.6, -0.75],
    [0.74, -0.75],
    [0.75, 0],
    [1.2, 0],
    [1.21, 0.5],
  ])('price ratio %d → %d points', (priceRatio, points) => {
    expect(estimateCondition({ ...base, priceRatio }).score).toBe(points);
  });

  it('lists the cues that decided it', () => {
    const r = estimateCondition({ ...base, remarks: 'Investor special', yearBuilt: 1940, priceRatio: 0.5, specialConditions: ['Auction'] });
    expect(r.cues.map((c) => [c.source, c.points])).toEqual([
      ['remarks', -2.25],
      ['age', -1],
      ['price', -1.5],
      ['sale type', -0.5],
    ]);
  });

  it('ranks Very Poor 1 … Excellent 5', () => {
    expect(['Very Poor', 'Poor', 'Fair', 'Good', 'Excellent'].map(conditionRank)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('estimateCondition cues: only the signals that moved the score, worded for the user', () => {
  it('age, price and sale type each add a cue with their points', () => {
    const r = estimateCondition({
      ...base,
      remarks: 'Needs TLC',
      yearBuilt: 1950,
      priceRatio: 0.55,
      specialConditions: ['Auction', 'In Foreclosure'],
    });
    expect(r.cues).toEqual([
      { source: 'remarks', cue: 'Needs TLC', points: -1.25 },
      { source: 'age', cue: 'built 1950 (75 years old)', points: -1 },
      { source: 'price', cue: 'price per sq ft 55% of the local median', points: -1.5 },
      { source: 'sale type', cue: 'Auction, In Foreclosure', points: -1 },
    ]);
    expect(r.score).toBe(-4.75);
  });

  it('an age, a price ratio and a sale type that score 0 add no cue', () => {
    const r = estimateCondition({ ...base, yearBuilt: 2000, priceRatio: 1, specialConditions: ['Short Sale'] });
    expect(r.cues).toEqual([]);
    expect(r.score).toBe(0);
  });
});
