import { useSyncExternalStore } from 'react';

/**
 * The current plan (spec section 3 "Subscription info") with the client context's subscriptionID and customerID; reset
 * to unsubscribed on errors and sign-out. Kept in local storage; components read it with {@link usePlanState}.
 */
export interface PlanState {
  is_subscribed: boolean;
  subscription_status: string;
  plan_name?: string | null;
  subscriptionID?: string | null;
  customerID?: string | null;
}

const KEY = 'ps_plan';
const CHANGED = 'ps-plan-changed';
export const UNSUBSCRIBED: PlanState = {
  is_subscribed: false,
  subscription_status: 'unsubscribed',
  plan_name: null,
  subscriptionID: null,
  customerID: null,
};
/** Spec section 9: the plan is loaded about 2 seconds after a free-trial sign-in. */
export const FREE_TRIAL_PLAN_RELOAD_MS = 2000;

let cachedRaw: string | null | undefined;
let cached: PlanState = UNSUBSCRIBED;

export function getPlanState(): PlanState {
  const raw = localStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = { ...UNSUBSCRIBED, ...(JSON.parse(raw ?? '{}') as Partial<PlanState>) };
  } catch {
    cached = UNSUBSCRIBED;
  }
  return cached;
}

const changed = () => window.dispatchEvent(new Event(CHANGED));
export const setPlanState = (plan: PlanState) => {
  localStorage.setItem(KEY, JSON.stringify(plan));
  changed();
};
export const clearPlanState = () => {
  localStorage.removeItem(KEY);
  changed();
};

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The plan state wherever the UI needs it (sidebar badge, credits, the 402 message). */
export const usePlanState = () => useSyncExternalStore(subscribe, getPlanState);

/** The subscription info answer as the client keeps it. */
export function planStateOf(info: {
  is_subscribed: boolean;
  subscription_status: string;
  plan_name: string | null;
  subscription_id: string | null;
  customer_id: string | null;
}): PlanState {
  return {
    is_subscribed: info.is_subscribed,
    subscription_status: info.subscription_status,
    plan_name: info.plan_name,
    subscriptionID: info.subscription_id,
    customerID: info.customer_id,
  };
}

/** Loads the plan into the state; any error resets it to unsubscribed. */
export async function loadPlanState(fetchInfo: () => Promise<Parameters<typeof planStateOf>[0]>): Promise<PlanState> {
  try {
    const plan = planStateOf(await fetchInfo());
    setPlanState(plan);
    return plan;
  } catch {
    setPlanState(UNSUBSCRIBED);
    return UNSUBSCRIBED;
  }
}

/** The free-trial marker in the address, e.g. ?free_trial=true, carried from sign-up to registration. */
export function hasFreeTrialMarker(search: string = window.location.search): boolean {
  const value = new URLSearchParams(search).get('free_trial');
  return value !== null && value !== 'false' && value !== '0';
}
