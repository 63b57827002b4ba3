import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ProductSelectPage from '../../../../src/custom/billing/ProductSelectPage.tsx';
import type { SubscriptionInfo, TrialInfo } from '../../../../src/dataProvider/billing.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { NO_PLAN, PLANS, TRIALING, trialInfo } from './billingFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The subscription API as one account sees it; `calls` records the POSTs with their bodies. */
function account(info: SubscriptionInfo, trial: TrialInfo) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get(api('/subscription/plans/'), () => HttpResponse.json(PLANS)),
    http.get(api('/subscription/info/'), () => HttpResponse.json(info)),
    http.get(api('/subscription/trial/info/'), () => HttpResponse.json(trial)),
    http.post(api('/subscription/free_trial/subscribe/'), async ({ request }) => {
      calls.push({ path: 'free_trial', body: await request.json() });
      return HttpResponse.json(TRIALING, { status: 201 });
    }),
    http.post(api('/subscription/create-checkout-trial-upgrade/'), async ({ request }) => {
      calls.push({ path: 'trial-upgrade', body: await request.json() });
      return HttpResponse.json({ url: 'http://localhost/billing/checkout/cs_local_7' });
    }),
  );
  return calls;
}

const product = (name: RegExp) => within(screen.getByRole('radiogroup', { name: 'Product' })).getByRole('radio', { name });

describe('/product-select', { timeout: 30_000 }, () => {
  it('lists the three products, marks the chosen one and shows the plans with their price', async () => {
    account(NO_PLAN, trialInfo(true));
    renderPage(<ProductSelectPage />, '/product-select');
    const group = await screen.findByRole('radiogroup', { name: 'Product' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(product(/Investment property lists/)).toHaveAttribute('aria-checked', 'true');
    expect(product(/Full property reports/)).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(product(/Developer API/));
    expect(product(/Developer API/)).toHaveAttribute('aria-checked', 'true');
    expect(product(/Investment property lists/)).toHaveAttribute('aria-checked', 'false');

    const pro = screen.getByLabelText('Pro plan');
    expect(within(pro).getByText('$99')).toBeInTheDocument();
    expect(within(pro).getByText(/1,500 search credits a month, unused credits roll over/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Starter plan')).getByText('$49')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Free trial')).getByText('$0')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Subscribe to Pro' })).toBeInTheDocument();
  });

  it('starts the free trial for a user without a plan and goes to the chosen product', async () => {
    const calls = account(NO_PLAN, trialInfo(true));
    renderPage(<ProductSelectPage />, '/product-select');
    await userEvent.click(await screen.findByRole('radio', { name: /Full property reports/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    // The request is recorded when it arrives; the navigation follows the answer, later.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products/full-property-report/demo'));
    expect(calls).toEqual([{ path: 'free_trial', body: {} }]);
  });

  it('sends a trialing user who upgrades to the checkout the server answered', async () => {
    const calls = account(TRIALING, trialInfo(false, 9));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      renderPage(<ProductSelectPage />, '/product-select');
      expect(await screen.findByText(/You are on the Free trial/)).toBeInTheDocument();
      // A trial already used is not offered again.
      expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_local_7'));
      expect(calls).toEqual([{ path: 'trial-upgrade', body: { plan_id: 'pro' } }]);
      expect(screen.getByTestId('location')).toHaveTextContent('/product-select');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
