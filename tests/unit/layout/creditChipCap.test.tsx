import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreditBalance } from '../../../src/layout/CreditBalance.tsx';
import { renderPage } from '../renderPage.tsx';
import { screenOf } from '../screenOf.ts';
import { api } from '../searchApi.ts';

/** The app bar's credit chip for a team member with a monthly cap (docs/teams.md, Monthly caps): GET /searches/credits/'s member_cap. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const credits = (extra: object = {}) =>
  http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 1_200, cost_per_search: 1, cost_per_results_page: 1, ...extra }));
const CAP = { member_cap: { cap: 10, used: 3, remaining: 7, resets_at: '2026-04-01T00:00:00.000Z' } };

describe("the credit chip's cap", { timeout: 30_000 }, () => {
  it("shows the pool's balance and what the cap leaves this month, in words for a screen reader", async () => {
    screenOf(1280);
    server.use(credits(CAP));
    renderPage(<CreditBalance />, '/');
    const chip = await screen.findByRole('link', {
      name: "Credit balance: 1,200 credits in your team's pool; your monthly cap of 10 leaves you 7 credits until April 1. Open credit usage",
    });
    expect(chip).toHaveTextContent('1,200 credits · 7 left this month');
    expect(chip).toHaveAttribute('href', '/products/usage/dashboard');
  });

  it('is shorter in a 390 px app bar, with the same words for a screen reader', async () => {
    screenOf(390);
    server.use(credits({ member_cap: { ...CAP.member_cap, remaining: 1, used: 9 } }));
    renderPage(<CreditBalance />, '/');
    const chip = await screen.findByRole('link', {
      name: "Credit balance: 1,200 credits in your team's pool; your monthly cap of 10 leaves you 1 credit until April 1. Open credit usage",
    });
    expect(chip).toHaveTextContent(/^1,200 · 1 left$/);
  });

  it('shows the balance alone without a cap (no team, or an uncapped member)', async () => {
    screenOf(1280);
    server.use(credits());
    renderPage(<CreditBalance />, '/');
    const chip = await screen.findByRole('link', { name: 'Credit balance: 1,200 credits. Open credit usage' });
    expect(chip).toHaveTextContent(/^1,200 credits$/);
  });
});
