import { describe, expect, it } from 'vitest';
import { flipAnalysis, monthlyHolding } from '../../../../server/reports/analysis/flip.ts';
import { monthlyPayment } from '../../../../server/reports/analysis/loan.ts';
import { baseAssumptions } from './fixtures.ts';

describe('monthlyPayment: L × i ÷ (1 − (1 + i)^−n)', () => {
  it.each([
    // principal, rate %, years, expected (to the cent)
    [200_000, 6, 30, 1199.1],
    [100_000, 7.5, 30, 699.21],
    [150_000, 6, 30, 899.33],
    [120_000, 0, 10, 1000], // 0%: principal ÷ months
    [0, 6, 30, 0], // no loan
    [-5, 6, 30, 0],
  ])('%d at %d%% over %d years → %d', (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(expected, 2);
  });
});

describe('monthlyHolding: price × (tax % + insurance %) ÷ 12 + utilities', () => {
  it.each([
    [180_000, 1.2, 0.6, 200, 470],
    [120_000, 1, 0, 0, 100],
    [0, 1.2, 0.6, 150, 150],
  ])('%d, tax %d, insurance %d, utilities %d → %d', (price, tax, ins, util, expected) => {
    expect(monthlyHolding(price, tax, ins, util)).toBeCloseTo(expected, 6);
  });
});

describe('flipAnalysis', () => {
  it('computes every cost, the profit, ROI and the 70% rule (hand-computed)', () => {
    const f = flipAnalysis({ arv: 300_000, rehab: 30_000, a: baseAssumptions() });
    expect(f.purchase_closing.value).toBe(3600); // 180,000 × 2%
    expect(f.holding_costs.value).toBe(2820); // (180,000 × 1.8% ÷ 12 + 200) × 6 = 470 × 6
    expect(f.financing_costs.value).toBe(7200); // 144,000 × 10% ÷ 12 × 6
    expect(f.selling_costs.value).toBe(24_000); // 300,000 × 8%
    expect(f.total_cost.value).toBe(247_620);
    expect(f.profit.value).toBe(52_380);
    expect(f.cash_invested.value).toBe(79_620); // 36,000 down + 3,600 + 30,000 + 2,820 + 7,200
    expect(f.roi_pct.value).toBe(65.8); // 52,380 ÷ 79,620
    expect(f.max_offer_70.value).toBe(180_000); // 70% × 300,000 − 30,000
    expect(f.profit.inputs).toEqual({ ARV: 300_000, 'total cost': 247_620 });
    expect(f.max_offer_70.formula).toMatch(/70% × ARV − rehab/);
  });

  it('an all-cash purchase has no interest and more cash in', () => {
    const f = flipAnalysis({ arv: 300_000, rehab: 30_000, a: baseAssumptions({ down_payment_pct: 100 }) });
    expect(f.financing_costs.value).toBe(0);
    expect(f.cash_invested.value).toBe(216_420);
    expect(f.profit.value).toBe(59_580);
    expect(f.roi_pct.value).toBe(27.5);
  });

  it('boundaries: no cash in has no ROI; the 70% rule can go below zero; a loss is negative', () => {
    const free = flipAnalysis({
      arv: 100_000,
      rehab: 0,
      a: baseAssumptions({ purchase_price: 0, holding_months: 0, purchase_closing_pct: 0 }),
    });
    expect(free.cash_invested.value).toBe(0);
    expect(free.roi_pct.value).toBeNull();
    const heavy = flipAnalysis({ arv: 100_000, rehab: 80_000, a: baseAssumptions({ purchase_price: 90_000 }) });
    expect(heavy.max_offer_70.value).toBe(-10_000);
    expect(heavy.profit.value).toBeLessThan(0);
  });
});
