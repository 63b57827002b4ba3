import { notFound } from '../lib/errors.ts';
import type { PlanRow } from './plansRepository.ts';
import type { BillingSettings } from './settings.ts';

/** The provider's price of a plan: STRIPE_PRICE_<PLAN ID>, else plans.stripe_price_id, else the local service's price_local_<id>. */
export const priceIdOf = (plan: PlanRow, settings: Pick<BillingSettings, 'priceOverrides'>) =>
  settings.priceOverrides[plan.id] ?? plan.stripe_price_id ?? `price_local_${plan.id}`;

export const planForPrice = (plans: PlanRow[], priceId: string, settings: Pick<BillingSettings, 'priceOverrides'>) =>
  plans.find((plan) => priceIdOf(plan, settings) === priceId);

export const unknownPlan = (planId: string) => notFound(`There is no plan "${planId}". Choose one of the plans on the plans page.`);

/** How GET /subscription/plans/ shows a plan: price in major units beside its cents. */
export const planView = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  price: plan.price_cents / 100,
  price_cents: plan.price_cents,
  currency: plan.currency,
  interval: 'month' as const,
  credits_per_month: plan.credits_per_month,
  credits_roll_over: plan.credits_roll_over,
  download_row_limit: plan.download_row_limit,
  api_access: plan.api_access,
  seats: plan.seats,
  features: plan.features,
});
