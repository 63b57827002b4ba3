import { describe, expect, it } from 'vitest';
import { brrrrAnalysis } from '../../../../server/reports/analysis/brrrr.ts';
import { operating, rentalAnalysis } from '../../../../server/reports/analysis/rental.ts';
import { baseAssumptions } from './fixtures.ts';

const rentalBase = baseAssumptions({
  purchase_price: 200_000,
  down_payment_pct: 25,
  interest_rate_pct: 6,
  property_tax_pct: 1,
  insurance_pct: 0.5,
});

describe('operating figures', () => {
  it('gross, vacancy, effective income, expenses and NOI (hand-computed)', () => {
    const op = operating(rentalBase, 200_000);
    expect(op.gross_rent.value).toBe(24_000);
    expect(op.vacancy.value).toBe(1200); // 5%
    expect(op.effective_income.value).toBe(22_800);
    // management 10% of 22,800 = 2,280; maintenance + capex 10% of 24,000 = 2,400; tax + insurance 1.5% of 200,000 = 3,000; HOA 600
    expect(op.operating_expenses.value).toBe(8280);
    expect(op.noi.value).toBe(14_520);
  });

  it.each([
    ['vacancy', { vacancy_pct: 100 }, 0 - (0 + 2400 + 3000 + 600)],
    ['no expenses', { management_pct: 0, maintenance_pct: 0, capex_pct: 0, property_tax_pct: 0, insurance_pct: 0, hoa_monthly: 0 }, 22_800],
  ])('boundary: %s', (_name, over, noi) => {
    expect(operating({ ...rentalBase, ...over }, 200_000).noi.value).toBe(noi);
  });
});

describe('rentalAnalysis', () => {
  it('loan, payment, cash flow, cap rate, cash-on-cash and DSCR (hand-computed)', () => {
    const r = rentalAnalysis(rentalBase, 20_000);
    expect(r.loan_amount.value).toBe(150_000);
    expect(r.monthly_payment.value).toBe(899.33);
    expect(r.cash_flow_annual.value).toBe(3728); // 14,520 − 10,792
    expect(r.cash_flow_monthly.value).toBe(311);
    expect(r.cash_invested.value).toBe(74_000); // 50,000 + 4,000 + 20,000
    expect(r.cap_rate_pct.value).toBe(6.6); // 14,520 ÷ 220,000
    expect(r.cash_on_cash_pct.value).toBe(5.04); // 3,728 ÷ 74,000
    expect(r.dscr.value).toBe(1.35); // 14,520 ÷ 10,792
  });

  it('without a loan there is no DSCR and all NOI is cash flow', () => {
    const r = rentalAnalysis({ ...rentalBase, down_payment_pct: 100 }, 20_000);
    expect(r.loan_amount.value).toBe(0);
    expect(r.dscr.value).toBeNull();
    expect(r.cash_flow_annual.value).toBe(14_520);
    expect(r.cash_invested.value).toBe(224_000);
    expect(r.cash_on_cash_pct.value).toBe(6.48);
  });

  it('nothing invested and nothing paid: no cap rate and no cash-on-cash', () => {
    const r = rentalAnalysis({ ...rentalBase, purchase_price: 0, purchase_closing_pct: 0 }, 0);
    expect(r.cap_rate_pct.value).toBeNull();
    expect(r.cash_on_cash_pct.value).toBeNull();
  });
});

describe('brrrrAnalysis', () => {
  const a = baseAssumptions({
    purchase_price: 150_000,
    monthly_rent: 2500,
    vacancy_pct: 8,
    management_pct: 8,
    property_tax_pct: 1,
    insurance_pct: 0.5,
    hoa_monthly: 0,
  });

  it('a refinance that returns more than was put in: negative cash left in, no cash-on-cash', () => {
    const b = brrrrAnalysis({ arv: 300_000, rehab: 40_000, holding: 3000, financing: 5000, a });
    expect(b.cash_in_before_refinance.value).toBe(81_000); // 30,000 + 3,000 + 40,000 + 3,000 + 5,000
    expect(b.refinance_loan.value).toBe(225_000);
    expect(b.refinance_closing.value).toBe(4500);
    expect(b.cash_out.value).toBe(100_500); // 225,000 − 120,000 − 4,500
    expect(b.cash_left_in.value).toBe(-19_500);
    expect(b.cash_on_cash_pct.value).toBeNull();
    expect(b.monthly_payment.value).toBe(1348.99);
    expect(b.noi.value).toBe(17_892); // 27,600 − (2,208 + 3,000 + 4,500)
    expect(b.cash_flow_annual.value).toBe(1704); // 17,892 − 16,188
  });

  it('at 50% loan-to-ARV cash stays in and earns a cash-on-cash return', () => {
    const b = brrrrAnalysis({ arv: 300_000, rehab: 40_000, holding: 3000, financing: 5000, a: { ...a, refinance_ltv_pct: 50 } });
    expect(b.cash_out.value).toBe(27_000);
    expect(b.cash_left_in.value).toBe(54_000);
    expect(b.cash_flow_annual.value).toBe(7100); // 17,892 − 10,792
    expect(b.cash_on_cash_pct.value).toBe(13.15);
  });

  it('boundary: cash left in of exactly zero has no cash-on-cash', () => {
    // cash in 81,000 = cash out: refinance loan L with L − 120,000 − 2% L = 81,000 → L = 205,102.04…; use 0% closing instead
    const b = brrrrAnalysis({
      arv: 268_000,
      rehab: 40_000,
      holding: 3000,
      financing: 5000,
      a: { ...a, refinance_ltv_pct: 75, refinance_closing_pct: 0 },
    });
    expect(b.cash_out.value).toBe(81_000); // 201,000 − 120,000
    expect(b.cash_left_in.value).toBe(0);
    expect(b.cash_on_cash_pct.value).toBeNull();
  });
});
