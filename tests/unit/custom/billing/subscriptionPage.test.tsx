import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SubscriptionPage from '../../../../src/custom/billing/SubscriptionPage.tsx';
import type { SubscriptionInfo, TrialInfo } from '../../../../src/dataProvider/billing.ts';
import { renderPage } from '../../renderPage.tsx';
import { NO_PLAN, PLANS, PRO, TRIALING, trialInfo } from './billingFixtures.ts';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
    const state = account(NO_PLAN, trialInfo(true));
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
    account(NO_PLAN, trialInfo(true));
    server.use(
      http.get(api('/subscription/plans/'), () => HttpResponse.json({ detail: 'Billing is unavailable right now.' }, { status: 503 })),
    );
    renderPage(<SubscriptionPage />, '/subscription');
    // After react-query's three retries (about 7 s).
    expect(await screen.findByText('Billing is unavailable right now.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("shows a team member the team's plan, which only its owner changes: no billing buttons, no plan to switch to", async () => {
    account({ ...PRO, team_plan: true, subscription_id: null, customer_id: null }, trialInfo(false));
    renderPage(<SubscriptionPage />, '/subscription');
    expect(
      await screen.findByText(
        "This is your team's plan: you spend from the team's shared credits, and its owner manages the plan and billing.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Pro');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to|Subscribe to/ })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Pro plan')).getByRole('button', { name: "Your team's plan" })).toBeDisabled();
    expect(within(screen.getByLabelText('Pro plan')).getByText('Teams of up to 10 people, one shared credit pool')).toBeInTheDocument();
  });
});
