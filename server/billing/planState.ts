import type { Queryable } from '../db/database.ts';
import { billingDay } from './billingText.ts';
import type { Clock } from './clock.ts';
import { teamPoolRepository } from '../teams/teamPoolRepository.ts';
import { plansRepository, type PlanRow } from './plansRepository.ts';
import type { BillingSettings } from './settings.ts';
import { customersRepository, subscriptionsRepository, type SubscriptionRow, type SubscriptionStatus } from './subscriptionsRepository.ts';

export type EffectiveStatus = SubscriptionStatus | 'none';

/**
 * The status in force at `now`: a trial past its end, or a subscription set to cancel whose period has ended, is canceled
 * even before any event says so.
 */
export function effectiveStatus(sub: SubscriptionRow | undefined, now: Date): EffectiveStatus {
  if (!sub) return 'none';
  const ended = sub.current_period_end.getTime() <= now.getTime();
  if (sub.status === 'trialing' && ended) return 'canceled';
  if (sub.cancel_at_period_end && ended) return 'canceled';
  return sub.status;
}

export const TRIAL_PLAN_ID = 'free_trial';
export const TRIAL_PLAN_NAME = 'Free trial';
/** The name of the plan in force when there is no subscription at all (the account's starting credits only). */
export const NO_PLAN_NAME = 'No plan';

/**
 * The plan in force for a user at one instant: THE answer every screen and message reads (Subscription, Credit usage,
 * the sidebar badge, the credit chip, 402 messages). Its period is the live subscription's; null without one (then the
 * usage dashboard sums the calendar month).
 */
export interface PlanInForce {
  /** The plan's id, 'free_trial' on the trial, null without a subscription. */
  id: string | null;
  name: string;
  status: EffectiveStatus;
  is_trial: boolean;
  /** Active, trialing or past due: the plan's credits and limits apply. */
  live: boolean;
  period_start: Date | null;
  period_end: Date | null;
  cancel_at_period_end: boolean;
  /** Credits the plan (or the trial) grants a period; null without a live plan. */
  credits_per_period: number | null;
  download_row_limit: number;
  api_access: boolean;
  api_rate_limit_per_minute: number;
  /** Members a team under this plan may have (members and open invitations counted). */
  seats: number;
  /** The user may still start the free trial: never started, and no live plan. */
  trial_available: boolean;
}

/** Seats of a team without a live paid plan (no plan, or the free trial): never more than the cheapest plan's. */
export const FREE_SEATS = 5;

export const isLive = (status: EffectiveStatus) => status === 'active' || status === 'trialing' || status === 'past_due';

/** The plan in force from the stored subscription and its plan row (pure: the rules, without the reads). */
export function planInForce(
  sub: SubscriptionRow | undefined,
  plan: PlanRow | undefined,
  trialStarted: boolean,
  settings: Pick<BillingSettings, 'trial'>,
  now: Date,
): PlanInForce {
  const status = effectiveStatus(sub, now);
  const live = isLive(status);
  const { trial } = settings;
  const free = {
    seats: FREE_SEATS,
    credits_per_period: null,
    download_row_limit: trial.downloadRowLimit,
    api_access: false,
    api_rate_limit_per_minute: trial.apiRatePerMinute,
  };
  const base = {
    status,
    live,
    is_trial: sub?.is_trial ?? false,
    period_start: live ? (sub?.current_period_start ?? null) : null,
    period_end: live ? (sub?.current_period_end ?? null) : null,
    cancel_at_period_end: sub?.cancel_at_period_end ?? false,
    trial_available: !trialStarted && !live,
  };
  if (!sub) return { id: null, name: NO_PLAN_NAME, ...base, ...free };
  if (sub.is_trial) {
    const terms = live
      ? {
          credits_per_period: trial.credits,
          download_row_limit: trial.downloadRowLimit,
          api_access: trial.apiAccess,
          api_rate_limit_per_minute: trial.apiRatePerMinute,
          seats: FREE_SEATS,
        }
      : free;
    return { id: TRIAL_PLAN_ID, name: TRIAL_PLAN_NAME, ...base, ...terms };
  }
  const terms =
    live && plan
      ? {
          credits_per_period: plan.credits_per_month,
          download_row_limit: plan.download_row_limit,
          api_access: plan.api_access,
          api_rate_limit_per_minute: plan.api_rate_limit_per_minute,
          seats: plan.seats,
        }
      : free;
  return { id: sub.plan_id, name: plan?.name ?? NO_PLAN_NAME, ...base, ...terms };
}

