import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import NewSearchPage from '../../../../src/custom/search/NewSearchPage.tsx';
import { heldAuctionHint } from '../../../../src/shared/search/AuctionFilters.tsx';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/products/lists/new-search';
const WAIT = { timeout: 10_000 };

/** A server answering auction and standard searches; records the auction list's requests and counts' bodies. */
function backend() {
  const auctionSearches: URL[] = [];
  const standardSearches: URL[] = [];
  const counts: unknown[] = [];
  const countAnswer = { count: 2, credit_cost: 1, credits_remaining: 10, paid_until: null };
  server.use(
    http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })),
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 10, cost_per_search: 1, cost_per_results_page: 1 })),
    http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([])),
    http.post(api('/properties/auction/count/'), async ({ request }) => {
      counts.push(await request.json());
      return HttpResponse.json(countAnswer);
    }),
    http.post(api('/searches/properties/count/'), async ({ request }) => {
      counts.push(await request.json());
      return HttpResponse.json(countAnswer);
    }),
    http.get(api('/properties/auction/list/'), ({ request }) => {
      auctionSearches.push(new URL(request.url));
      return HttpResponse.json({ ...page([property(1, { is_auction: true })], 1, 9), credits_charged: 1 });
    }),
    http.get(api('/searches/properties/'), ({ request }) => {
      standardSearches.push(new URL(request.url));
      return HttpResponse.json({ ...page([property(1)], 1, 9), credits_charged: 1 });
    }),
    http.get(api('/searches/properties/clusters/'), () => HttpResponse.json({ total: 0, cells: [] })),
    http.get(api('/properties/auction/clusters/'), () => HttpResponse.json({ total: 0, cells: [] })),
  );
  return { auctionSearches, standardSearches, counts };
}

const AUCTION_URL =
  `${PATH}?location=Miami%2C+FL&property_type=auction&auction_date_from=2026-12-01&auction_date_to=2026-12-31` +
  '&opening_bid_max=150000&auction_type=Trustee+Sale%2CSheriff+Sale&auction_status=scheduled%2Cpostponed';

describe('the auction filters of the search form', { timeout: 60_000 }, () => {
  it('read a saved or linked auction search into the fields and send it to the auction list', async () => {
    const calls = backend();
    renderPage(<NewSearchPage />, AUCTION_URL, PATH);
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    const sent = calls.auctionSearches[0]!.searchParams;
    expect(
      ['auction_date_from', 'auction_date_to', 'opening_bid_max', 'auction_type', 'auction_status'].map((key) => sent.get(key)),
    ).toEqual(['2026-12-01', '2026-12-31', '150000', 'Trustee Sale,Sheriff Sale', 'scheduled,postponed']);
    expect(screen.getByLabelText('Auction from')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Auction to')).toHaveValue('2026-12-31');
    expect(screen.getByRole('textbox', { name: 'Max opening bid' })).toHaveValue('150000');
    expect(screen.getByRole('combobox', { name: 'Sale type' })).toHaveTextContent('Trustee sale, Sheriff sale');
    expect(screen.getByRole('combobox', { name: 'Auction status' })).toHaveTextContent('Scheduled, Postponed');
  });

  it('take an auction status by its words and send its value', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, AUCTION_URL, PATH);
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    await user.click(screen.getByRole('combobox', { name: 'Auction status' }));
    const list = await screen.findByRole('listbox', {}, WAIT);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Scheduled', 'Postponed', 'Cancelled', 'Sold at auction', 'Reverted to lender']);
    await user.click(within(list).getByRole('option', { name: 'Scheduled' }));
    await user.click(within(list).getByRole('option', { name: 'Reverted to lender' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(2), WAIT);
    expect(calls.auctionSearches[1]!.searchParams.get('auction_status')).toBe('postponed,reverted_to_lender');
  });

  it('refuse a minimum bid above the maximum and a last day before the first, sending nothing', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, AUCTION_URL, PATH);
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    await user.click(screen.getByRole('textbox', { name: 'Min opening bid' }));
    await user.paste('200000');
    await user.clear(screen.getByLabelText('Auction to'));
    await user.type(screen.getByLabelText('Auction to'), '2026-11-15');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    expect(await screen.findByText('Must be at least the minimum.')).toBeInTheDocument();
    expect(screen.getByText('Must be on or after the first day.')).toBeInTheDocument();
    expect(calls.auctionSearches).toHaveLength(1);
  });

  it('take a sale type and a bid and apply them', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, AUCTION_URL, PATH);
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    await user.click(screen.getByRole('combobox', { name: 'Sale type' }));
    const list = await screen.findByRole('listbox', {}, WAIT);
    await user.click(within(list).getByRole('option', { name: 'Tax deed' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('textbox', { name: 'Min opening bid' }));
    await user.paste('$50,000');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(2), WAIT);
    const sent = calls.auctionSearches[1]!.searchParams;
    expect([sent.get('opening_bid_min'), sent.get('auction_type')]).toEqual(['50000', 'Trustee Sale,Sheriff Sale,Tax Deed']);
  });

  it('are neither shown nor sent once the listing type is no longer Auctions', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, AUCTION_URL, PATH);
    await waitFor(() => expect(calls.auctionSearches).toHaveLength(1), WAIT);
    await user.click(screen.getByRole('combobox', { name: 'Listing type' }));
    await user.click(within(await screen.findByRole('listbox', {}, WAIT)).getByRole('option', { name: 'Standard' }));
    expect(screen.queryByLabelText('Auction from')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sale type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Auction status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    await waitFor(() => expect(calls.standardSearches).toHaveLength(1), WAIT);
    const keys = [...calls.standardSearches[0]!.searchParams.keys()];
    expect(keys.filter((key) => /auction_date|opening_bid|auction_type|auction_status/.test(key))).toEqual([]);
  });

  it('say that held and cancelled auctions need Off market in the property status', () => {
    const hint = 'Held and cancelled auctions are off the market: add Off market to Property status.';
    expect(heldAuctionHint({ auctionStatus: ['sold'], status: ['for_sale'] })).toBe(hint);
    expect(heldAuctionHint({ auctionStatus: ['scheduled', 'cancelled'], status: ['for_sale', 'pending'] })).toBe(hint);
    expect(heldAuctionHint({ auctionStatus: ['sold'], status: ['for_sale', 'off_market'] })).toBeUndefined();
    // No property status: every status, off market included.
    expect(heldAuctionHint({ auctionStatus: ['reverted_to_lender'], status: [] })).toBeUndefined();
    expect(heldAuctionHint({ auctionStatus: ['scheduled', 'postponed'], status: ['for_sale'] })).toBeUndefined();
  });
});
