import type { Static } from 'typebox';
import type {
  Plan as PlanSchema,
  PlanInForce as PlanInForceSchema,
  PlansAnswer as PlansAnswerSchema,
  SubscriptionInfo as SubscriptionInfoSchema,
  TrialInfo as TrialInfoSchema,
  UrlAnswer as UrlAnswerSchema,
} from '../../server/routes/subscription/schemas.ts';
import type { ApiRequest } from '../auth/httpClient.ts';

/** Answers of the subscription API, from its schemas (server/routes/subscription/schemas.ts). */
export type Plan = Static<typeof PlanSchema>;
/** The plan in force (server/billing/planState.ts), as Subscription, Credit usage and the credit balance answer it. */
export type PlanInForce = Static<typeof PlanInForceSchema>;
export type PlansAnswer = Static<typeof PlansAnswerSchema>;
export type SubscriptionInfo = Static<typeof SubscriptionInfoSchema>;
export type SubscriptionStatus = SubscriptionInfo['subscription_status'];
export type TrialInfo = Static<typeof TrialInfoSchema>;
export type UrlAnswer = Static<typeof UrlAnswerSchema>;

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
