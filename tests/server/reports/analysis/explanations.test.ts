import { describe, expect, it } from 'vitest';
import { estimateArvFromComps } from '../../../../server/listings/metrics/arv.ts';
import { auctionAnalysis } from '../../../../server/reports/analysis/auction.ts';
import { brrrrAnalysis } from '../../../../server/reports/analysis/brrrr.ts';
import { comp } from '../../listings/metrics/compFixture.ts';
import { flipAnalysis } from '../../../../server/reports/analysis/flip.ts';
import { marketAnalysis, type ZipSale } from '../../../../server/reports/analysis/market.ts';
import { rehabBudget } from '../../../../server/listings/metrics/rehab.ts';
import { estimateRent, type RentalComp } from '../../../../server/listings/metrics/rent.ts';
import { rentalAnalysis } from '../../../../server/reports/analysis/rental.ts';
import { baseAssumptions } from './fixtures.ts';

/**
 * Every figure of the report says how it was computed (formula in words, and the inputs with their values): the UI shows both on
 * hover and in the PDF. These pin each explanation with hand-computed inputs, so a wrong formula text or a missing input fails.
 */
const fig = (value: number | null, formula: string, inputs: Record<string, number | string | null> = {}) => ({ value, formula, inputs });

describe('flip explanations', () => {
  it('name each cost with its inputs (ARV 300,000, rehab 30,000, price 180,000, 20% down at 10%, 6 months)', () => {
    expect(flipAnalysis({ arv: 300_000, rehab: 30_000, a: baseAssumptions() })).toEqual({
      purchase_price: fig(180_000, 'purchase price (assumption; list price by default)', { 'purchase price': 180_000 }),
      purchase_closing: fig(3600, 'purchase price × closing %', { 'purchase price': 180_000, 'closing %': 2 }),
      rehab: fig(30_000, 'rehab budget', { rehab: 30_000 }),
      holding_costs: fig(2820, '(purchase price × (tax % + insurance %) ÷ 12 + utilities) × holding months', {
        'purchase price': 180_000,
        'tax %': 1.2,
        'insurance %': 0.6,
        utilities: 200,
        months: 6,
      }),
      financing_costs: fig(7200, 'loan × rate ÷ 12 × holding months (interest only); loan = purchase price × (1 − down payment %)', {
        loan: 144_000,
        'rate %': 10,
        months: 6,
      }),
      selling_costs: fig(24_000, 'ARV × selling cost % (commissions and closing)', { ARV: 300_000, 'selling %': 8 }),
      total_cost: fig(247_620, 'purchase + closing + rehab + holding + financing + selling', {
        purchase: 180_000,
        closing: 3600,
        rehab: 30_000,
        holding: 2820,
        financing: 7200,
        selling: 24_000,
      }),
      profit: fig(52_380, 'ARV − total cost', { ARV: 300_000, 'total cost': 247_620 }),
      cash_invested: fig(79_620, 'down payment + closing + rehab + holding + financing', {
        'down payment': 36_000,
        closing: 3600,
        rehab: 30_000,
        holding: 2820,
        financing: 7200,
      }),
      roi_pct: fig(65.8, '100 × profit ÷ cash invested', { profit: 52_380, 'cash invested': 79_620 }),
      max_offer_70: fig(180_000, '70% rule: 70% × ARV − rehab, rounded to $100', { ARV: 300_000, rehab: 30_000 }),
    });
  });
});

