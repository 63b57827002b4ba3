import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { unixSeconds } from '../clock.ts';
import type { LocalInvoice, LocalSession, LocalSubscription } from './localRepository.ts';

/** Ids shaped like Stripe's (prefix + random), marked local. */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** A Stripe event envelope around one object, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: Record<string, unknown>, now: Date) {
  return {
    id: localId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixSeconds(now),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function subscriptionObject(sub: LocalSubscription, priceId: string) {
  const periodStart = unixSeconds(sub.current_period_start);
  const periodEnd = unixSeconds(sub.current_period_end);
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer_id,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? periodEnd : null,
    canceled_at: sub.canceled_at ? unixSeconds(sub.canceled_at) : null,
    ended_at: sub.status === 'canceled' && sub.canceled_at ? unixSeconds(sub.canceled_at) : null,
    created: unixSeconds(sub.created_at),
    collection_method: 'charge_automatically',
    currency: 'usd',
    livemode: false,
    metadata: { user_id: String(sub.user_id), plan_id: sub.plan_id },
    items: {
      object: 'list',
      data: [
        {
          id: sub.item_id,
          object: 'subscription_item',
          price: { id: priceId, object: 'price' },
          quantity: 1,
          current_period_start: periodStart,
          current_period_end: periodEnd,
        },
      ],
    },
  };
}

export function invoiceObject(invoice: LocalInvoice, priceId: string) {
  const paid = invoice.status === 'paid';
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    customer: invoice.customer_id,
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    currency: invoice.currency,
    amount_due: invoice.amount_cents,
    amount_paid: paid ? invoice.amount_cents : 0,
    amount_remaining: paid ? 0 : invoice.amount_cents,
    created: unixSeconds(invoice.created_at),
    livemode: false,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription_id } },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${invoice.id}`,
          object: 'line_item',
          amount: invoice.amount_cents,
          currency: invoice.currency,
          period: { start: unixSeconds(invoice.period_start), end: unixSeconds(invoice.period_end) },
          pricing: { type: 'price_details', price_details: { price: priceId } },
        },
      ],
    },
  };
}

export function checkoutSessionObject(session: LocalSession, subscriptionId: string | null, amountTotal: number | null) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.kind === 'setup' ? 'setup' : 'subscription',
    status: 'complete',
    payment_status: session.kind === 'setup' ? 'no_payment_required' : 'paid',
    customer: session.customer_id,
    client_reference_id: String(session.user_id),
    subscription: subscriptionId,
    setup_intent: session.kind === 'setup' ? localId('seti') : null,
    amount_total: amountTotal,
    currency: 'usd',
    success_url: session.success_url,
    metadata: { user_id: String(session.user_id), ...(session.plan_id ? { plan_id: session.plan_id } : {}) },
  };
}
