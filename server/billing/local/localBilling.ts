import Stripe from 'stripe';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { addDays, addMonth, unixSeconds, type Clock } from '../clock.ts';
import { priceIdOf } from '../plans.ts';
import { plansRepository, type PlanRow } from '../plansRepository.ts';
import type { BillingProvider } from '../port.ts';
import type { BillingSettings } from '../settings.ts';
import { customersRepository } from '../subscriptionsRepository.ts';
import { localRepository, type LocalSession, type LocalSubscription } from './localRepository.ts';
import { checkoutSessionObject, invoiceObject, localId, stripeEvent, subscriptionObject } from './stripeEvents.ts';
import { checkCard, FAILS_RENEWAL_CARD, type CardInput } from './testCards.ts';

/** Posts a signed event to the portal's own webhook endpoint (POST /api/subscription/webhook/). */
export type EventDelivery = (payload: string, signature: string) => Promise<void>;

export const CHECKOUT_SESSION_HOURS = 24;
export const PORTAL_SESSION_HOURS = 1;

const sessionOpen = (session: LocalSession | undefined, now: Date) => session && session.expires_at.getTime() > now.getTime();

/**
 * The local billing service: the default when Stripe is not configured. It behaves like Stripe from the user's side
 * (hosted checkout and billing pages under /billing/, test cards, invoices) and tells the portal what happened only the way
 * Stripe does: Stripe-shaped events signed with the webhook secret, posted to the same webhook endpoint.
 */
