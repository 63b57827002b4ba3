import type { Assumptions } from './assumptions.ts';
import { figure, round, type Figure } from '../../listings/metrics/figure.ts';
import { monthlyPayment } from './loan.ts';
import { operating, type RentalAssumptions } from './rental.ts';

export interface Brrrr {
  cash_in_before_refinance: Figure;
  refinance_loan: Figure;
  refinance_closing: Figure;
  cash_out: Figure;
  cash_left_in: Figure;
  monthly_payment: Figure;
  noi: Figure;
  cash_flow_annual: Figure;
  cash_on_cash_pct: Figure;
}

export interface BrrrrInput {
  arv: number;
  rehab: number;
  /** Holding and interest costs until the refinance (the flip's figures). */
  holding: number;
  financing: number;
  a: RentalAssumptions & Pick<Assumptions, 'refinance_ltv_pct' | 'refinance_rate_pct' | 'refinance_closing_pct'>;
}

/**
 * Buy, rehab, rent, refinance at a loan-to-ARV, repeat. Cash in = down payment + closing + rehab + holding + interest;
 * the refinance pays off the purchase loan; cash left in = cash in − (refinance loan − payoff − refinance closing).
 */
export function brrrrAnalysis({ arv, rehab, holding, financing, a }: BrrrrInput): Brrrr {
  const price = a.purchase_price;
  const purchaseLoan = Math.round(price * (1 - a.down_payment_pct / 100));
  const down = price - purchaseLoan;
  const closing = Math.round((price * a.purchase_closing_pct) / 100);
  const cashIn = down + closing + rehab + holding + financing;
  const refiLoan = Math.round((arv * a.refinance_ltv_pct) / 100);
  const refiClosing = Math.round((refiLoan * a.refinance_closing_pct) / 100);
  const cashOut = refiLoan - purchaseLoan - refiClosing;
  const left = cashIn - cashOut;
  const payment = monthlyPayment(refiLoan, a.refinance_rate_pct, a.loan_term_years);
  const op = operating(a, arv);
  const noi = op.noi.value!;
  const debt = Math.round(payment * 12);
  const cashFlow = noi - debt;
  return {
    cash_in_before_refinance: figure(cashIn, 'down payment + closing + rehab + holding + interest until the refinance', {
      'down payment': down,
      closing,
      rehab,
      holding,
      interest: financing,
    }),
    refinance_loan: figure(refiLoan, 'ARV × loan-to-ARV %', { ARV: arv, 'loan-to-ARV %': a.refinance_ltv_pct }),
    refinance_closing: figure(refiClosing, 'refinance loan × refinance closing %', {
      'refinance loan': refiLoan,
      'closing %': a.refinance_closing_pct,
    }),
    cash_out: figure(cashOut, 'refinance loan − purchase loan payoff − refinance closing', {
      'refinance loan': refiLoan,
      payoff: purchaseLoan,
      closing: refiClosing,
    }),
    cash_left_in: figure(left, 'cash in − cash out (negative: the refinance returned more than was put in)', {
      'cash in': cashIn,
      'cash out': cashOut,
    }),
    monthly_payment: figure(round(payment, 2), 'refinance loan amortised: L × i ÷ (1 − (1 + i)^−n)', {
      loan: refiLoan,
      'rate %': a.refinance_rate_pct,
      years: a.loan_term_years,
    }),
    noi: figure(noi, 'NOI with tax and insurance on the ARV', {
      'effective income': op.effective_income.value,
      expenses: op.operating_expenses.value,
    }),
    cash_flow_annual: figure(cashFlow, 'NOI − 12 × refinance payment', { NOI: noi, 'debt service': debt }),
    cash_on_cash_pct: figure(
      left > 0 ? round((cashFlow / left) * 100, 2) : null,
      '100 × annual cash flow ÷ cash left in (none when no cash is left in: the return is unbounded)',
      { 'cash flow': cashFlow, 'cash left in': left },
    ),
  };
}
