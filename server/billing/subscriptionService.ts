import type { Credits } from '../credits/credits.ts';
import type { Database } from '../db/database.ts';
import { badRequest, conflict } from '../lib/errors.ts';
import { AUDIT_EVENTS, recordMemberEvent } from '../teams/audit.ts';
import { addDays, DAY_MS, type Clock } from './clock.ts';
import { grantPeriodCredits } from './planCredits.ts';
import { effectiveStatus, planInForceView, planStates, TRIAL_PLAN_NAME } from './planState.ts';
import { planView, priceIdOf, unknownPlan } from './plans.ts';
import { plansRepository } from './plansRepository.ts';
import type { BillingProvider } from './port.ts';
import type { BillingSettings } from './settings.ts';
import { customersRepository, subscriptionsRepository } from './subscriptionsRepository.ts';

/** The subscription rules behind /subscription/…: what a user may start, switch or open, and what they have. */
export function subscriptionService(
  db: Database,
  provider: BillingProvider,
  settings: BillingSettings,
  clock: Clock,
  publicUrl: string,
  credits: Credits,
) {
  const plans = plansRepository(db);
  const subscriptions = subscriptionsRepository(db);
  const customers = customersRepository(db);
  const planState = planStates(db, settings, clock);

  /** A return address must be this portal's: a path, or an absolute URL on PUBLIC_URL's origin (no open redirects). */
  function portalUrl(name: string, raw: string | undefined, fallback: string): string {
    const value = raw ?? fallback;
    if (value.startsWith('/') && !value.startsWith('//')) return `${publicUrl}${value}`;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw badRequest(`${name}: not an address`, { [name]: ['Use a path of the portal, such as /subscription.'] });
    }
    if (url.origin !== new URL(publicUrl).origin)
      throw badRequest(`${name}: must be an address of this portal`, { [name]: [`Use an address under ${publicUrl}.`] });
    return url.toString();
  }

  async function ensureCustomer(userId: number): Promise<string> {
    const known = await customers.find(userId);
    if (known?.customer_id) return known.customer_id;
    const contact = await customers.contact(userId);
    return customers.setCustomer(userId, await provider.createCustomer({ userId, ...contact }));
  }

  async function findPlan(planId: string) {
    const plan = await plans.find(planId);
    if (!plan) throw unknownPlan(planId);
    return plan;
  }

  /** A team member whose plan is the team's (another user's) cannot start, buy or switch one of their own: 409. */
  async function ownPlanOnly(userId: number) {
    if ((await planState.holderOf(userId)) !== userId)
      throw conflict("You are in a team: its plan and credits are its owner's, and only they change the plan.");
  }

  async function current(userId: number) {
    const sub = await subscriptions.find(userId);
    return { sub, status: effectiveStatus(sub, clock()) };
  }

  /** Subscription info (spec section 3) with the plan in force, which every other screen reads too. */
  const info = async (userId: number) => {
    // A team member sees the team's subscription (its billing owner's), without its provider ids.
    const holderId = await planState.holderOf(userId);
    const teams = holderId !== userId;
    const [plan, sub, customer] = await Promise.all([planState.current(userId), subscriptions.find(holderId), customers.find(holderId)]);
    const planRow = sub?.plan_id ? await plans.find(sub.plan_id) : undefined;
    return {
      is_subscribed: plan.live,
      subscription_status: plan.status,
      plan_id: plan.id,
      plan_name: sub ? plan.name : null,
      is_trial: plan.is_trial,
      current_period_start: sub?.current_period_start.toISOString() ?? null,
      current_period_end: sub?.current_period_end.toISOString() ?? null,
      cancel_at_period_end: plan.cancel_at_period_end,
      // What the plan grants a period, also once it has ended (the Subscription page says what was had).
      credits_per_month: sub?.is_trial ? settings.trial.credits : (planRow?.credits_per_month ?? null),
      api_access: plan.api_access,
      subscription_id: teams ? null : (sub?.subscription_id ?? null),
      customer_id: teams ? null : (customer?.customer_id ?? null),
      team_plan: teams,
      billing_provider: provider.name,
      plan: planInForceView(plan),
    };
  };

  return {
    info,

    async plans() {
      return {
        results: (await plans.list()).map(planView),
        free_trial: {
          days: settings.trial.days,
          credits: settings.trial.credits,
          api_access: settings.trial.apiAccess,
          download_row_limit: settings.trial.downloadRowLimit,
        },
      };
    },

    async trialInfo(userId: number) {
      const [plan, sub] = await Promise.all([planState.current(userId), subscriptions.find(userId)]);
      const trialing = plan.status === 'trialing' && plan.is_trial;
      const msLeft = trialing && plan.period_end ? plan.period_end.getTime() - clock().getTime() : 0;
      return {
        eligible: plan.trial_available,
        is_trialing: Boolean(trialing),
        trial_end: sub?.is_trial ? sub.current_period_end.toISOString() : null,
        days_left: trialing ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : 0,
        trial_days: settings.trial.days,
        trial_credits: settings.trial.credits,
      };
    },

    /** Once per user: the trial's length and credits are its terms (settings.trial: TRIAL_DAYS, TRIAL_CREDITS). */
    async startTrial(userId: number) {
      await ownPlanOnly(userId);
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await customersRepository(tx).claimTrial(userId, now)))
          throw conflict('You have already used your free trial. Choose a plan to continue.');
        const started = await subscriptionsRepository(tx).startTrial(userId, now, addDays(now, settings.trial.days));
        if (!started) throw conflict('You already have a subscription; the free trial is for new accounts.');
        await grantPeriodCredits(credits, tx, userId, settings.trial.credits, false, `${TRIAL_PLAN_NAME} credits`);
        await recordMemberEvent(tx, userId, {
          event: AUDIT_EVENTS.planChanged,
          subject: TRIAL_PLAN_NAME,
          detail: { from: null, to: TRIAL_PLAN_NAME },
        });
      });
      return info(userId);
    },

    async checkout(userId: number, planId: string, promoCode: string | undefined, { trialUpgrade = false } = {}) {
      await ownPlanOnly(userId);
      const plan = await findPlan(planId);
      const { sub, status } = await current(userId);
      if (trialUpgrade && !(sub?.is_trial && status === 'trialing'))
        throw conflict('You are not on the free trial; choose a plan to subscribe instead.');
      if (!sub?.is_trial && (status === 'active' || status === 'past_due')) {
        throw conflict('You already have a paid subscription: switch plans or manage billing instead.');
      }
      const customerId = await ensureCustomer(userId);
      const url = await provider.checkout({
        customerId,
        userId,
        plan,
        priceId: priceIdOf(plan, settings),
        promoCode: promoCode?.trim() || undefined,
        trialUpgrade,
        successUrl: portalUrl('success_url', undefined, '/subscription?checkout=success'),
        cancelUrl: portalUrl('cancel_url', undefined, '/subscription?checkout=canceled'),
      });
      return { url };
    },

    async addPaymentMethod(userId: number, successUrl: string | undefined, cancelUrl: string | undefined) {
      const customerId = await ensureCustomer(userId);
      const url = await provider.paymentMethodSetup({
        customerId,
        userId,
        successUrl: portalUrl('success_url', successUrl, '/subscription?payment_method=added'),
        cancelUrl: portalUrl('cancel_url', cancelUrl, '/subscription'),
      });
      return { url };
    },

    async manage(userId: number, returnUrl: string | undefined) {
      const customerId = await ensureCustomer(userId);
      return { url: await provider.billingPortal({ customerId, userId, returnUrl: portalUrl('return_url', returnUrl, '/subscription') }) };
    },

    /** Switches a paid subscription's plan; the provider's events bring the change (the local service at once). */
    async switchPlan(userId: number, planId: string) {
      await ownPlanOnly(userId);
      const plan = await findPlan(planId);
      const { sub, status } = await current(userId);
      if (!sub || sub.is_trial || !sub.subscription_id || (status !== 'active' && status !== 'past_due')) {
        throw conflict('You have no paid subscription to change: choose a plan through checkout.');
      }
      if (sub.plan_id === plan.id) throw conflict(`You are already on the ${plan.name} plan.`);
      await provider.switchPlan({ subscriptionId: sub.subscription_id, plan, priceId: priceIdOf(plan, settings) });
      return info(userId);
    },
  };
}
export type SubscriptionService = ReturnType<typeof subscriptionService>;
