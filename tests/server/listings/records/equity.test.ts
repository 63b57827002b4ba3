import { describe, expect, it } from 'vitest';
import {
  estimateEquity,
  isAbsentee,
  monthlyPayment,
  monthsBetween,
  remainingBalance,
  yearsOwned,
} from '../../../../server/listings/records/equity.ts';

// Figures worked by hand (calculator) from the standard formulas, r = annual rate ÷ 12:
//   payment = P·r / (1 − (1 + r)^−n);  balance after k payments = P·(1 + r)^k − payment·((1 + r)^k − 1) / r.
describe('amortisation', () => {
  it('$200,000 at 6% for 30 years: payment $1,199.10, $186,108.71 left after 60 payments', () => {
    // r = 0.005; 1.005^360 = 6.022575; payment = 1,000 / (1 − 1/6.022575) = 1,199.101
    expect(monthlyPayment(200_000, 6, 360)).toBeCloseTo(1199.1, 2);
    // 1.005^60 = 1.348850; 200,000 × 1.348850 − 1,199.101 × 0.348850 / 0.005 = 269,770.03 − 83,661.32
    expect(remainingBalance(200_000, 6, 360, 60)).toBe(186_108.71);
  });

  it('$300,000 at 3% for 30 years: $280,632.48 left after 36 payments', () => {
    expect(monthlyPayment(300_000, 3, 360)).toBeCloseTo(1264.81, 2);
    expect(remainingBalance(300_000, 3, 360, 36)).toBe(280_632.48);
  });

  it('$100,000 at 4.5% for 15 years: $41,033.77 left after 120 payments', () => {
    expect(monthlyPayment(100_000, 4.5, 180)).toBeCloseTo(764.99, 2);
    expect(remainingBalance(100_000, 4.5, 180, 120)).toBe(41_033.77);
  });

  it('ends: nothing paid is the whole amount, a paid-off loan 0, a 0% loan goes down in equal steps', () => {
    expect(remainingBalance(200_000, 6, 360, 0)).toBe(200_000);
    expect(remainingBalance(200_000, 6, 360, 360)).toBe(0);
    expect(remainingBalance(200_000, 6, 360, 400)).toBe(0);
    expect(remainingBalance(12_000, 0, 24, 6)).toBe(9_000);
  });

  it('payments counted in whole months from the recording day', () => {
    expect(monthsBetween('2020-01-15', '2025-01-15')).toBe(60);
    expect(monthsBetween('2020-01-15', '2025-01-14')).toBe(59);
    expect(monthsBetween('2025-01-15', '2020-01-15')).toBe(0);
  });
});

describe('estimateEquity', () => {
  const first = { amount: 200_000, rate_pct: 6, term_months: 360, recorded_on: '2020-01-15' };
  const second = { amount: 100_000, rate_pct: 4.5, term_months: 180, recorded_on: '2015-01-15' };

  it('one loan: equity = market value − balance, in percent of the value, and LTV', () => {
    // $300,000 − $186,108.71 = $113,891.29; ÷ 300,000 = 37.96% → 38.0; LTV 186,108.71 ÷ 300,000 = 0.62036 → 0.6204
    expect(estimateEquity(300_000, [first], '2025-01-15')).toEqual({
      open_mortgage_balance: 186_108.71,
      estimated_equity: 113_891.29,
      equity_pct: 38,
      ltv: 0.6204,
    });
  });

  it('two loans add up: $186,108.71 + $41,033.77 = $227,142.48 open', () => {
    // equity 300,000 − 227,142.48 = 72,857.52 → 24.29% → 24.3; LTV 0.75714 → 0.7571
    expect(estimateEquity(300_000, [first, second], '2025-01-15')).toEqual({
      open_mortgage_balance: 227_142.48,
      estimated_equity: 72_857.52,
      equity_pct: 24.3,
      ltv: 0.7571,
    });
  });

  it('under water: negative equity, LTV above 1; free and clear: 100%', () => {
    // 150,000 − 186,108.71 = −36,108.71 → −24.07% → −24.1; LTV 1.24072 → 1.2407
    expect(estimateEquity(150_000, [first], '2025-01-15')).toMatchObject({ estimated_equity: -36_108.71, equity_pct: -24.1, ltv: 1.2407 });
    expect(estimateEquity(250_000, [], '2025-01-15')).toEqual({
      open_mortgage_balance: 0,
      estimated_equity: 250_000,
      equity_pct: 100,
      ltv: 0,
    });
  });

  it('no market value: the balance alone', () => {
    expect(estimateEquity(null, [first], '2025-01-15')).toEqual({
      open_mortgage_balance: 186_108.71,
      estimated_equity: null,
      equity_pct: null,
      ltv: null,
    });
  });
});

describe('owners', () => {
  it('years owned: whole years since the last sale', () => {
    expect(yearsOwned('2015-06-30', '2025-06-29')).toBe(9);
    expect(yearsOwned('2015-06-30', '2025-06-30')).toBe(10);
    expect(yearsOwned(null, '2025-06-30')).toBeNull();
  });

  it('absentee: the mailing address is another address (spelling and ZIP+4 aside)', () => {
    const property = { address: '123 Main St.', postalCode: '78701' };
    expect(isAbsentee(property, { address: '123 MAIN ST', postalCode: '78701-1234' })).toBe(false);
    expect(isAbsentee(property, { address: '123 Main Street', postalCode: '78701' })).toBe(false);
    expect(isAbsentee(property, { address: 'PO Box 9', postalCode: '10001' })).toBe(true);
    expect(isAbsentee(property, { address: '123 Main St', postalCode: '78702' })).toBe(true);
    expect(isAbsentee(property, { address: '', postalCode: null })).toBe(false);
  });
});
