import Stripe from 'stripe';
import type { Database, Queryable } from '../db/database.ts';
import { badRequest } from '../lib/errors.ts';
import type { Credits } from '../credits/credits.ts';
import type { Clock } from './clock.ts';
import { grantPeriodCredits } from './planCredits.ts';
import { planForPrice } from './plans.ts';
import { plansRepository, type PlanRow } from './plansRepository.ts';
import type { BillingProvider } from './port.ts';
import type { BillingSettings } from './settings.ts';
import { customerOf, invoiceFields, metadataOf, portalStatus, subscriptionFields } from './stripeObjects.ts';
import {
  customersRepository,
  eventsRepository,
  subscriptionsRepository,
  type SubscriptionRow,
  type SubscriptionStatus,
} from './subscriptionsRepository.ts';
import { usersRepository } from '../users/usersRepository.ts';
import { AUDIT_EVENTS, recordMemberEvent } from '../teams/audit.ts';
import { TRIAL_PLAN_NAME } from './planState.ts';

/** Events the portal acts on; others are acknowledged and recorded. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookOutcome {
  received: true;
  /** The event id was applied before: nothing changed. */
  duplicate: boolean;
}

/**
 * POST /subscription/webhook/: the only way paid state enters the database. The Stripe-Signature header is verified with
 * the official SDK against the raw body (bad or missing: 400, nothing changes); each event id is applied once, in one
 * transaction with its record, so a replay or a failure half-way changes nothing.
 */
export function webhookReceiver(db: Database, settings: BillingSettings, clock: Clock, provider: () => BillingProvider, credits: Credits) {
  return async function receive(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
    if (!signature) throw badRequest('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, undefined, undefined, clock().getTime());
    } catch (error) {
      throw badRequest(`The webhook signature is not valid: ${(error as Error).message}`);
    }
    const now = clock();
    const applied = await db.transaction(async (tx) => {
      if (!(await eventsRepository(tx).claim(event.id, event.type))) return false;
      await applyEvent(tx, event, settings, now, credits);
      return true;
    });
    if (applied && event.type === 'checkout.session.completed' && event.data.object.mode === 'setup') {
      await provider().setupCompleted?.(event.data.object);
    }
    return { received: true, duplicate: !applied };
  };
}

async function userOf(tx: Queryable, object: Record<string, unknown>): Promise<number | undefined> {
  const customers = customersRepository(tx);
  const customerId = customerOf(object);
  const byCustomer = customerId ? await customers.userOfCustomer(customerId) : undefined;
  if (byCustomer !== undefined) return byCustomer;
  // A customer made outside the portal's own call (e.g. by Checkout): the user id travels as client_reference_id or metadata.
  const reference = Number((object.client_reference_id as string | undefined) ?? metadataOf(object).user_id);
  if (!Number.isSafeInteger(reference) || reference <= 0) return undefined;
  if (!(await usersRepository(tx).exists(reference))) return undefined;
  if (customerId) await customers.setCustomer(reference, customerId);
  return reference;
}