describe('rental explanations', () => {
  it('operating figures, loan, cash flow and returns with their inputs (price 200,000, 25% down at 6%, rent 2,000)', () => {
    const a = baseAssumptions({
      purchase_price: 200_000,
      down_payment_pct: 25,
      interest_rate_pct: 6,
      property_tax_pct: 1,
      insurance_pct: 0.5,
    });
    expect(rentalAnalysis(a, 20_000)).toEqual({
      gross_rent: fig(24_000, 'monthly rent × 12', { 'monthly rent': 2000 }),
      vacancy: fig(1200, 'gross rent × vacancy %', { 'gross rent': 24_000, 'vacancy %': 5 }),
      effective_income: fig(22_800, 'gross rent − vacancy', { 'gross rent': 24_000, vacancy: 1200 }),
      operating_expenses: fig(
        8280,
        'effective income × management % + gross rent × (maintenance % + capex %) + value × (tax % + insurance %) + HOA × 12',
        { management: 2280, 'maintenance and capex': 2400, 'tax and insurance': 3000, HOA: 600, value: 200_000 },
      ),
      noi: fig(14_520, 'NOI = effective income − operating expenses', { 'effective income': 22_800, expenses: 8280 }),
      loan_amount: fig(150_000, 'purchase price × (1 − down payment %)', { 'purchase price': 200_000, 'down payment %': 25 }),
      monthly_payment: fig(899.33, 'loan × i ÷ (1 − (1 + i)^−n), i = rate ÷ 12, n = years × 12', {
        loan: 150_000,
        'rate %': 6,
        years: 30,
      }),
      cash_flow_annual: fig(3728, 'NOI − 12 × monthly payment', { NOI: 14_520, 'debt service': 10_792 }),
      cash_flow_monthly: fig(311, 'annual cash flow ÷ 12', { 'annual cash flow': 3728 }),
      cash_invested: fig(74_000, 'down payment + closing + rehab', { 'down payment': 50_000, closing: 4000, rehab: 20_000 }),
      cap_rate_pct: fig(6.6, '100 × NOI ÷ (purchase price + rehab)', { NOI: 14_520, 'purchase + rehab': 220_000 }),
      cash_on_cash_pct: fig(5.04, '100 × annual cash flow ÷ cash invested', { 'cash flow': 3728, 'cash invested': 74_000 }),
      dscr: fig(1.35, 'NOI ÷ annual debt service (none without a loan)', { NOI: 14_520, 'debt service': 10_792 }),
    });
  });
});

describe('BRRRR explanations', () => {
  it('cash in, the refinance and the return on what is left in (price 150,000, ARV 300,000 at 75%)', () => {
    const a = baseAssumptions({
      purchase_price: 150_000,
      monthly_rent: 2500,
      vacancy_pct: 8,
      management_pct: 8,
      property_tax_pct: 1,
      insurance_pct: 0.5,
      hoa_monthly: 0,
    });
    // 50% loan-to-ARV leaves cash in: refinance 150,000 − payoff 120,000 − closing 3,000 = 27,000 out of 81,000 in.
    // Payment on 150,000 at 6% over 30 years 899.33 → 10,792 a year; NOI 17,892 (27,600 − 2,208 − 3,000 − 4,500 on the ARV).
    expect(brrrrAnalysis({ arv: 300_000, rehab: 40_000, holding: 3000, financing: 5000, a: { ...a, refinance_ltv_pct: 50 } })).toEqual({
      cash_in_before_refinance: fig(81_000, 'down payment + closing + rehab + holding + interest until the refinance', {
        'down payment': 30_000,
        closing: 3000,
        rehab: 40_000,
        holding: 3000,
        interest: 5000,
      }),
      refinance_loan: fig(150_000, 'ARV × loan-to-ARV %', { ARV: 300_000, 'loan-to-ARV %': 50 }),
      refinance_closing: fig(3000, 'refinance loan × refinance closing %', { 'refinance loan': 150_000, 'closing %': 2 }),
      cash_out: fig(27_000, 'refinance loan − purchase loan payoff − refinance closing', {
        'refinance loan': 150_000,
        payoff: 120_000,
        closing: 3000,
      }),
      cash_left_in: fig(54_000, 'cash in − cash out (negative: the refinance returned more than was put in)', {
        'cash in': 81_000,
        'cash out': 27_000,
      }),
      monthly_payment: fig(899.33, 'refinance loan amortised: L × i ÷ (1 − (1 + i)^−n)', { loan: 150_000, 'rate %': 6, years: 30 }),
      noi: fig(17_892, 'NOI with tax and insurance on the ARV', { 'effective income': 27_600, expenses: 9708 }),
      cash_flow_annual: fig(7100, 'NOI − 12 × refinance payment', { NOI: 17_892, 'debt service': 10_792 }),
      cash_on_cash_pct: fig(13.15, '100 × annual cash flow ÷ cash left in (none when no cash is left in: the return is unbounded)', {
        'cash flow': 7100,
        'cash left in': 54_000,
      }),
    });
  });
});

