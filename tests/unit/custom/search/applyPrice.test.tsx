import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import NewSearchPage from '../../../../src/custom/search/NewSearchPage.tsx';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const PAID_UNTIL = '2026-03-11T12:00:00.000Z';

/** An auction search's server: its count prices the filters (1 credit) until the auction list has charged for them. */
function auctionBackend() {
  let paid = false;
  const auctionSearches: URL[] = [];
  /** Whether the filters were paid when each count was asked. */
  const counts: boolean[] = [];
  let counted!: () => void;
  const firstCount = new Promise<void>((resolve) => (counted = resolve));
  server.use(
    http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })),
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: paid ? 9 : 10, cost_per_search: 1, cost_per_results_page: 1 })),
    http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([])),
    http.post(api('/properties/auction/count/'), () => {
      counts.push(paid);
      setTimeout(counted, 100);
      return HttpResponse.json({
        count: 2,
        credit_cost: paid ? 0 : 1,
        credits_remaining: paid ? 9 : 10,
        paid_until: paid ? PAID_UNTIL : null,
      });
    }),
    http.get(api('/properties/auction/list/'), async ({ request }) => {
      auctionSearches.push(new URL(request.url));
      // Answered once the count has priced the filters (1 credit): the count shown was asked before the charge.
      await firstCount;
      const charged = paid ? 0 : 1;
      paid = true;
      return HttpResponse.json({
        ...page([property(1, { is_auction: true }), property(2, { is_auction: true })], 2, 9),
        credits_charged: charged,
      });
    }),
    http.get(api('/searches/properties/clusters/'), () => HttpResponse.json({ total: 0, cells: [] })),
    http.get(api('/properties/auction/clusters/'), () => HttpResponse.json({ total: 0, cells: [] })),
  );
  return { auctionSearches, counts };
}

describe('the price on Apply', { timeout: 60_000 }, () => {
  it("after an auction search is paid, the panel says the filters are paid for and Apply is free (not 'Applying uses 1 credit')", async () => {
    const calls = auctionBackend();
    renderPage(<NewSearchPage />, '/products/lists/new-search?location=Austin%2C+TX&property_type=auction', '/products/lists/new-search');
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    expect(await screen.findByText(/These filters are paid for until/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Applying uses 1 credit/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply filters · free' })).toBeInTheDocument();
    expect(calls.auctionSearches).toHaveLength(1);
    // Priced before the charge, then asked again once it was made.
    expect(calls.counts).toEqual([false, true]);
  });
});
