import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import NewSearchPage from '../../../../src/custom/search/NewSearchPage.tsx';
import { useFilterSheet, wishFilterSheet } from '../../../../src/shared/search/filterSheetGuide.ts';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { screenOf } from '../../screenOf.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  act(() => wishFilterSheet(null));
});
afterAll(() => server.close());

const PATH = '/products/lists/new-search';
// Generous: CI runs the component and API suites side by side on two cores.
const WAIT = { timeout: 10_000 };
/** Every id the tours point at inside the filters, and the buttons around them. */
const TOUR_IDS = [
  'filter-location',
  'filter-status',
  'filter-investment-potential',
  'filter-dom',
  'filter-condition',
  'filter-price-range',
  'filter-value-gap',
  'apply-filters',
  'save-search',
];

function backend() {
  const searches: URL[] = [];
  const counts: unknown[] = [];
  server.use(
    http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })),
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 100, cost_per_results_page: 1 })),
    http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([])),
    http.get(api('/searches/locations/'), () =>
      HttpResponse.json({
        results: [
          { kind: 'city', label: 'Austin, TX', city: 'Austin', county: 'Travis', state: 'TX', postal_code: null, listing_count: 812 },
        ],
      }),
    ),
    http.post(api('/searches/properties/count/'), async ({ request }) => {
      counts.push(await request.json());
      return HttpResponse.json({ count: 60, credit_cost: 1, credits_remaining: 97 });
    }),
    http.get(api('/searches/properties/'), ({ request }) => {
      searches.push(new URL(request.url));
      return HttpResponse.json(page([property(1), property(2)], 60));
    }),
  );
  return { searches, counts };
}

const sheet = () => screen.queryByRole('dialog', { name: 'Search filters' });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit filters' }));
  return screen.findByRole('dialog', { name: 'Search filters' }, WAIT);
}

