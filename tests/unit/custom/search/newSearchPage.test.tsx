import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import NewSearchPage from '../../../../src/custom/search/NewSearchPage.tsx';
import { COUNT_408 } from '../../../../src/dataProvider/searchMessages.ts';
import { wishFilterSheet } from '../../../../src/shared/search/filterSheetGuide.ts';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/products/lists/new-search';
// Generous: CI runs the component and API suites side by side on two cores.
const WAIT = { timeout: 10_000 };

/** Default answers; `searches` and `counts` record what was asked. */
function backend({
  count = 1234,
  searchStatus = 200,
  searchBody = page([property(1), property(2, { is_saved: true })], 60) as object,
  countStatus = 200,
} = {}) {
  const searches: URL[] = [];
  const counts: unknown[] = [];
  const locations: URL[] = [];
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })), // no demo data loading
    http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })), // no team: no sharing switch
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 100, cost_per_results_page: 1 })),
    http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([])),
    http.get(api('/searches/locations/'), ({ request }) => {
      locations.push(new URL(request.url));
      return HttpResponse.json({
        results: [
          { kind: 'city', label: 'Austin, TX', city: 'Austin', county: 'Travis', state: 'TX', postal_code: null, listing_count: 812 },
        ],
      });
    }),
    http.post(api('/searches/properties/count/'), async ({ request }) => {
      counts.push(await request.json());
      return countStatus === 200
        ? HttpResponse.json({ count, credit_cost: count ? 1 : 0, credits_remaining: 97 })
        : HttpResponse.json({ detail: 'too broad' }, { status: countStatus });
    }),
    http.get(api('/searches/properties/'), ({ request }) => {
      searches.push(new URL(request.url));
      return HttpResponse.json(searchBody, { status: searchStatus });
    }),
    http.post(api('/searches/saved/'), async ({ request }) => {
      const body = (await request.json()) as object;
      saved.push(body);
      return HttpResponse.json(
        { id: 5, ...body, created_at: '', updated_at: '', last_run_at: null, last_result_count: null, new_results_count: 0 },
        { status: 201 },
      );
    }),
  );
  return { searches, counts, locations, saved };
}