/** The plan in force as the API answers it (dates as ISO text). */
export const planInForceView = (plan: PlanInForce) => ({
  id: plan.id,
  name: plan.name,
  status: plan.status,
  is_trial: plan.is_trial,
  period_start: plan.period_start?.toISOString() ?? null,
  period_end: plan.period_end?.toISOString() ?? null,
  cancel_at_period_end: plan.cancel_at_period_end,
  credits_per_period: plan.credits_per_period,
  download_row_limit: plan.download_row_limit,
  api_access: plan.api_access,
  trial_available: plan.trial_available,
});

/**
 * What to do when credits run out, for the plan in force: the free trial while it is still open to the user (spec:
 * the out-of-credits message offers it), else a plan, else when the plan's credits renew.
 */
export function outOfCreditsAdvice(plan: PlanInForce, settings: Pick<BillingSettings, 'trial'>): string {
  const { trial } = settings;
  if (plan.trial_available)
    return `Start your free trial on /product-select: ${trial.credits.toLocaleString('en-US')} credits for ${trial.days} days, no card needed.`;
  if (!plan.live) return 'Choose a plan on /product-select to get more credits.';
  if (plan.is_trial) return `Your ${TRIAL_PLAN_NAME.toLowerCase()}'s credits are used up: choose a plan on /product-select to keep going.`;
  const renews = plan.cancel_at_period_end || !plan.period_end ? '' : `; they renew on ${billingDay(plan.period_end)}`;
  return `Your ${plan.name} plan's credits for this period are used up${renews}. For more now, switch to a larger plan on /subscription.`;
}

/** The advice to a team member who does not hold the team's plan: the team's credits are its owner's to top up. */
export const TEAM_OUT_OF_CREDITS_ADVICE = "Your team's credits are used up: ask your team's owner for a larger plan.";

/**
 * Reads the plan in force (billing's one answer to "which plan, what status, which period, what limits"). A member of a
 * team is under the team's plan: its billing owner's subscription (issue 27: the subscription belongs to the team).
 */
export function planStates(db: Queryable, settings: Pick<BillingSettings, 'trial'>, clock: Clock) {
  const subscriptions = subscriptionsRepository(db);
  const customers = customersRepository(db);
  const plans = plansRepository(db);
  /** Whose subscription is the user's plan in force: their team's billing owner, else their own. */
  const holderOf = async (userId: number) => (await teamPoolRepository(db).poolOf(userId)).holderId;
  const planOf = async (holderId: number): Promise<PlanInForce> => {
    const [sub, customer] = await Promise.all([subscriptions.find(holderId), customers.find(holderId)]);
    const plan = sub?.plan_id ? await plans.find(sub.plan_id) : undefined;
    return planInForce(sub, plan, Boolean(customer?.trial_started_at), settings, clock());
  };
  const current = async (userId: number): Promise<PlanInForce> => planOf(await holderOf(userId));
  return {
    current,
    holderOf,
    /** The advice a 402 for missing credits ends with; a member who does not hold the team's plan is sent to its owner. */
    async outOfCreditsAdvice(userId: number) {
      const holderId = await holderOf(userId);
      if (holderId !== userId) return TEAM_OUT_OF_CREDITS_ADVICE;
      return outOfCreditsAdvice(await planOf(holderId), settings);
    },
  };
}
export type PlanStates = ReturnType<typeof planStates>;
