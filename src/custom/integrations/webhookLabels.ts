import type { WebhookDelivery, WebhookDeliveryStatus } from '../../dataProvider/webhooks.ts';

/** What the webhook page's parts share: query keys, the page size and delivery states in words. */
export const ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
export const DELIVERIES_KEY = ['webhooks', 'deliveries'] as const;
export const PAGE_SIZE = 10;

/** A delivery's state in words: waiting for its first try, retrying after a failure, delivered, or given up. */
export function deliveryStatusLabel(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): string {
  if (delivery.status === 'succeeded') return 'Delivered';
  if (delivery.status === 'failed') return 'Failed';
  return delivery.attempts > 0 ? 'Retrying' : 'Waiting';
}
export const STATUS_COLORS = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;
export const STATUS_FILTERS: { value: WebhookDeliveryStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'succeeded', label: 'Delivered' },
  { value: 'pending', label: 'Waiting or retrying' },
  { value: 'failed', label: 'Failed' },
];
