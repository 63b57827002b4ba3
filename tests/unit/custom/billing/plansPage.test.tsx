import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PlansPage from '../../../../src/custom/billing/PlansPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { PLANS } from './billingFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/plans (public)', { timeout: 30_000 }, () => {
  it('compares the plans with price and credits, with the free trial as the way in', async () => {
    server.use(http.get(api('/subscription/plans/'), () => HttpResponse.json(PLANS)));
    renderPage(<PlansPage />, '/plans');
    expect(await screen.findByRole('heading', { name: 'PropScout plans' })).toBeInTheDocument();

    const starter = screen.getByLabelText('Starter plan');
    expect(within(starter).getByText('$49')).toBeInTheDocument();
    expect(within(starter).getByText('500 search credits a month')).toBeInTheDocument();
    expect(within(starter).queryByText('Developer API access')).not.toBeInTheDocument();
    const pro = screen.getByLabelText('Pro plan');
    expect(within(pro).getByText('$99')).toBeInTheDocument();
    expect(within(pro).getByText('1,500 search credits a month, unused credits roll over')).toBeInTheDocument();
    expect(within(pro).getByText('Developer API access')).toBeInTheDocument();
    // Seats, a plan attribute, in words.
    expect(within(starter).getByText('Teams of up to 5 people, one shared credit pool')).toBeInTheDocument();
    expect(within(pro).getByText('Teams of up to 10 people, one shared credit pool')).toBeInTheDocument();

    const trial = screen.getByLabelText('Free trial');
    expect(within(trial).getByText('for 14 days')).toBeInTheDocument();
    expect(within(trial).getByText('200 search credits')).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/signup?free_trial=1');
    expect(within(pro).getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/signup?free_trial=1');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("states the trial's terms as the server configures them, and each plan feature once", async () => {
    const starter = PLANS.results[0]!;
    const answer = {
      // Features that repeat what the figures already say are listed once.
      results: [{ ...starter, features: ['500 search credits a month', 'Downloads up to 25,000 rows', 'Saved searches'] }],
      free_trial: { days: 7, credits: 150, api_access: false, download_row_limit: 1_000 },
    };
    server.use(http.get(api('/subscription/plans/'), () => HttpResponse.json(answer)));
    renderPage(<PlansPage />, '/plans');
    const trial = await screen.findByLabelText('Free trial');
    expect(within(trial).getByText('for 7 days')).toBeInTheDocument();
    expect(within(trial).getByText('150 search credits')).toBeInTheDocument();
    expect(within(trial).getByText('Downloads up to 1,000 rows')).toBeInTheDocument();
    expect(within(trial).queryByText(/Developer API/)).not.toBeInTheDocument();
    expect(screen.getByText(/Start with a free trial of 7 days and 150 credits, no card needed/)).toBeInTheDocument();
    const card = screen.getByLabelText('Starter plan');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '500 search credits a month',
      'Downloads up to 25,000 rows',
      'Teams of up to 5 people, one shared credit pool',
      'Saved searches',
    ]);
  });

  it("shows the server's reason when the plans cannot be loaded", async () => {
    server.use(
      http.get(api('/subscription/plans/'), () => HttpResponse.json({ detail: 'Billing is unavailable right now.' }, { status: 503 })),
    );
    renderPage(<PlansPage />, '/plans');
    // After react-query's three retries (about 7 s).
    expect(await screen.findByText('Billing is unavailable right now.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Pro plan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
