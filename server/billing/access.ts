import type { Queryable } from '../db/database.ts';
import { billingDay } from './billingText.ts';
import { addDays, type Clock } from './clock.ts';
import { effectiveStatus, planStates } from './planState.ts';
import { teamPoolRepository } from '../teams/teamPoolRepository.ts';
import { plansRepository } from './plansRepository.ts';
import type { BillingSettings } from './settings.ts';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptionsRepository.ts';

/**
 * Why searches are refused under this subscription at `now`, or null when they may go on (then credits decide).
 * No subscription at all is fine: the starting credits apply.
 */
export function searchBlockReason(sub: SubscriptionRow | undefined, now: Date, graceDays: number): string | null {
  const status = effectiveStatus(sub, now);
  if (!sub || status === 'none' || status === 'active' || status === 'trialing') return null;
  if (status === 'canceled') {
    if (sub.is_trial) return `Your free trial ended on ${billingDay(sub.current_period_end)}. Choose a plan to keep searching.`;
    const ended =
      sub.cancel_at_period_end && sub.current_period_end.getTime() <= now.getTime()
        ? sub.current_period_end
        : (sub.canceled_at ?? sub.current_period_end);
    return `Your subscription was canceled and ended on ${billingDay(ended)}. Choose a plan to keep searching.`;
  }
  // past_due: searches go on during the grace period.
  const since = sub.past_due_since ?? sub.current_period_end;
  const graceEnd = addDays(since, graceDays);
  if (now.getTime() < graceEnd.getTime()) return null;
  return `Your last payment failed on ${billingDay(since)} and the ${graceDays}-day grace period has ended. Update your payment method under Manage billing to keep searching.`;
}

/**
 * Rows one download may hold under the user's live paid plan (a team member's: the team's); null on the trial or without
 * a plan (the default applies).
 */
export async function planDownloadRowLimit(db: Queryable, userId: number, now: Date): Promise<number | null> {
  const { holderId } = await teamPoolRepository(db).poolOf(userId);
  const sub = await subscriptionsRepository(db).find(holderId);
  const status = effectiveStatus(sub, now);
  if (!sub?.plan_id || (status !== 'active' && status !== 'past_due' && status !== 'trialing')) return null;
  return (await plansRepository(db).find(sub.plan_id))?.download_row_limit ?? null;
}

/** The plan's rules in force for a user (from the plan in force, planState.ts); used by searches, downloads and the developer API. */
export function planAccess(db: Queryable, settings: Pick<BillingSettings, 'graceDays' | 'trial'>, clock: Clock) {
  const subscriptions = subscriptionsRepository(db);
  const plans = planStates(db, settings, clock);

  return {
    /**
     * Null, or the 402 message naming why searches are refused (canceled, trial ended, failed payment past grace): the
     * team's subscription for a team member.
     */
    async searchBlock(userId: number): Promise<string | null> {
      return searchBlockReason(await subscriptions.find(await plans.holderOf(userId)), clock(), settings.graceDays);
    },

    /** Whether the developer API may be used: a live plan with api_access, or the free trial (API access within its credits). */
    async apiAccess(userId: number): Promise<boolean> {
      return (await this.apiPlan(userId)).allowed;
    },

    /** API access and the per-key requests per minute of the plan in force. */
    async apiPlan(userId: number): Promise<{ allowed: boolean; perMinute: number }> {
      const plan = await plans.current(userId);
      return { allowed: plan.api_access, perMinute: plan.api_rate_limit_per_minute };
    },
  };
}