async function typeLocation(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('combobox', { name: /Location/ }));
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const list = await screen.findByRole('listbox', {}, WAIT);
  for (const option of options) await user.click(within(list).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('new-search filter page', { timeout: 60_000 }, () => {
  it("shows the first-list tour's filters in order, with stable ids, Active by default and a '+ New List' button", async () => {
    backend();
    renderPage(<NewSearchPage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'New search' })).toBeInTheDocument();
    const ids = [
      'new-list-button',
      'filter-location',
      'filter-status',
      'filter-investment-potential',
      'filter-dom',
      'filter-condition',
      'filter-price-min',
      'filter-price-max',
      'filter-value-gap',
      'filter-lp-arv',
      'save-search',
      'apply-filters',
    ];
    const elements = ids.map((id) => document.getElementById(id));
    elements.forEach((element, i) => expect(element, ids[i]).not.toBeNull());
    for (let i = 1; i < elements.length; i++) {
      expect(
        elements[i - 1]!.compareDocumentPosition(elements[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${ids[i - 1]} before ${ids[i]}`,
      ).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Property status' })).toHaveTextContent('Active');
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText('Enter a location to see how many properties match.')).toBeInTheDocument();
  });

  it('suggests places, then counts for free and shows the credit cost before applying', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Aus');
    await user.click(await screen.findByRole('option', { name: /Austin, TX/ }, WAIT));
    expect(calls.locations.at(-1)!.search).toBe('?q=Aus&limit=8');
    expect(await screen.findByText('1,234', {}, WAIT)).toBeInTheDocument();
    expect(calls.counts.at(-1)).toEqual({ location: 'Austin, TX', status: 'for_sale' });
    expect(
      await screen.findByText(
        'Applying uses 1 credit for these filters; their other pages and sorts are then free for 24 hours. Counts are free. You have 97 credits left.',
        { exact: false },
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(calls.searches).toHaveLength(0);
  });

  it('suggests the place being typed after a ";" and keeps the places before it; several are counted as a list', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, '78704; Aus');
    await user.click(await screen.findByRole('option', { name: /Austin, TX/ }, WAIT));
    expect(calls.locations.at(-1)!.search).toBe('?q=Aus&limit=8');
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('78704; Austin, TX');
    await waitFor(
      () => expect(calls.counts.at(-1)).toEqual({ location: '[{"name":"78704"},{"name":"Austin, TX"}]', status: 'for_sale' }),
      WAIT,
    );
  });

  it('requires a location before applying and sends nothing', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    expect(screen.getByText('Enter a city, ZIP code or county.')).toBeInTheDocument();
    expect(calls.searches).toHaveLength(0);
    expect(calls.counts).toHaveLength(0);
  });

  it('applies the filters, then sorts and pages with the exact parameters', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    await choose(user, 'Investment potential', ['Excellent', 'High']);
    await choose(user, 'Property condition', ['Poor']);
    await user.click(screen.getByRole('textbox', { name: 'Max price' }));
    await user.paste('300,000');
    await user.click(screen.getByRole('textbox', { name: 'LP/ARV (max)' }));
    await user.paste('70');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    const table = await screen.findByRole('table', { name: 'Search results' }, WAIT);
    expect(calls.searches[0]!.search).toBe(
      '?location=Austin%2C+TX&status=for_sale&investment_potential=Excellent%2CHigh&condition=Poor&price_max=300000&lp_arv_max=0.7&page=1&page_size=25',
    );
    expect(within(table).getByRole('link', { name: '101 Oak St' })).toHaveAttribute('href', '/products/properties/1');
    expect(screen.getByText('60 properties found')).toBeInTheDocument();
    expect(screen.getByText(/Demo data: these listings are generated/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'List price' }));
    await waitFor(() => expect(calls.searches).toHaveLength(2), WAIT);
    expect(calls.searches[1]!.searchParams.get('sort_by')).toBe('list_price');
    expect(calls.searches[1]!.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(calls.searches).toHaveLength(3), WAIT);
    expect(calls.searches[2]!.searchParams.get('page')).toBe('2');
    expect(calls.searches[2]!.searchParams.get('sort_by')).toBe('list_price');
    // The address bar holds the same search, so reload, Back and a shared link restore it.
    expect(screen.getByTestId('location').dataset.search).toBe(calls.searches[2]!.search);
  });

  it('restores the filters, sort and page from the address, runs that page at once and says when the filters are already paid for', async () => {
    const calls = backend();
    server.use(
      http.post(api('/searches/properties/count/'), () =>
        HttpResponse.json({ count: 60, credit_cost: 0, credits_remaining: 97, paid_until: '2026-03-11T12:00:00Z' }),
      ),
    );
    const user = userEvent.setup();
    const address =
      '?location=Austin%2C+TX&status=for_sale%2Cpending&investment_potential=Excellent%2CHigh&price_max=300000&sort_by=-list_price&page=2&page_size=50';
    renderPage(<NewSearchPage />, `${PATH}${address}`, PATH);
    await screen.findByRole('table', { name: 'Search results' }, WAIT);
    expect(calls.searches).toHaveLength(1);
    expect(calls.searches[0]!.search).toBe(address);
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Austin, TX');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('300000');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(await screen.findByText(/These filters are paid for until .*: their pages and sorts are free\./, {}, WAIT)).toBeInTheDocument();
    // Paging goes into the address too (a new history entry), keeping filters and sort.
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(calls.searches).toHaveLength(2), WAIT);
    expect(calls.searches[1]!.searchParams.get('page')).toBe('1');
    expect(calls.searches[1]!.searchParams.get('sort_by')).toBe('-list_price');
    expect(screen.getByTestId('location').dataset.search).toBe(calls.searches[1]!.search);
  });

  it('opens a shared link that leaves the default status out as the same search, not as changed filters', async () => {
    const calls = backend();
    renderPage(<NewSearchPage />, `${PATH}?location=Austin%2C+TX`, PATH);
    await screen.findByRole('table', { name: 'Search results' }, WAIT);
    expect(calls.searches).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Austin, TX');
    expect(screen.queryByText(/The filters have changed since the results below were loaded/)).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Max price' }), '300000');
    expect(await screen.findByText(/The filters have changed since the results below were loaded/, {}, WAIT)).toBeInTheDocument();
  });

  it('shows the 402 credit-limit message with a way to the plans', async () => {
    backend({
      searchStatus: 402,
      searchBody: { error: 'You have run out of search credits. Upgrade your plan or wait for your credits to renew.' },
    });
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, '78704');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('You have run out of search credits. Upgrade your plan or wait for your credits to renew.');
    // Without a plan: where the server's advice sends a new user (the free trial while open, and the plans).
    expect(within(alert).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/product-select');
  });

  it('shows a count error as the catalogue words it', async () => {
    backend({ countStatus: 408 });
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Texas');
    expect(await screen.findByText(COUNT_408, {}, WAIT)).toBeInTheDocument();
  });

  it('saves the search with its full query', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    await choose(user, 'Investment potential', ['High']);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const name = await screen.findByRole('textbox', { name: 'Search name' }, WAIT);
    expect(name).toHaveValue('Austin, TX – High potential');
    await user.clear(name);
    await user.paste('Austin flips');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search "Austin flips" created.', {}, WAIT)).toBeInTheDocument();
    expect(calls.saved).toEqual([
      { name: 'Austin flips', query: { location: 'Austin, TX', status: 'for_sale', investment_potential: 'High' } },
    ]);
  });

  it('records the run of a search saved right after applying it, with its result count', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    await screen.findByText('60 properties found', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await screen.findByRole('textbox', { name: 'Search name' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved search ".*" created\.$/, {}, WAIT);
    expect(calls.saved).toEqual([{ name: 'Austin, TX', query: { location: 'Austin, TX', status: 'for_sale' }, last_result_count: 60 }]);
  });

  it('brings the results into view after every Apply, the first included, keeping the form (and the focus on Apply) in place', async () => {
    const calls = backend();
    // jsdom lays nothing out and has no scrollIntoView: record which elements are brought into view, and when.
    const scrolled: { element: Element; withResults: boolean }[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push({ element: this, withResults: screen.queryByRole('table', { name: 'Search results' }) !== null });
    };
    const heading = () => document.getElementById('results-heading');
    try {
      // Results that take a moment, as over a network: the page is still short when Apply is pressed.
      server.use(
        http.get(api('/searches/properties/'), async ({ request }) => {
          calls.searches.push(new URL(request.url));
          await delay(300);
          return HttpResponse.json(page([property(1), property(2)], 60));
        }),
      );
      const user = userEvent.setup();
      renderPage(<NewSearchPage />, PATH);
      const location = screen.getByRole('combobox', { name: /Location/ });
      await typeLocation(user, 'Austin, TX');
      await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
      await screen.findByText('60 properties found', {}, WAIT);
      // Once at Apply, and again once the results are in (the page was too short before to bring them to the top).
      expect(scrolled.length).toBeGreaterThan(0);
      await waitFor(() => expect(scrolled.at(-1)!.withResults).toBe(true), WAIT);
      for (const call of scrolled) expect(call.element).toContainElement(heading());
      // The same form, not a new one: the search moved into the address without starting the page afresh.
      expect(screen.getByRole('combobox', { name: /Location/ })).toBe(location);
      expect(document.activeElement).toBe(document.getElementById('apply-filters'));

      scrolled.length = 0;
      await user.click(screen.getByRole('textbox', { name: 'Max price' }));
      await user.paste('300000');
      await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
      await waitFor(() => expect(calls.searches).toHaveLength(2), WAIT);
      await waitFor(() => expect(scrolled.filter((call) => call.withResults).length).toBeGreaterThan(0), WAIT);
      for (const call of scrolled) expect(call.element).toContainElement(heading());
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('leaves the scrolling to a guide that runs (the product tour scrolls to its own next step)', async () => {
    backend();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    act(() => wishFilterSheet('closed'));
    try {
      const user = userEvent.setup();
      renderPage(<NewSearchPage />, PATH);
      await typeLocation(user, 'Austin, TX');
      await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
      await screen.findByRole('table', { name: 'Search results' }, WAIT);
      await new Promise((resolve) => setTimeout(resolve, 100)); // past the next animation frames
      expect(scrolled).toEqual([]);
    } finally {
      Element.prototype.scrollIntoView = original;
      act(() => wishFilterSheet(null));
    }
  });

  it('focuses the number field in error when Apply finds one: a typed word, then a minimum above the maximum', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    const min = screen.getByRole('textbox', { name: 'Min price' });
    const max = screen.getByRole('textbox', { name: 'Max price' });
    await user.click(min);
    await user.paste('abc');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    expect(min).toHaveAccessibleDescription('Enter a number.');
    expect(document.activeElement).toBe(min);

    await user.clear(min);
    await user.paste('500000');
    await user.click(max);
    await user.paste('100000');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    expect(max).toHaveAccessibleDescription('Must be at least the minimum.');
    expect(document.activeElement).toBe(max);
    expect(calls.searches).toHaveLength(0);
  });

  it("'+ New List' after a search starts afresh: default filters and no results", async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    await user.click(screen.getByRole('button', { name: /^Apply filters/ }));
    await screen.findByText('60 properties found', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'New List' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue(''), WAIT);
    expect(screen.queryByText('60 properties found')).not.toBeInTheDocument();
    expect(screen.getByTestId('location').dataset.search).toBe('');
    expect(calls.searches).toHaveLength(1);
  });

  it("'+ New List' starts a fresh search", async () => {
    backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await typeLocation(user, 'Austin, TX');
    await user.click(screen.getByRole('button', { name: 'New List' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue(''), WAIT);
  });
});
