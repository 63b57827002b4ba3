import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearPlanState } from '../../../src/auth/planState.ts';
import SubscriptionPage from '../../../src/custom/billing/SubscriptionPage.tsx';
import { UsageSummary } from '../../../src/custom/usage/UsageSummary.tsx';
import type { DashboardData } from '../../../src/dataProvider/usage.ts';
import { CreditBalance } from '../../../src/layout/CreditBalance.tsx';
import { PlanBadge } from '../../../src/layout/PlanBadge.tsx';
import { NO_PLAN, PLANS, PRO, PRO_IN_FORCE, trialInfo } from '../custom/billing/billingFixtures.ts';
import { renderPage } from '../renderPage.tsx';
import { api } from '../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearPlanState());

/** Credit usage for Pro paid on March 10: the billing period, as GET /dashboard/data/ answers it. */
const PRO_USAGE: DashboardData = {
  balance: 1_487,
  used_this_period: 13,
  period_start: '2026-03-10',
  period_end: '2026-04-10',
  time_zone: 'UTC',
  plan_name: 'Pro',
  plan: PRO_IN_FORCE,
  usage: [],
  ledger: { count: 0, next: null, previous: null, results: [] },
};

describe('one plan state on every screen', { timeout: 30_000 }, () => {
  it('the sidebar badge, the credit chip and the usage summary name the same plan, status and renewal', async () => {
    server.use(
      http.get(api('/subscription/info/'), () => HttpResponse.json(PRO)),
      http.get(api('/searches/credits/'), () =>
        HttpResponse.json({ balance: 1_487, cost_per_search: 1, cost_per_results_page: 1, plan: PRO_IN_FORCE }),
      ),
    );
    renderPage(
      <>
        <PlanBadge />
        <CreditBalance />
        <UsageSummary data={PRO_USAGE} />
      </>,
      '/products/usage/dashboard',
    );
    const line = 'Pro · Active · renews on April 10, 2026';
    // The badge: the plan's name while it is live (not only 'Active'), its full line as the tooltip.
    const badge = await screen.findByTestId('plan-badge');
    await within(badge).findByText('Pro');
    expect(badge.closest('[aria-label]') ?? badge).toHaveAttribute('aria-label', line);
    // The chip: the balance, and the plan it belongs to in its accessible name.
    expect(await screen.findByRole('link', { name: `Credit balance: 1,487 credits (plan: ${line}). Open credit usage` })).toHaveAttribute(
      'href',
      '/products/usage/dashboard',
    );
    // Credit usage: the same plan and the billing period (not the calendar month).
    expect(screen.getByTestId('usage-plan')).toHaveTextContent('Pro');
    expect(screen.getByTestId('usage-plan').parentElement).toHaveTextContent('Active · renews on April 10, 2026');
    expect(screen.getByTestId('usage-period')).toHaveTextContent('Mar 10, 2026 – Apr 10, 2026');
    expect(screen.getByTestId('usage-period').parentElement).toHaveTextContent('Billing period · UTC');
  });

  it("Subscription without a plan says 'No plan' once (no status chip repeating it) and offers the trial", async () => {
    server.use(
      http.get(api('/subscription/plans/'), () => HttpResponse.json(PLANS)),
      http.get(api('/subscription/info/'), () => HttpResponse.json(NO_PLAN)),
      http.get(api('/subscription/trial/info/'), () => HttpResponse.json(trialInfo(true))),
    );
    renderPage(<SubscriptionPage />, '/subscription');
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('No plan');
    expect(screen.getAllByText('No plan')).toHaveLength(1);
    expect(screen.getByText(/Start the free trial or choose a plan below/)).toBeInTheDocument();
    expect(screen.getByLabelText('Free trial')).toBeInTheDocument();
  });

  it('Subscription on Pro names the plan, its status and the renewal from the plan in force', async () => {
    server.use(
      http.get(api('/subscription/plans/'), () => HttpResponse.json(PLANS)),
      http.get(api('/subscription/info/'), () => HttpResponse.json(PRO)),
      http.get(api('/subscription/trial/info/'), () => HttpResponse.json(trialInfo(false))),
    );
    renderPage(<SubscriptionPage />, '/subscription');
    expect(await screen.findByTestId('current-plan-name')).toHaveTextContent('Pro');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on April 10, 2026.')).toBeInTheDocument();
  });
});