export function localBilling(db: Queryable, settings: BillingSettings, clock: Clock, publicUrl: string) {
  const repo = localRepository(db);
  const plans = plansRepository(db);
  let deliver: EventDelivery = async () => {
    throw new Error('The local billing service has no webhook delivery yet');
  };

  async function send(type: string, object: Record<string, unknown>) {
    const now = clock();
    const payload = JSON.stringify(stripeEvent(type, object, now));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret, timestamp: unixSeconds(now) });
    await deliver(payload, signature);
  }

  async function planOf(planId: string): Promise<PlanRow> {
    const plan = await plans.find(planId);
    if (!plan) throw new Error(`Plan ${planId} is gone`);
    return plan;
  }

  const priced = (plan: PlanRow, percentOff: number | null) => Math.round((plan.price_cents * (100 - (percentOff ?? 0))) / 100);
  const subEvent = async (type: string, sub: LocalSubscription) =>
    send(type, subscriptionObject(sub, priceIdOf(await planOf(sub.plan_id), settings)));

  /** Bills a period of the subscription with the default card; answers whether it was paid. */
  async function invoicePeriod(sub: LocalSubscription, reason: string, start: Date, end: Date, canCharge: boolean) {
    const plan = await planOf(sub.plan_id);
    const card = await repo.defaultCard(sub.customer_id);
    const paid = canCharge && card !== undefined && card.last4 !== FAILS_RENEWAL_CARD.slice(-4);
    const invoice = await repo.createInvoice({
      id: localId('in'),
      customer_id: sub.customer_id,
      subscription_id: sub.id,
      plan_id: plan.id,
      amount_cents: priced(plan, sub.percent_off),
      currency: plan.currency,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      period_start: start,
      period_end: end,
      card_last4: paid ? card!.last4 : null,
      created_at: clock(),
    });
    return { invoice, paid, priceId: priceIdOf(plan, settings) };
  }

  async function session(id: string, kinds: LocalSession['kind'][]) {
    const found = await repo.session(id);
    return found && kinds.includes(found.kind) && sessionOpen(found, clock()) ? found : undefined;
  }

  const provider: BillingProvider = {
    name: 'local',

    async createCustomer() {
      return localId('cus');
    },

    async checkout({ customerId, userId, plan, promoCode, successUrl, cancelUrl, trialUpgrade }) {
      if (promoCode && (await repo.promoPercentOff(promoCode)) === undefined) {
        throw badRequest(`The promo code "${promoCode}" is not valid.`, { promo_code: ['Unknown or expired promo code.'] });
      }
      const id = localId('cs');
      const now = clock();
      await repo.createSession(
        {
          id,
          kind: trialUpgrade ? 'trial_upgrade' : 'subscription',
          customer_id: customerId,
          user_id: userId,
          plan_id: plan.id,
          promo_code: promoCode ?? null,
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: addDays(now, CHECKOUT_SESSION_HOURS / 24),
        },
        now,
      );
      return `${publicUrl}/billing/checkout/${id}`;
    },

    async paymentMethodSetup({ customerId, userId, successUrl, cancelUrl }) {
      const id = localId('cs');
      const now = clock();
      await repo.createSession(
        {
          id,
          kind: 'setup',
          customer_id: customerId,
          user_id: userId,
          plan_id: null,
          promo_code: null,
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: addDays(now, CHECKOUT_SESSION_HOURS / 24),
        },
        now,
      );
      return `${publicUrl}/billing/checkout/${id}`;
    },

    async billingPortal({ customerId, userId, returnUrl }) {
      const id = localId('bps');
      const now = clock();
      await repo.createSession(
        {
          id,
          kind: 'portal',
          customer_id: customerId,
          user_id: userId,
          plan_id: null,
          promo_code: null,
          success_url: returnUrl,
          cancel_url: null,
          expires_at: new Date(now.getTime() + PORTAL_SESSION_HOURS * 3_600_000),
        },
        now,
      );
      return `${publicUrl}/billing/portal/${id}`;
    },

    /** A plan change starts a new period at the new price now (Stripe's billing_cycle_anchor=now), paid at once. */
    async switchPlan({ subscriptionId, plan }) {
      const sub = await repo.subscription(subscriptionId);
      if (!sub || sub.status === 'canceled') throw badRequest('This subscription can no longer be changed.');
      const now = clock();
      const moved = await repo.updateSubscription(sub.id, {
        plan_id: plan.id,
        current_period_start: now,
        current_period_end: addMonth(now),
        cancel_at_period_end: false,
      });
      const { invoice, paid, priceId } = await invoicePeriod(moved, 'subscription_update', now, moved.current_period_end, true);
      const current = paid
        ? await repo.updateSubscription(sub.id, { status: 'active' })
        : await repo.updateSubscription(sub.id, { status: 'past_due' });
      await subEvent('customer.subscription.updated', current);
      await send(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(invoice, priceId));
    },
  };

  return {
    provider,
    setDelivery(delivery: EventDelivery) {
      deliver = delivery;
    },

    /** What the checkout page shows; undefined when the session is unknown, expired or not a checkout. */
    async checkoutView(id: string) {
      const found = await session(id, ['subscription', 'trial_upgrade', 'setup']);
      if (!found) return undefined;
      const plan = found.plan_id ? await planOf(found.plan_id) : undefined;
      const percentOff = found.promo_code ? ((await repo.promoPercentOff(found.promo_code)) ?? null) : null;
      return { session: found, plan, percentOff, amountCents: plan ? priced(plan, percentOff) : 0 };
    },

    /** The 'Pay' (or 'Save card') button: charges the test card, then sends the events. Answers where the browser goes next. */
    async pay(id: string, card: CardInput): Promise<{ ok: true; redirect: string } | { ok: false; error: string }> {
      const found = await repo.session(id);
      const now = clock();
      if (!found || found.kind === 'portal') return { ok: false, error: 'This checkout does not exist.' };
      if (found.status === 'complete') return { ok: true, redirect: found.success_url };
      if (!sessionOpen(found, now)) return { ok: false, error: 'This checkout has expired. Start again from the portal.' };
      const checked = checkCard(card, now);
      if (!checked.ok) return checked;
      const live = await repo.liveSubscription(found.customer_id);
      if (found.kind !== 'setup' && live)
        return { ok: false, error: 'You already have an active subscription. Manage it from the portal instead.' };
      if (!(await repo.completeSession(id))) return { ok: true, redirect: found.success_url };
      await repo.addCard(
        found.customer_id,
        { id: localId('pm'), brand: checked.brand, last4: checked.last4, exp_month: checked.expMonth, exp_year: checked.expYear },
        now,
      );

      if (found.kind === 'setup') {
        await send('checkout.session.completed', checkoutSessionObject(found, null, null));
        // A new card settles a failed payment, as Stripe retries the open invoice.
        if (live?.status === 'past_due') await settlePastDue(live);
        return { ok: true, redirect: found.success_url };
      }
      const plan = await planOf(found.plan_id!);
      const percentOff = found.promo_code ? ((await repo.promoPercentOff(found.promo_code)) ?? null) : null;
      const sub: LocalSubscription = {
        id: localId('sub'),
        customer_id: found.customer_id,
        user_id: found.user_id,
        plan_id: plan.id,
        item_id: localId('si'),
        status: 'active',
        percent_off: percentOff,
        current_period_start: now,
        current_period_end: addMonth(now),
        cancel_at_period_end: false,
        canceled_at: null,
        created_at: now,
      };
      await repo.createSubscription(sub);
      const { invoice, priceId } = await invoicePeriod(sub, 'subscription_create', sub.current_period_start, sub.current_period_end, true);
      await subEvent('customer.subscription.created', sub);
      await send('invoice.paid', invoiceObject(invoice, priceId));
      await send('checkout.session.completed', checkoutSessionObject(found, sub.id, invoice.amount_cents));
      return { ok: true, redirect: found.success_url };
    },

    /** What the billing page shows: plan, subscription, card and invoices; undefined when the session is unknown or expired. */
    async portalView(id: string) {
      const found = await session(id, ['portal']);
      if (!found) return undefined;
      const subscription = await repo.liveSubscription(found.customer_id);
      return {
        session: found,
        subscription,
        plan: subscription ? await planOf(subscription.plan_id) : undefined,
        card: await repo.defaultCard(found.customer_id),
        invoices: await repo.invoices(found.customer_id),
      };
    },

    /** 'Cancel subscription' (at period end) or 'Keep subscription' (undo that). False when the session or subscription is gone. */
    async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<boolean> {
      const found = await session(id, ['portal']);
      const sub = found ? await repo.liveSubscription(found.customer_id) : undefined;
      if (!sub) return false;
      if (sub.cancel_at_period_end !== cancel)
        await subEvent('customer.subscription.updated', await repo.updateSubscription(sub.id, { cancel_at_period_end: cancel }));
      return true;
    },

    /** An invoice of the session's customer as a PDF; undefined when the session or invoice is not theirs. */
    async invoiceDocument(sessionId: string, invoiceId: string) {
      const found = await session(sessionId, ['portal']);
      const invoice = found ? await repo.invoice(found.customer_id, invoiceId) : undefined;
      if (!found || !invoice) return undefined;
      // pdfkit loads with the first invoice, not at start.
      const { invoicePdf } = await import('./invoicePdf.ts');
      const pdf = await invoicePdf(invoice, await planOf(invoice.plan_id), await customersRepository(db).contact(found.user_id));
      return { number: invoice.number, pdf };
    },

    /**
     * Period roll-over, as Stripe's billing engine does it: every active subscription whose period ended at the clock's
     * time is renewed (charged with the default card; a failing card makes it past due) or, when set to cancel, ended.
     * Catches up on several missed periods. Answers the number of subscriptions changed.
     */
    async renewDue(): Promise<number> {
      const now = clock();
      let changed = 0;
      for (let sub of await repo.dueSubscriptions(now)) {
        changed += 1;
        for (let rounds = 0; sub.status === 'active' && sub.current_period_end.getTime() <= now.getTime() && rounds < 36; rounds += 1) {
          if (sub.cancel_at_period_end) {
            sub = await repo.updateSubscription(sub.id, { status: 'canceled', canceled_at: sub.current_period_end });
            await subEvent('customer.subscription.deleted', sub);
            break;
          }
          const start = sub.current_period_end;
          const end = addMonth(start);
          const { invoice, paid, priceId } = await invoicePeriod(sub, 'subscription_cycle', start, end, true);
          sub = await repo.updateSubscription(sub.id, {
            current_period_start: start,
            current_period_end: end,
            status: paid ? 'active' : 'past_due',
          });
          await subEvent('customer.subscription.updated', sub);
          await send(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(invoice, priceId));
        }
      }
      return changed;
    },
  };

  async function settlePastDue(sub: LocalSubscription) {
    const { invoice, paid, priceId } = await invoicePeriod(
      sub,
      'subscription_cycle',
      sub.current_period_start,
      sub.current_period_end,
      true,
    );
    if (!paid) return;
    await subEvent('customer.subscription.updated', await repo.updateSubscription(sub.id, { status: 'active' }));
    await send('invoice.paid', invoiceObject(invoice, priceId));
  }
}
export type LocalBilling = ReturnType<typeof localBilling>;
