import type { Assumptions } from './assumptions.ts';
import { figure, round, type Figure } from '../../listings/metrics/figure.ts';
import { monthlyPayment } from './loan.ts';

export type RentalAssumptions = Pick<
  Assumptions,
  | 'purchase_price'
  | 'down_payment_pct'
  | 'interest_rate_pct'
  | 'loan_term_years'
  | 'purchase_closing_pct'
  | 'monthly_rent'
  | 'vacancy_pct'
  | 'management_pct'
  | 'maintenance_pct'
  | 'capex_pct'
  | 'property_tax_pct'
  | 'insurance_pct'
  | 'hoa_monthly'
>;

export interface OperatingFigures {
  gross_rent: Figure;
  vacancy: Figure;
  effective_income: Figure;
  operating_expenses: Figure;
  noi: Figure;
}

/** Annual operating figures: gross rent, vacancy, effective income, expenses (management on collected rent, maintenance and capex on gross, tax and insurance on the value, HOA), NOI. */
export function operating(a: RentalAssumptions, value: number): OperatingFigures {
  const gross = a.monthly_rent * 12;
  const vacancy = Math.round((gross * a.vacancy_pct) / 100);
  const effective = gross - vacancy;
  const management = Math.round((effective * a.management_pct) / 100);
  const upkeep = Math.round((gross * (a.maintenance_pct + a.capex_pct)) / 100);
  const taxInsurance = Math.round((value * (a.property_tax_pct + a.insurance_pct)) / 100);
  const hoa = a.hoa_monthly * 12;
  const expenses = management + upkeep + taxInsurance + hoa;
  return {
    gross_rent: figure(gross, 'monthly rent × 12', { 'monthly rent': a.monthly_rent }),
    vacancy: figure(vacancy, 'gross rent × vacancy %', { 'gross rent': gross, 'vacancy %': a.vacancy_pct }),
    effective_income: figure(effective, 'gross rent − vacancy', { 'gross rent': gross, vacancy }),
    operating_expenses: figure(
      expenses,
      'effective income × management % + gross rent × (maintenance % + capex %) + value × (tax % + insurance %) + HOA × 12',
      { management, 'maintenance and capex': upkeep, 'tax and insurance': taxInsurance, HOA: hoa, value },
    ),
    noi: figure(effective - expenses, 'NOI = effective income − operating expenses', { 'effective income': effective, expenses }),
  };
}

export interface Rental extends OperatingFigures {
  loan_amount: Figure;
  monthly_payment: Figure;
  cash_flow_annual: Figure;
  cash_flow_monthly: Figure;
  cash_invested: Figure;
  cap_rate_pct: Figure;
  cash_on_cash_pct: Figure;
  dscr: Figure;
}

/** Buy-and-hold with a fully amortising loan: cap rate on all-in cost, cash flow after debt service, cash-on-cash, DSCR. */
export function rentalAnalysis(a: RentalAssumptions, rehab: number): Rental {
  const price = a.purchase_price;
  const op = operating(a, price);
  const noi = op.noi.value!;
  const loan = Math.round(price * (1 - a.down_payment_pct / 100));
  const payment = monthlyPayment(loan, a.interest_rate_pct, a.loan_term_years);
  const debtService = Math.round(payment * 12);
  const cashFlow = noi - debtService;
  const down = price - loan;
  const closing = Math.round((price * a.purchase_closing_pct) / 100);
  const cash = down + closing + rehab;
  const allIn = price + rehab;
  return {
    ...op,
    loan_amount: figure(loan, 'purchase price × (1 − down payment %)', { 'purchase price': price, 'down payment %': a.down_payment_pct }),
    monthly_payment: figure(round(payment, 2), 'loan × i ÷ (1 − (1 + i)^−n), i = rate ÷ 12, n = years × 12', {
      loan,
      'rate %': a.interest_rate_pct,
      years: a.loan_term_years,
    }),
    cash_flow_annual: figure(cashFlow, 'NOI − 12 × monthly payment', { NOI: noi, 'debt service': debtService }),
    cash_flow_monthly: figure(Math.round(cashFlow / 12), 'annual cash flow ÷ 12', { 'annual cash flow': cashFlow }),
    cash_invested: figure(cash, 'down payment + closing + rehab', { 'down payment': down, closing, rehab }),
    cap_rate_pct: figure(allIn > 0 ? round((noi / allIn) * 100, 2) : null, '100 × NOI ÷ (purchase price + rehab)', {
      NOI: noi,
      'purchase + rehab': allIn,
    }),
    cash_on_cash_pct: figure(cash > 0 ? round((cashFlow / cash) * 100, 2) : null, '100 × annual cash flow ÷ cash invested', {
      'cash flow': cashFlow,
      'cash invested': cash,
    }),
    dscr: figure(debtService > 0 ? round(noi / debtService, 2) : null, 'NOI ÷ annual debt service (none without a loan)', {
      NOI: noi,
      'debt service': debtService,
    }),
  };
}
