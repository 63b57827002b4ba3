import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';

function recorder(body: unknown = { url: 'http://localhost/billing/checkout/cs_local_1' }) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { status: 200, headers: new Headers(), json: body };
  });
  return { calls, provider: createDataProvider(request) };
}

describe('billing methods of the data provider', () => {
  it('call the spec paths of section 7', async () => {
    const { calls, provider } = recorder();
    await provider.getPlans();
    await provider.getSubscriptionInfo();
    await provider.getTrialInfo();
    await provider.startFreeTrial();
    await provider.switchPlan('pro');
    await provider.checkout('pro', 'WELCOME 20');
    await provider.checkout('starter');
    await provider.addPaymentMethod('/subscription?card=1', '/subscription');
    await provider.manageBilling('http://localhost:3000/subscription');
    await provider.trialUpgradeCheckout('business');
    expect(calls).toEqual([
      { path: '/subscription/plans/', method: 'GET', body: undefined },
      { path: '/subscription/info/', method: 'GET', body: undefined },
      { path: '/subscription/trial/info/', method: 'GET', body: undefined },
      { path: '/subscription/free_trial/subscribe/', method: 'POST', body: {} },
      { path: '/subscription/update/', method: 'POST', body: { plan_id: 'pro' } },
      { path: '/subscription/checkout/?plan_id=pro&promo_code=WELCOME+20', method: 'GET', body: undefined },
      { path: '/subscription/checkout/?plan_id=starter', method: 'GET', body: undefined },
      {
        path: '/subscription/payment_method/add/?success_url=%2Fsubscription%3Fcard%3D1&cancel_url=%2Fsubscription',
        method: 'POST',
        body: {},
      },
      { path: '/subscription/manage/?return_url=http%3A%2F%2Flocalhost%3A3000%2Fsubscription', method: 'GET', body: undefined },
      { path: '/subscription/create-checkout-trial-upgrade/', method: 'POST', body: { plan_id: 'business' } },
    ]);
  });
});