async function fillSheet(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
  await user.paste('Aus');
  await user.click(await screen.findByRole('option', { name: /Austin, TX/ }, WAIT));
  await user.click(within(dialog).getByRole('combobox', { name: 'Investment potential' }));
  const list = await screen.findByRole('listbox', {}, WAIT);
  await user.click(within(list).getByRole('option', { name: 'Excellent' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), WAIT);
}

describe('the search filters on a 390 px phone', { timeout: 60_000 }, () => {
  it('shows a summary of the filters in words and Edit filters in place of the form, each tour target once', async () => {
    screenOf(390);
    const calls = backend();
    renderPage(
      <NewSearchPage />,
      `${PATH}?location=Austin%2C+TX&status=for_sale%2Cpending&investment_potential=Excellent&beds_min=3`,
      PATH,
    );
    const summary = screen.getByRole('region', { name: 'Active filters' });
    expect(within(summary).getByRole('heading', { name: 'Austin, TX' })).toBeInTheDocument();
    // The filter's labels, never its values (for_sale, Excellent): the description saved searches and the ledger use too.
    expect(within(summary).getByTestId('filter-summary')).toHaveTextContent(/^Active\/Pending · Excellent potential · 3\+ beds$/);
    expect(within(summary).getByRole('button', { name: 'Edit filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).getByRole('button', { name: 'Save search' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Search filters' })).toBeNull();
    expect(sheet()).toBeNull();
    // The form is on the page once, in the closed sheet, so the tours find their targets and no id is doubled.
    for (const id of TOUR_IDS) expect(document.querySelectorAll(`#${id}`), id).toHaveLength(1);
    expect(await screen.findByRole('table', { name: 'Search results' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(calls.counts).toHaveLength(1), WAIT);
  });

  it('says when no location is chosen yet', () => {
    screenOf(390);
    backend();
    renderPage(<NewSearchPage />, PATH);
    const summary = screen.getByRole('region', { name: 'Active filters' });
    expect(within(summary).getByRole('heading', { name: 'No location chosen yet' })).toBeInTheDocument();
    expect(within(summary).getByTestId('filter-summary')).toHaveTextContent(/^Active$/);
  });

  it('opens the form in a sheet; Apply runs the search, closes the sheet and the summary reads the new filters', async () => {
    screenOf(390);
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    const dialog = await openSheet(user);
    expect(screen.getByRole('button', { name: 'Edit filters', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Search filters' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the filters' })).toBeInTheDocument();
    await fillSheet(user, dialog);
    expect(await within(dialog).findByText('60', {}, WAIT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Apply filters · 1 credit/ }));
    await waitFor(() => expect(sheet()).toBeNull(), WAIT);
    expect(calls.searches[0]!.search).toBe('?location=Austin%2C+TX&status=for_sale&investment_potential=Excellent&page=1&page_size=25');
    expect(await screen.findByRole('table', { name: 'Search results' }, WAIT)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Active filters' });
    expect(within(summary).getByRole('heading', { name: 'Austin, TX' })).toBeInTheDocument();
    expect(within(summary).getByTestId('filter-summary')).toHaveTextContent(/^Active · Excellent potential$/);
  });

  it('closes without applying, and then says the filters changed since the results were loaded', async () => {
    screenOf(390);
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, `${PATH}?location=Austin%2C+TX&status=for_sale`, PATH);
    await screen.findByRole('table', { name: 'Search results' }, WAIT);
    const dialog = await openSheet(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Investment potential' }));
    await user.click(within(await screen.findByRole('listbox', {}, WAIT)).getByRole('option', { name: 'High' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Close the filters' }));
    await waitFor(() => expect(sheet()).toBeNull(), WAIT);
    expect(calls.searches).toHaveLength(1);
    expect(screen.getByTestId('filter-summary')).toHaveTextContent(/^Active · High potential$/);
    expect(screen.getByText(/The filters have changed since the results below were loaded/)).toBeInTheDocument();
  });

  it('opens the sheet at the field in error when Apply or Save finds one', async () => {
    screenOf(390);
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' }, WAIT);
    expect(within(dialog).getByText('Enter a city, ZIP code or county.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('filter-location')), WAIT);
    await user.click(within(dialog).getByRole('button', { name: /^Apply filters/ }));
    expect(sheet()).not.toBeNull();
    expect(calls.searches).toHaveLength(0);
  });

  it('opens and closes for a guide, which the sheet tells when it is in place; a guided sheet stays open through Apply', async () => {
    screenOf(390);
    const calls = backend();
    const user = userEvent.setup();
    const guide = renderHook(() => useFilterSheet());
    renderPage(<NewSearchPage />, PATH);
    expect(guide.result.current.shown).toBe(false);
    act(() => wishFilterSheet('open'));
    const dialog = await screen.findByRole('dialog', { name: 'Search filters' }, WAIT);
    await waitFor(() => expect(guide.result.current.shown).toBe(true), WAIT);
    await fillSheet(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^Apply filters/ }));
    await waitFor(() => expect(calls.searches).toHaveLength(1), WAIT);
    expect(await screen.findByRole('table', { name: 'Search results', hidden: true }, WAIT)).toBeInTheDocument();
    expect(sheet()).not.toBeNull();
    act(() => wishFilterSheet('closed'));
    await waitFor(() => expect(sheet()).toBeNull(), WAIT);
    expect(guide.result.current.shown).toBe(false);
    // Asked again after the user closed it: a new wish, honoured.
    act(() => wishFilterSheet('open'));
    await screen.findByRole('dialog', { name: 'Search filters' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Close the filters' }));
    await waitFor(() => expect(sheet()).toBeNull(), WAIT);
    act(() => wishFilterSheet('open'));
    await screen.findByRole('dialog', { name: 'Search filters' }, WAIT);
  });
});

describe('the search filters at 1366 px', { timeout: 60_000 }, () => {
  it('shows the form inline as before, with no summary and no sheet', async () => {
    screenOf(1366);
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    const form = screen.getByRole('form', { name: 'Search filters' });
    expect(screen.queryByRole('button', { name: 'Edit filters' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
    for (const id of TOUR_IDS) expect(form.querySelectorAll(`#${id}`), id).toHaveLength(1);
    // A guide's wish changes nothing here.
    act(() => wishFilterSheet('open'));
    expect(sheet()).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: /Location/ }));
    await user.paste('Austin, TX');
    await user.click(within(form).getByRole('button', { name: /^Apply filters/ }));
    expect(await screen.findByRole('table', { name: 'Search results' }, WAIT)).toBeInTheDocument();
    expect(calls.searches).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Search filters' })).toBeVisible();
    expect(sheet()).toBeNull();
  });
});
