import type { Assumptions } from './assumptions.ts';
import { figure, round, roundTo, type Figure } from '../../listings/metrics/figure.ts';

export interface FlipInput {
  arv: number;
  rehab: number;
  a: Pick<
    Assumptions,
    | 'purchase_price'
    | 'down_payment_pct'
    | 'interest_rate_pct'
    | 'purchase_closing_pct'
    | 'holding_months'
    | 'property_tax_pct'
    | 'insurance_pct'
    | 'utilities_monthly'
    | 'selling_cost_pct'
  >;
}

export interface Flip {
  purchase_price: Figure;
  purchase_closing: Figure;
  rehab: Figure;
  holding_costs: Figure;
  financing_costs: Figure;
  selling_costs: Figure;
  total_cost: Figure;
  profit: Figure;
  cash_invested: Figure;
  roi_pct: Figure;
  max_offer_70: Figure;
}

/** Monthly carrying cost: property tax and insurance on the purchase price (annual % ÷ 12) plus utilities. */
export const monthlyHolding = (price: number, taxPct: number, insurancePct: number, utilities: number) =>
  (price * (taxPct + insurancePct)) / 100 / 12 + utilities;

/**
 * A fix-and-flip: buy with a down payment and an interest-only loan, rehab, hold, sell at the ARV.
 * Profit = ARV − purchase − closing − rehab − holding − interest − selling costs; ROI = profit ÷ cash invested.
 */
export function flipAnalysis({ arv, rehab, a }: FlipInput): Flip {
  const price = a.purchase_price;
  const closing = Math.round((price * a.purchase_closing_pct) / 100);
  const monthly = monthlyHolding(price, a.property_tax_pct, a.insurance_pct, a.utilities_monthly);
  const holding = Math.round(monthly * a.holding_months);
  const loan = price * (1 - a.down_payment_pct / 100);
  const financing = Math.round(((loan * a.interest_rate_pct) / 100 / 12) * a.holding_months);
  const selling = Math.round((arv * a.selling_cost_pct) / 100);
  const total = price + closing + rehab + holding + financing + selling;
  const profit = arv - total;
  const down = Math.round((price * a.down_payment_pct) / 100);
  const cash = down + closing + rehab + holding + financing;
  return {
    purchase_price: figure(price, 'purchase price (assumption; list price by default)', { 'purchase price': price }),
    purchase_closing: figure(closing, 'purchase price × closing %', { 'purchase price': price, 'closing %': a.purchase_closing_pct }),
    rehab: figure(rehab, 'rehab budget', { rehab }),
    holding_costs: figure(holding, '(purchase price × (tax % + insurance %) ÷ 12 + utilities) × holding months', {
      'purchase price': price,
      'tax %': a.property_tax_pct,
      'insurance %': a.insurance_pct,
      utilities: a.utilities_monthly,
      months: a.holding_months,
    }),
    financing_costs: figure(financing, 'loan × rate ÷ 12 × holding months (interest only); loan = purchase price × (1 − down payment %)', {
      loan: Math.round(loan),
      'rate %': a.interest_rate_pct,
      months: a.holding_months,
    }),
    selling_costs: figure(selling, 'ARV × selling cost % (commissions and closing)', { ARV: arv, 'selling %': a.selling_cost_pct }),
    total_cost: figure(total, 'purchase + closing + rehab + holding + financing + selling', {
      purchase: price,
      closing,
      rehab,
      holding,
      financing,
      selling,
    }),
    profit: figure(profit, 'ARV − total cost', { ARV: arv, 'total cost': total }),
    cash_invested: figure(cash, 'down payment + closing + rehab + holding + financing', {
      'down payment': down,
      closing,
      rehab,
      holding,
      financing,
    }),
    roi_pct: figure(cash > 0 ? round((profit / cash) * 100, 1) : null, '100 × profit ÷ cash invested', { profit, 'cash invested': cash }),
    max_offer_70: figure(roundTo(0.7 * arv - rehab, 100), '70% rule: 70% × ARV − rehab, rounded to $100', { ARV: arv, rehab }),
  };
}
