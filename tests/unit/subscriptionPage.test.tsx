import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SubscriptionPage from '../../src/custom/billing/SubscriptionPage.tsx';
import type { Plan, SubscriptionInfo, TrialInfo } from '../../src/dataProvider/billing.ts';
import { renderPage } from './renderPage.tsx';
import { api } from './searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const plan = (id: string, name: string, price: number, credits: number): Plan => ({
  id,
  name,
  price,
  price_cents: price * 100,
  currency: 'usd',
  interval: 'month',
  credits_per_month: credits,
  credits_roll_over: false,
  download_row_limit: 25_000,
  api_access: id !== 'starter',
  features: [`${name} support`],
});
const PLANS = {
  results: [plan('starter', 'Starter', 49, 500), plan('pro', 'Pro', 99, 1500)],
  free_trial: { days: 14, credits: 200, api_access: true, download_row_limit: 10_000 },
};
const NONE: SubscriptionInfo = {
  is_subscribed: false,
  subscription_status: 'none',
  plan_id: null,
  plan_name: null,
  is_trial: false,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  credits_per_month: null,
  api_access: false,
  subscription_id: null,
  customer_id: null,
  billing_provider: 'local',
};
const TRIALING: SubscriptionInfo = {
  ...NONE,
  is_subscribed: true,
  subscription_status: 'trialing',
  plan_id: 'free_trial',
  plan_name: 'Free trial',
  is_trial: true,
  current_period_start: '2026-03-10T12:00:00Z',
  current_period_end: '2026-03-24T12:00:00Z',
  credits_per_month: 200,
  api_access: true,
};
const trialInfo = (eligible: boolean, daysLeft = 0): TrialInfo => ({
  eligible,
  is_trialing: !eligible && daysLeft > 0,
  trial_end: daysLeft ? TRIALING.current_period_end : null,
  days_left: daysLeft,
  trial_days: 14,
  trial_credits: 200,
});

/** The API as a user's account sees it; `state.info` changes when the trial starts. */
function account(initial: SubscriptionInfo, trial: TrialInfo) {
  const state = { info: initial, trial, calls: [] as { path: string; body: unknown }[] };
  server.use(
    http.get(api('/subscription/plans/'), () => HttpResponse.json(PLANS)),
    http.get(api('/subscription/info/'), () => HttpResponse.json(state.info)),
    http.get(api('/subscription/trial/info/'), () => HttpResponse.json(state.trial)),
    http.post(api('/subscription/free_trial/subscribe/'), async ({ request }) => {
      state.calls.push({ path: 'free_trial', body: await request.json() });
      state.info = TRIALING;
      state.trial = trialInfo(false, 14);
      return HttpResponse.json(TRIALING, { status: 201 });
    }),
    http.post(api('/subscription/create-checkout-trial-upgrade/'), async ({ request }) => {
      state.calls.push({ path: 'trial-upgrade', body: await request.json() });
      return HttpResponse.json({ url: 'http://localhost/billing/checkout/cs_local_1' });
    }),
  );
  return state;
}

describe('/subscription', { timeout: 30_000 }, () => {
  it('shows a new user the plans with price and credits, and starts the free trial', async () => {
    const state = account(NONE, trialInfo(true));
    renderPage(<SubscriptionPage />, '/subscription');
    const pro = await screen.findByLabelText('Pro plan');
    expect(within(pro).getByText('$99')).toBeInTheDocument();
    expect(within(pro).getByText(/1,500 search credits a month/)).toBeInTheDocument();
    expect(within(await screen.findByLabelText('Free trial')).getByText('200 search credits')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await screen.findByText('Your free trial has started.');
    expect(state.calls).toEqual([{ path: 'free_trial', body: {} }]);
    await screen.findByText(/Trial ends on/);
    expect(screen.getByText(/14 days left/)).toBeInTheDocument();
  });

  it('sends a trialing user who upgrades to the checkout page the server answered', async () => {
    const state = account(TRIALING, trialInfo(false, 9));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      renderPage(<SubscriptionPage />, '/subscription');
      await screen.findByText(/9 days left/);
      await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_local_1'));
      expect(state.calls).toEqual([{ path: 'trial-upgrade', body: { plan_id: 'pro' } }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the server's reason when the plans cannot be loaded", async () => {
    account(NONE, trialInfo(true));
    server.use(
      http.get(api('/subscription/plans/'), () => HttpResponse.json({ detail: 'Billing is unavailable right now.' }, { status: 503 })),
    );
    renderPage(<SubscriptionPage />, '/subscription');
    // After react-query's three retries (about 7 s).
    expect(await screen.findByText('Billing is unavailable right now.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
