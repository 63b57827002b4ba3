import { describe, expect, it } from 'vitest';
import { costIndex, defaultRehabPerSqft, rehabBudget } from '../../../../server/listings/metrics/rehab.ts';
import { estimateRent, type RentalComp } from '../../../../server/listings/metrics/rent.ts';

describe('costIndex: √(local $/sq ft ÷ 200) within 0.75…1.6', () => {
  it.each([
    [200, 1],
    [288, 1.2],
    [50, 0.75],
    [112.5, 0.75],
    [800, 1.6],
    [512, 1.6],
    [450, 1.5],
  ])('%d → %d', (ppsf, expected) => {
    expect(costIndex(ppsf)).toBeCloseTo(expected, 9);
  });
});

describe('defaultRehabPerSqft: condition rate × cost index', () => {
  it.each([
    ['Excellent', 288, 0],
    ['Good', 200, 8],
    ['Fair', 200, 25],
    ['Poor', 288, 60],
    ['Very Poor', 800, 136],
    [null, 200, 8], // unknown: as Good
  ] as [string | null, number, number][])('%s at $%d/sq ft → %d', (condition, ppsf, expected) => {
    expect(defaultRehabPerSqft(condition, ppsf)).toBe(expected);
  });
});

describe('rehabBudget: $/sq ft × area × (1 + contingency), to $500', () => {
  it.each([
    [25, 1500, 10, 37_500, 3750, 41_500], // 41,250 rounds up to 41,500
    [20, 1000, 0, 20_000, 0, 20_000],
    [0, 2000, 10, 0, 0, 0],
    [10, 1240, 0, 12_400, 0, 12_500], // 12,400 → 12,500
    [10, 1220, 0, 12_200, 0, 12_000], // 12,200 → 12,000
  ])('%d $/sq ft × %d sq ft, %d%% → %d', (rate, area, contingency, base, extra, total) => {
    const r = rehabBudget(rate, area, contingency);
    expect([r.base.value, r.contingency.value, r.total.value]).toEqual([base, extra, total]);
  });
});

const lease = (id: string, rent: number, living_area: number): RentalComp => ({
  property_id: id,
  address: id,
  distance_mi: 0.5,
  rent,
  living_area,
  bedrooms: 3,
  listed_date: null,
});

describe('estimateRent', () => {
  it('median rent per sq ft of 3 or more leases × living area, to $25', () => {
    const r = estimateRent(1500, 300_000, [lease('a', 1000, 1000), lease('b', 1200, 1000), lease('c', 3000, 2000)]);
    expect(r).toMatchObject({ value: 1800, method: 'rental_comps' }); // median $1.20 × 1,500
  });

  it.each([
    [300_000, 1500, 2250], // $200/sq ft: 0.75%
    [150_000, 1500, 1475], // $100/sq ft: 0.75% × 2^0.4 = 0.9896% → 1,484 → 1,475
    [50_000, 1500, 600], // $33/sq ft: capped at 1.2%
    [3_000_000, 1500, 12_000], // $2,000/sq ft: floor 0.4%
  ])('fewer than 3 leases: rent-to-value on an ARV of %d → %d', (arv, area, expected) => {
    const r = estimateRent(area, arv, [lease('a', 5000, 1000), lease('b', 5000, 1000)]);
    expect(r).toMatchObject({ value: expected, method: 'rent_to_value' });
    expect(r.explain.formula).toMatch(/fewer than 3 lease listings/);
  });
});
