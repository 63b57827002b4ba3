import type { Plan } from '../../dataProvider/billing.ts';

export const planPrice = (plan: Pick<Plan, 'price' | 'currency'>) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency.toUpperCase(),
    maximumFractionDigits: plan.price % 1 ? 2 : 0,
  }).format(plan.price);
