import { CONDITION_LEVELS, type Condition } from '../../listings/metrics/condition.ts';
import { REHAB_CONTINGENCY_PCT } from '../../listings/metrics/rehab.ts';

/** Every input of the analyses a user may change; saved with the report. Percentages are in percent (20 = 20%). */
export interface Assumptions {
  purchase_price: number;
  down_payment_pct: number;
  interest_rate_pct: number;
  loan_term_years: number;
  purchase_closing_pct: number;
  after_repair_condition: Condition;
  rehab_per_sqft: number;
  rehab_contingency_pct: number;
  holding_months: number;
  property_tax_pct: number;
  insurance_pct: number;
  utilities_monthly: number;
  selling_cost_pct: number;
  monthly_rent: number;
  vacancy_pct: number;
  management_pct: number;
  maintenance_pct: number;
  capex_pct: number;
  hoa_monthly: number;
  refinance_ltv_pct: number;
  refinance_rate_pct: number;
  refinance_closing_pct: number;
  auction_premium_pct: number;
  target_return_pct: number;
  excluded_comp_ids: string[];
  added_comp_ids: string[];
}

/** The defaults that do not depend on the property (purchase price, after-repair condition, rehab $/sq ft and rent come from it). */
export const DEFAULT_ASSUMPTIONS = {
  down_payment_pct: 20,
  interest_rate_pct: 7.5,
  loan_term_years: 30,
  purchase_closing_pct: 2,
  rehab_contingency_pct: REHAB_CONTINGENCY_PCT,
  holding_months: 6,
  property_tax_pct: 1.2,
  insurance_pct: 0.5,
  utilities_monthly: 150,
  selling_cost_pct: 8,
  vacancy_pct: 8,
  management_pct: 8,
  maintenance_pct: 5,
  capex_pct: 5,
  hoa_monthly: 0,
  refinance_ltv_pct: 75,
  refinance_rate_pct: 7,
  refinance_closing_pct: 2,
  auction_premium_pct: 5,
  target_return_pct: 15,
} satisfies Partial<Assumptions>;

/** Bounds of each number (validation of PUT /report/{id}/assumptions/ and of the UI's inputs). */
export const ASSUMPTION_BOUNDS: Record<
  Exclude<keyof Assumptions, 'after_repair_condition' | 'excluded_comp_ids' | 'added_comp_ids'>,
  [number, number]
> = {
  purchase_price: [0, 100_000_000],
  down_payment_pct: [0, 100],
  interest_rate_pct: [0, 30],
  loan_term_years: [1, 40],
  purchase_closing_pct: [0, 20],
  rehab_per_sqft: [0, 1000],
  rehab_contingency_pct: [0, 100],
  holding_months: [0, 60],
  property_tax_pct: [0, 10],
  insurance_pct: [0, 10],
  utilities_monthly: [0, 100_000],
  selling_cost_pct: [0, 30],
  monthly_rent: [0, 1_000_000],
  vacancy_pct: [0, 100],
  management_pct: [0, 50],
  maintenance_pct: [0, 50],
  capex_pct: [0, 50],
  hoa_monthly: [0, 100_000],
  refinance_ltv_pct: [0, 100],
  refinance_rate_pct: [0, 30],
  refinance_closing_pct: [0, 20],
  auction_premium_pct: [0, 50],
  target_return_pct: [0, 500],
};

export const CONDITIONS = CONDITION_LEVELS;
