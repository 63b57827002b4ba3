import type { Plan } from '../../dataProvider/billing.ts';

/** Status labels a person reads (never the raw value). */
const STATUS_LABELS: Record<string, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  none: 'No plan',
  unsubscribed: 'No plan',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? 'No plan';
export const statusColor = (status: string): 'success' | 'info' | 'warning' | 'default' =>
  status === 'active' ? 'success' : status === 'trialing' ? 'info' : status === 'past_due' ? 'warning' : 'default';

export const planPrice = (plan: Pick<Plan, 'price' | 'currency'>) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    maximumFractionDigits: plan.price % 1 ? 2 : 0,
  }).format(plan.price);

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