describe('rehab and rent explanations', () => {
  it('rehab: base, contingency and total with their inputs', () => {
    expect(rehabBudget(25, 1500, 10)).toEqual({
      base: fig(37_500, 'rehab $/sq ft × living area', { '$/sq ft': 25, 'living area': 1500 }),
      contingency: fig(3750, 'base × contingency %', { base: 37_500, 'contingency %': 10 }),
      total: fig(41_500, '(base + contingency), rounded to $500', { base: 37_500, contingency: 3750 }),
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

  it('rent from leases: the median rent per sq ft and how many leases', () => {
    const r = estimateRent(1500, 300_000, [lease('a', 1000, 1000), lease('b', 1200, 1000), lease('c', 3000, 2000)]);
    expect(r.explain).toEqual(
      fig(1800, 'median rent per sq ft of nearby leases × living area, to $25', {
        leases: 3,
        'median rent $/sq ft': 1.2,
        'living area': 1500,
      }),
    );
  });

  it.each([
    // ARV, ratio %: 0.75% × (200 ÷ ARV $/sq ft)^0.4 within 0.4%…1.2%
    [300_000, 2250, 0.75], // $200/sq ft
    [150_000, 1475, 0.99], // $100/sq ft: 0.75% × 2^0.4 = 0.98963%
    [50_000, 600, 1.2], // $33/sq ft: 1.536% capped at 1.2%
    [3_000_000, 12_000, 0.4], // $2,000/sq ft: 0.299% raised to 0.4%
  ])('rent-to-value on an ARV of %d: %d at %d%% a month', (arv, value, ratio) => {
    const r = estimateRent(1500, arv, [lease('a', 5000, 1000)]);
    expect(r.explain).toEqual(
      fig(value, 'fewer than 3 lease listings nearby: ARV × rent-to-value ratio (0.75% × (200 ÷ ARV $/sq ft)^0.4, 0.4%…1.2%), to $25', {
        ARV: arv,
        'living area': 1500,
        'ratio %': ratio,
        leases: 1,
      }),
    );
  });
});

describe('ARV explanations', () => {
  it('value, range and confidence with their inputs', () => {
    // median 300,000; spread = median(10k, 0, 20k) ÷ 300k = 0.0333; confidence 100 × (½ × 3/8 + ½ × (1 − 0.1667)) = 60.4 → 60
    const arv = estimateArvFromComps([comp(290_000), comp(300_000), comp(320_000, 1.4)], 1);
    expect(arv.explain).toEqual({
      value: fig(300_000, 'median of the comparables’ adjusted prices, rounded to $1,000', {
        'adjusted prices': '290000, 300000, 320000',
        median: 300_000,
      }),
      range: fig(null, 'ARV × (1 + 10th percentile) … ARV × (1 + 90th percentile) of held-out errors at Medium confidence: an 80% range', {
        ARV: 300_000,
        'p10 error': -0.248,
        'p90 error': 0.307,
        low: 226_000,
        high: 392_000,
      }),
      // the farthest comp (1.4 mi) sets the radius factor: 0.9 → 60.4 × 0.9 = 54.4 → 54
      confidence: fig(
        54,
        '100 × (½ × min(comps, 8) ÷ 8 + ½ × max(0, 1 − spread ÷ 0.2)) × radius factor (1 mi 1, 2 mi 0.9, 3 mi 0.8, farther 0.65)',
        { comps: 3, spread: 0.033, 'radius (mi)': 1.4 },
      ),
    });
  });

  it('no comps: every part says there is no ARV', () => {
    const none = fig(null, 'no comparable sales: no ARV');
    expect(estimateArvFromComps([], 1).explain).toEqual({ value: none, range: none, confidence: none });
  });
});

describe('auction explanations', () => {
  it('the maximum bid and the return at the opening bid, with k and the fixed costs', () => {
    const facts = { auction_date: '2025-08-01T15:00:00.000Z', opening_bid: 100_000, auction_type: 'Online', venue: 'County courthouse' };
    // k = 1 + (5 + 2 + 1.8 × 6 ÷ 12) ÷ 100 = 1.079; fixed = 30,000 + 200 × 6 + 24,000 = 55,200; cost at the bid 163,100
    const a = auctionAnalysis(facts, 300_000, 30_000, baseAssumptions());
    expect(a.max_bid).toEqual(
      fig(
        180_500,
        '(ARV ÷ (1 + target return) − fixed costs) ÷ k, rounded down to $100; k = 1 + premium % + closing % + (tax % + insurance %) × months ÷ 12, fixed = rehab + utilities × months + selling costs',
        { ARV: 300_000, 'target return %': 20, k: 1.079, 'fixed costs': 55_200 },
      ),
    );
    expect(a.return_at_opening_bid_pct).toEqual(
      fig(83.9, '100 × (ARV − cost) ÷ cost at the opening bid, cost = bid × k + fixed costs', {
        'opening bid': 100_000,
        k: 1.079,
        'fixed costs': 55_200,
        ARV: 300_000,
      }),
    );
  });
});

const sale = (
  close_date: string,
  close_price: number,
  list_price: number,
  on_market_date: string | null,
  living_area: number | null = 1000,
): ZipSale => ({
  close_date,
  close_price,
  list_price,
  on_market_date,
  living_area,
});

describe('market figures and explanations', () => {
  it('takes the 12 months up to and including the reference day, across a year end, leaving out unknown areas and list prices', () => {
    const sales = [
      sale('2025-07-01', 330_000, 300_000, '2025-06-01', 1100), // on the reference day: $300/sq ft, 110% of list, 30 days
      sale('2024-07-01', 999_000, 100_000, null), // exactly 365 days before: outside
      sale('2025-01-10', 250_000, 0, null), // $250/sq ft; no list price: no sale-to-list
      sale('2024-07-02', 200_000, 200_000, '2024-06-01'), // 364 days before: $200/sq ft, 100%, 31 days
      sale('2025-01-20', 500_000, 500_000, null, null), // no living area: no $/sq ft; 100%
    ];
    const m = marketAnalysis('10001', sales, 7, '2025-07-01');
    expect(m.sales_12m).toBe(4);
    expect(m.ppsf_trend).toEqual([
      { month: '2024-07', median_ppsf: 200, sales: 1 },
      { month: '2025-01', median_ppsf: 250, sales: 1 },
      { month: '2025-07', median_ppsf: 300, sales: 1 },
    ]);
    // slope $50 over 6 calendar months = 8.333 a month; × 12 ÷ mean 250 = 40%
    expect(m.median_ppsf).toEqual(fig(250, 'median close price ÷ living area of the ZIP’s sales in the last 12 months', { sales: 3 }));
    expect(m.ppsf_change_pct).toEqual(
      fig(40, '100 × least-squares slope of the monthly medians per calendar month × 12 ÷ their mean (needs 3 months with sales)', {
        months: 3,
      }),
    );
    expect(m.median_days_on_market).toEqual(fig(30.5, 'median of close date − on-market date', { sales: 2 }));
    expect(m.sale_to_list_pct).toEqual(fig(100, '100 × median of close price ÷ list price', { sales: 3 }));
  });
});
