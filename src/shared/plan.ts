import type { PlanInForce } from '../dataProvider/billing.ts';

/** Status labels a person reads (never the raw value): the subscription's, and the client's own before it loads. */
const STATUS_LABELS: Record<string, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  none: 'No plan',
  unsubscribed: 'No plan',
  free_trial_requested: 'Starting trial',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? 'No plan';
export const statusColor = (status: string): 'success' | 'info' | 'warning' | 'default' =>
  status === 'active' ? 'success' : status === 'trialing' ? 'info' : status === 'past_due' ? 'warning' : 'default';

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The plan's status with its next date in words: 'Active · renews on April 10, 2026', 'Trialing · ends on …', 'No plan'. */
export function planStatusText(plan: Pick<PlanInForce, 'status' | 'period_end' | 'cancel_at_period_end'>): string {
  const label = statusLabel(plan.status);
  if (!plan.period_end) return label;
  const end = longDate(plan.period_end);
  if (plan.status === 'trialing' || plan.cancel_at_period_end) return `${label} · ends on ${end}`;
  if (plan.status === 'active') return `${label} · renews on ${end}`;
  return label;
}

/** One line naming the plan in force, as the badge, the credit chip and Credit usage say it: 'Pro · Active · renews on …'. */
export const planLine = (plan: Pick<PlanInForce, 'name' | 'status' | 'period_end' | 'cancel_at_period_end'>) =>
  plan.status === 'none' ? plan.name : `${plan.name} · ${planStatusText(plan)}`;

/** The sidebar badge's short label: the plan's name while it is live, else its status ('Canceled', 'No plan'). */
export const planBadgeLabel = (plan: Pick<PlanInForce, 'name' | 'status'>) =>
  plan.status === 'active' || plan.status === 'trialing'
    ? plan.name
    : plan.status === 'past_due'
      ? `${plan.name} · Past due`
      : statusLabel(plan.status);
