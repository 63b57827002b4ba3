/** The current plan (spec section 3 "Subscription info"); reset to unsubscribed on errors and sign-out. */
export interface PlanState {
  is_subscribed: boolean;
  subscription_status: string;
}

const KEY = 'ps_plan';
export const UNSUBSCRIBED: PlanState = { is_subscribed: false, subscription_status: 'unsubscribed' };

export function getPlanState(): PlanState {
  try {
    return { ...UNSUBSCRIBED, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<PlanState>) };
  } catch {
    return UNSUBSCRIBED;
  }
}

export const setPlanState = (plan: PlanState) => localStorage.setItem(KEY, JSON.stringify(plan));
export const clearPlanState = () => localStorage.removeItem(KEY);

/** The free-trial marker in the address, e.g. ?free_trial=true, carried from sign-up to registration. */
export function hasFreeTrialMarker(search: string = window.location.search): boolean {
  const value = new URLSearchParams(search).get('free_trial');
  return value !== null && value !== 'false' && value !== '0';
}
