import type { Plan, PlanInForce, PlansAnswer, SubscriptionInfo, TrialInfo } from '../../../../src/dataProvider/billing.ts';

/** A plan as GET /subscription/plans/ answers it (server/routes/subscription/schemas.ts). */
const plan = (id: string, name: string, price: number, credits: number): Plan => ({
  id,
  name,
  price,
  price_cents: price * 100,
  currency: 'usd',
  interval: 'month',
  credits_per_month: credits,
  credits_roll_over: id === 'pro',
  download_row_limit: 25_000,
  api_access: id === 'pro',
  seats: id === 'pro' ? 10 : 5,
  features: [`${name} support`],
});

export const PLANS: PlansAnswer = {
  results: [plan('starter', 'Starter', 49, 500), plan('pro', 'Pro', 99, 1500)],
  free_trial: { days: 14, credits: 200, api_access: true, download_row_limit: 10_000 },
};

/** The plan in force without a subscription (server/billing/planState.ts). */
export const NO_PLAN_IN_FORCE: PlanInForce = {
  id: null,
  name: 'No plan',
  status: 'none',
  is_trial: false,
  period_start: null,
  period_end: null,
  cancel_at_period_end: false,
  credits_per_period: null,
  download_row_limit: 2_500,
  api_access: false,
  trial_available: true,
};

/** Pro, paid on the local checkout on March 10: renews April 10. */
export const PRO_IN_FORCE: PlanInForce = {
  id: 'pro',
  name: 'Pro',
  status: 'active',
  is_trial: false,
  period_start: '2026-03-10T12:00:00.000Z',
  period_end: '2026-04-10T12:00:00.000Z',
  cancel_at_period_end: false,
  credits_per_period: 1500,
  download_row_limit: 25_000,
  api_access: true,
  trial_available: false,
};

export const NO_PLAN: SubscriptionInfo = {
  is_subscribed: false,
  subscription_status: 'none',
  plan_id: null,
  plan_name: null,
  is_trial: false,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  credits_per_month: null,
  api_access: false,
  subscription_id: null,
  customer_id: null,
  billing_provider: 'local',
  team_plan: false,
  plan: NO_PLAN_IN_FORCE,
};

export const TRIALING: SubscriptionInfo = {
  ...NO_PLAN,
  is_subscribed: true,
  subscription_status: 'trialing',
  plan_id: 'free_trial',
  plan_name: 'Free trial',
  is_trial: true,
  current_period_start: '2026-03-10T12:00:00Z',
  current_period_end: '2026-03-24T12:00:00Z',
  credits_per_month: 200,
  api_access: true,
  plan: {
    ...NO_PLAN_IN_FORCE,
    id: 'free_trial',
    name: 'Free trial',
    status: 'trialing',
    is_trial: true,
    period_start: '2026-03-10T12:00:00Z',
    period_end: '2026-03-24T12:00:00Z',
    credits_per_period: 200,
    api_access: true,
    trial_available: false,
  },
};

export const PRO: SubscriptionInfo = {
  ...NO_PLAN,
  is_subscribed: true,
  subscription_status: 'active',
  plan_id: 'pro',
  plan_name: 'Pro',
  current_period_start: PRO_IN_FORCE.period_start,
  current_period_end: PRO_IN_FORCE.period_end,
  credits_per_month: 1500,
  api_access: true,
  subscription_id: 'sub_local_1',
  customer_id: 'cus_local_1',
  plan: PRO_IN_FORCE,
};

/** GET /subscription/trial/info/: eligible before the trial, `daysLeft` while it runs. */
export const trialInfo = (eligible: boolean, daysLeft = 0): TrialInfo => ({
  eligible,
  is_trialing: daysLeft > 0,
  trial_end: daysLeft ? TRIALING.current_period_end : null,
  days_left: daysLeft,
  trial_days: 14,
  trial_credits: 200,
});
