import type { Credits } from '../credits/credits.ts';
import type { Database } from '../db/database.ts';
import { badRequest, conflict } from '../lib/errors.ts';
import { effectiveStatus } from './access.ts';
import { addDays, DAY_MS, type Clock } from './clock.ts';
import { grantPeriodCredits } from './planCredits.ts';
import { planView, priceIdOf, unknownPlan } from './plans.ts';
import { plansRepository } from './plansRepository.ts';
import type { BillingProvider } from './port.ts';
import type { BillingSettings } from './settings.ts';
import { customersRepository, subscriptionsRepository } from './subscriptionsRepository.ts';

export const TRIAL_PLAN_NAME = 'Free trial';

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

  async function current(userId: number) {
    const sub = await subscriptions.find(userId);
    return { sub, status: effectiveStatus(sub, clock()) };
  }

  const info = async (userId: number) => {
    const { sub, status } = await current(userId);
    const plan = sub?.plan_id ? await plans.find(sub.plan_id) : undefined;
    const customer = await customers.find(userId);
    const live = status === 'active' || status === 'trialing' || status === 'past_due';
    return {
      is_subscribed: live,
      subscription_status: status,
      plan_id: sub ? (sub.is_trial ? 'free_trial' : sub.plan_id) : null,
      plan_name: sub ? (sub.is_trial ? TRIAL_PLAN_NAME : (plan?.name ?? null)) : null,
      is_trial: sub?.is_trial ?? false,
      current_period_start: sub?.current_period_start.toISOString() ?? null,
      current_period_end: sub?.current_period_end.toISOString() ?? null,
      cancel_at_period_end: sub?.cancel_at_period_end ?? false,
      credits_per_month: sub?.is_trial ? settings.trialCredits : (plan?.credits_per_month ?? null),
      api_access: sub?.is_trial ? live : live && (plan?.api_access ?? false),
      subscription_id: sub?.subscription_id ?? null,
      customer_id: customer?.customer_id ?? null,
      billing_provider: provider.name,
    };
  };

  return {
    info,

    async plans() {
      return {
        results: (await plans.list()).map(planView),
        free_trial: {
          days: settings.trialDays,
          credits: settings.trialCredits,
          api_access: true,
          download_row_limit: settings.defaultDownloadRowLimit,
        },
      };
    },

    async trialInfo(userId: number) {
      const { sub, status } = await current(userId);
      const used = Boolean((await customers.find(userId))?.trial_started_at);
      const live = status === 'active' || status === 'past_due' || status === 'trialing';
      const trialing = status === 'trialing' && sub?.is_trial;
      const msLeft = trialing ? sub!.current_period_end.getTime() - clock().getTime() : 0;
      return {
        eligible: !used && !live,
        is_trialing: Boolean(trialing),
        trial_end: sub?.is_trial ? sub.current_period_end.toISOString() : null,
        days_left: trialing ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : 0,
        trial_days: settings.trialDays,
        trial_credits: settings.trialCredits,
      };
    },

    /** Once per user: the trial's length and credits come from TRIAL_DAYS and TRIAL_CREDITS. */
    async startTrial(userId: number) {
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await customersRepository(tx).claimTrial(userId, now)))
          throw conflict('You have already used your free trial. Choose a plan to continue.');
        const started = await subscriptionsRepository(tx).startTrial(userId, now, addDays(now, settings.trialDays));
        if (!started) throw conflict('You already have a subscription; the free trial is for new accounts.');
        await grantPeriodCredits(credits, tx, userId, settings.trialCredits, false, 'Free trial credits');
      });
      return info(userId);
    },

    async checkout(userId: number, planId: string, promoCode: string | undefined, { trialUpgrade = false } = {}) {
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