/** Applies one verified event inside the transaction that records its id. */
export async function applyEvent(
  tx: Queryable,
  event: Stripe.Event,
  settings: BillingSettings,
  now: Date,
  credits: Credits,
): Promise<void> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const subscriptions = subscriptionsRepository(tx);
  const plans = () => plansRepository(tx).list();
  const planOf = async (priceId: string | undefined, metadataPlan: string | undefined): Promise<PlanRow | undefined> => {
    const all = await plans();
    return (priceId ? planForPrice(all, priceId, settings) : undefined) ?? all.find((plan) => plan.id === metadataPlan);
  };

  switch (event.type) {
    case 'checkout.session.completed': {
      // Links the customer to the user; the subscription and invoice events carry the state.
      await userOf(tx, object);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const userId = await userOf(tx, object);
      const fields = subscriptionFields(object);
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : portalStatus(fields.status);
      const plan = await planOf(fields.priceId, metadataOf(object).plan_id);
      if (userId === undefined || !status || !plan || !fields.id || !fields.periodStart || !fields.periodEnd) return;
      const current = await subscriptions.findForUpdate(userId);
      // An event about an older subscription (replaced by a newer checkout) must not overwrite the current one.
      if (current && !current.is_trial && current.subscription_id !== fields.id && current.status !== 'canceled' && status === 'canceled')
        return;
      const applied = await subscriptions.applyChange(
        {
          userId,
          planId: plan.id,
          subscriptionId: fields.id,
          status,
          periodStart: fields.periodStart,
          periodEnd: fields.periodEnd,
          cancelAtPeriodEnd: fields.cancelAtPeriodEnd,
          canceledAt: status === 'canceled' ? (fields.canceledAt ?? now) : fields.canceledAt,
          eventCreated: event.created,
        },
        now,
      );
      if (applied) await recordPlanAudit(tx, userId, current, { plan, status, cancelAtPeriodEnd: fields.cancelAtPeriodEnd });
      return;
    }
    case 'invoice.paid': {
      const userId = await userOf(tx, object);
      const fields = invoiceFields(object);
      if (userId === undefined || !fields.subscriptionId || !fields.periodStart || !fields.periodEnd) return;
      let current = await subscriptions.findForUpdate(userId);
      const samePlanRow = current?.subscription_id === fields.subscriptionId ? (current.plan_id ?? undefined) : undefined;
      const plan = await planOf(fields.priceId, samePlanRow);
      if (!plan) return;
      if (!current || current.subscription_id !== fields.subscriptionId) {
        // The invoice came before its subscription's event: the paid invoice is enough to record the subscription.
        const before = current;
        const applied = await subscriptions.applyChange(
          {
            userId,
            planId: plan.id,
            subscriptionId: fields.subscriptionId,
            status: 'active',
            periodStart: fields.periodStart,
            periodEnd: fields.periodEnd,
            cancelAtPeriodEnd: false,
            canceledAt: null,
            eventCreated: event.created,
          },
          now,
        );
        if (applied) await recordPlanAudit(tx, userId, before, { plan, status: 'active', cancelAtPeriodEnd: false });
        current = await subscriptions.findForUpdate(userId);
      }
      await subscriptions.markPaid(userId, now);
      // Credits once per paid period: a repeated invoice for the same period grants nothing.
      if (current && (!current.credits_period_start || current.credits_period_start.getTime() < fields.periodStart.getTime())) {
        await grantPeriodCredits(
          credits,
          tx,
          userId,
          plan.credits_per_month,
          plan.credits_roll_over,
          `${plan.name} plan credits for the period from ${fields.periodStart.toISOString().slice(0, 10)}`,
        );
        await subscriptions.setCreditsPeriod(userId, fields.periodStart);
      }
      return;
    }
    case 'invoice.payment_failed': {
      const userId = await userOf(tx, object);
      const { subscriptionId } = invoiceFields(object);
      const current = userId === undefined ? undefined : await subscriptions.findForUpdate(userId);
      if (userId === undefined || !current || (subscriptionId && current.subscription_id !== subscriptionId)) return;
      await subscriptions.markPaymentFailed(userId, now);
      return;
    }
    default:
      return;
  }
}

/**
 * The team audit log's plan events (for a user in a team; nothing otherwise): `plan.changed` when the plan in force becomes
 * another (a first subscription, an upgrade or downgrade, a trial turned paid), `plan.cancelled` when the subscription
 * ends or is set to end at its period's end.
 */
async function recordPlanAudit(
  tx: Queryable,
  userId: number,
  before: SubscriptionRow | undefined,
  after: { plan: PlanRow; status: SubscriptionStatus; cancelAtPeriodEnd: boolean },
): Promise<void> {
  const wasLive = before !== undefined && before.status !== 'canceled';
  const previousPlan = async () => {
    if (!before || before.is_trial) return before?.is_trial ? TRIAL_PLAN_NAME : null;
    return before.plan_id ? ((await plansRepository(tx).find(before.plan_id))?.name ?? before.plan_id) : null;
  };
  if (after.status === 'canceled' || after.cancelAtPeriodEnd) {
    const newlyCancelled = after.status === 'canceled' ? wasLive : !before?.cancel_at_period_end || !wasLive;
    if (newlyCancelled)
      await recordMemberEvent(tx, userId, {
        event: AUDIT_EVENTS.planCancelled,
        subject: after.plan.name,
        detail: { plan_id: after.plan.id, at_period_end: after.status !== 'canceled' },
      });
    return;
  }
  if (wasLive && !before.is_trial && before.plan_id === after.plan.id) return;
  await recordMemberEvent(tx, userId, {
    event: AUDIT_EVENTS.planChanged,
    subject: after.plan.name,
    detail: { from: wasLive ? await previousPlan() : null, to: after.plan.name, plan_id: after.plan.id },
  });
}
