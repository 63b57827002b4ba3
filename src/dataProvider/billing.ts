import type { ApiRequest } from '../auth/httpClient.ts';

export interface Plan {
  id: string;
  name: string;
  price: number;
  price_cents: number;
  currency: string;
  interval: 'month';
  credits_per_month: number;
  credits_roll_over: boolean;
  download_row_limit: number;
  api_access: boolean;
  features: string[];
}

export interface PlansAnswer {
  results: Plan[];
  free_trial: { days: number; credits: number; api_access: boolean; download_row_limit: number };
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'none';

export interface SubscriptionInfo {
  is_subscribed: boolean;
  subscription_status: SubscriptionStatus;
  plan_id: string | null;
  plan_name: string | null;
  is_trial: boolean;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  credits_per_month: number | null;
  api_access: boolean;
  subscription_id: string | null;
  customer_id: string | null;
  billing_provider: 'stripe' | 'local';
}

export interface TrialInfo {
  eligible: boolean;
  is_trialing: boolean;
  trial_end: string | null;
  days_left: number;
  trial_days: number;
  trial_credits: number;
}

export interface UrlAnswer {
  url: string;
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Subscription calls (spec section 7), spread into the portal's one data provider. */
export function billingMethods(request: ApiRequest) {
  const get = async <T>(path: string) => (await request(path)).json as T;
  const post = async <T>(path: string, body?: unknown) =>
    (await request(path, { method: 'POST', body: JSON.stringify(body ?? {}) })).json as T;
  return {
    getPlans: () => get<PlansAnswer>('/subscription/plans/'),
    getSubscriptionInfo: () => get<SubscriptionInfo>('/subscription/info/'),
    getTrialInfo: () => get<TrialInfo>('/subscription/trial/info/'),
    startFreeTrial: () => post<SubscriptionInfo>('/subscription/free_trial/subscribe/'),
    switchPlan: (planId: string) => post<SubscriptionInfo>('/subscription/update/', { plan_id: planId }),
    checkout: (planId: string, promoCode?: string) =>
      get<UrlAnswer>(`/subscription/checkout/${query({ plan_id: planId, promo_code: promoCode })}`),
    addPaymentMethod: (successUrl?: string, cancelUrl?: string) =>
      post<UrlAnswer>(`/subscription/payment_method/add/${query({ success_url: successUrl, cancel_url: cancelUrl })}`),
    manageBilling: (returnUrl?: string) => get<UrlAnswer>(`/subscription/manage/${query({ return_url: returnUrl })}`),
    trialUpgradeCheckout: (planId: string) => post<UrlAnswer>('/subscription/create-checkout-trial-upgrade/', { plan_id: planId }),
  };
}
export type BillingMethods = ReturnType<typeof billingMethods>;
