import { fromUnix } from './clock.ts';
import type { SubscriptionStatus } from './subscriptionsRepository.ts';

/**
 * Readers of the Stripe objects carried by webhook events. They accept both the current API shape (periods on
 * subscription items, an invoice's subscription under parent.subscription_details, line prices under pricing) and the
 * older one (periods on the subscription, invoice.subscription, line.price), so a pinned older API version still works.
 */
type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const str = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value && typeof (value as Obj).id === 'string'
      ? ((value as Obj).id as string)
      : undefined;
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

export const idOf = (value: unknown) => str(value);
export const customerOf = (object: Obj) => str(object.customer);
export const metadataOf = (object: Obj) => obj(object.metadata) as Record<string, string>;

/** Stripe's subscription statuses in the portal's four (undefined: not a state to record, e.g. incomplete). */
export function portalStatus(stripeStatus: unknown): SubscriptionStatus | undefined {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return stripeStatus === 'trialing' ? 'trialing' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'canceled';
    default:
      return undefined;
  }
}

export function subscriptionFields(sub: Obj) {
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  const start = num(item.current_period_start) ?? num(sub.current_period_start);
  const end = num(item.current_period_end) ?? num(sub.current_period_end);
  const canceledAt = num(sub.canceled_at) ?? num(sub.ended_at);
  return {
    id: str(sub.id),
    priceId: str(obj(item.price).id ?? item.price) ?? str(obj(item.plan).id),
    status: sub.status,
    periodStart: start === undefined ? undefined : fromUnix(start),
    periodEnd: end === undefined ? undefined : fromUnix(end),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true || num(sub.cancel_at) !== undefined,
    canceledAt: canceledAt === undefined ? null : fromUnix(canceledAt),
  };
}

export function invoiceFields(invoice: Obj) {
  const lines = (obj(invoice.lines).data as unknown[] | undefined) ?? [];
  const line = obj(lines.find((l) => obj(l).period) ?? lines[0]);
  const period = obj(line.period);
  const pricing = obj(line.pricing);
  const parentDetails = obj(obj(invoice.parent).subscription_details);
  const lineParent = obj(obj(line.parent).subscription_item_details);
  const start = num(period.start);
  const end = num(period.end);
  return {
    subscriptionId: str(parentDetails.subscription) ?? str(invoice.subscription) ?? str(lineParent.subscription),
    priceId: str(obj(pricing.price_details).price) ?? str(obj(line.price).id ?? line.price),
    periodStart: start === undefined ? undefined : fromUnix(start),
    periodEnd: end === undefined ? undefined : fromUnix(end),
  };
}
