import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedPropertyList } from '../../../../src/resources/saved-properties/SavedPropertyList.tsx';
import { SavedSearchEdit } from '../../../../src/resources/saved-searches/SavedSearchEdit.tsx';
import { SavedSearchList } from '../../../../src/resources/saved-searches/SavedSearchList.tsx';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import { dateTime } from '../../../../src/shared/format.ts';
import { testApi } from '../../searchApi.ts';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

// A user without a team (the saved search page asks, for its sharing switch).
const server = setupServer(
  http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SAVED = {
  id: 5,
  name: 'Austin flips',
  query: { location: 'Austin, TX', status: 'for_sale', investment_potential: 'Excellent,High', sort_by: '-value_gap_pct' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_run_at: '2026-01-10T12:00:00Z',
  last_result_count: 40,
  new_results_count: 3,
};

describe('saved searches', { timeout: 30_000 }, () => {
  it('lists saved searches with last run and new results, paged with ?page', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(api('/searches/saved/'), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [SAVED] });
      }),
    );
    renderPage(
      <ResourceContextProvider value="products/lists/saved-searches">
        <SavedSearchList />
      </ResourceContextProvider>,
      '/products/lists/saved-searches',
    );
    expect(await screen.findByText('Austin flips')).toBeInTheDocument();
    expect(urls[0]!.search).toBe('?page=1&page_size=25');
    expect(screen.getByText('3 new')).toBeInTheDocument();
    expect(screen.getByText('40 properties')).toBeInTheDocument();
    expect(screen.getByText(/Active · Excellent\/High potential/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run Austin flips' })).toHaveAttribute('href', '/products/lists/saved-searches/5');
  });

  it('re-runs the saved search at products/lists/saved-searches/{id}, recording the run', async () => {
    const searches: URL[] = [];
    server.use(
      http.get(api('/searches/saved/5'), () => HttpResponse.json(SAVED)),
      http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 50, cost_per_results_page: 1 })),
      http.post(api('/searches/properties/count/'), () => HttpResponse.json({ count: 43, credit_cost: 1, credits_remaining: 50 })),
      http.get(api('/searches/properties/'), ({ request }) => {
        searches.push(new URL(request.url));
        return HttpResponse.json(page([property(1)], 43, 49));
      }),
    );
    renderPage(<SavedSearchEdit />, '/products/lists/saved-searches/5', '/products/lists/saved-searches/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin flips' })).toBeInTheDocument();
    expect(screen.getByText('3 new listings since the last run')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Search results' }, { timeout: 10_000 });
    expect(searches).toHaveLength(1);
    expect(searches[0]!.search).toBe(
      '?location=Austin%2C+TX&status=for_sale&investment_potential=Excellent%2CHigh&sort_by=-value_gap_pct&page=1&page_size=25&saved_search_id=5',
    );
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Austin, TX');
    expect(screen.getByRole('combobox', { name: 'Investment potential' })).toHaveTextContent('Excellent, High');
  });
});

describe('a run of a saved search (issue 29)', { timeout: 40_000 }, () => {
  it('shows in the list and on the next visit, not "Never" and "First run"', async () => {
    const RUN_AT = '2026-03-05T15:00:00Z';
    let record = { ...SAVED, last_run_at: null as string | null, last_result_count: null as number | null, new_results_count: 0 };
    server.use(
      http.get(api('/searches/saved/'), () => HttpResponse.json({ count: 1, next: null, previous: null, results: [record] })),
      http.get(api('/searches/saved/5'), () => HttpResponse.json(record)),
      http.get(api('/config/'), () => HttpResponse.json({ demo_data: null })),
      http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 50, cost_per_results_page: 1 })),
      http.post(api('/searches/properties/count/'), () => HttpResponse.json({ count: 43, credit_cost: 1, credits_remaining: 50 })),
      http.get(api('/searches/properties/'), ({ request }) => {
        // The server records the run of ?saved_search_id= (server/listings/search/searchService.ts).
        if (new URL(request.url).searchParams.get('saved_search_id') === '5')
          record = { ...record, last_run_at: RUN_AT, last_result_count: 43 };
        return HttpResponse.json(page([property(1)], 43, 49));
      }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/products/lists/saved-searches']}>
        <AdminContext dataProvider={createDataProvider(testApi().request)} store={memoryStore()}>
          <Routes>
            <Route
              path="/products/lists/saved-searches"
              element={
                <ResourceContextProvider value="products/lists/saved-searches">
                  <SavedSearchList />
                </ResourceContextProvider>
              }
            />
            <Route path="/products/lists/saved-searches/:id" element={<SavedSearchEdit />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const lastRunCell = async () => within((await screen.findByText('Austin flips')).closest('tr')!).getAllByRole('cell')[1]!;
    expect(await lastRunCell()).toHaveTextContent('Never');

    await user.click(screen.getByRole('link', { name: 'Run Austin flips' }));
    expect(await screen.findByText(/^First run/)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Search results' }, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: 'Saved searches' }));
    await waitFor(async () => expect(await lastRunCell()).toHaveTextContent(dateTime(RUN_AT)));

    await user.click(screen.getByRole('link', { name: 'Run Austin flips' }));
    expect(await screen.findByText(`Last run ${dateTime(RUN_AT)} · 43 properties then`)).toBeInTheDocument();
  });
});

describe('saved properties', { timeout: 30_000 }, () => {
  it('lists saved properties and edits a note through get-note and note PUT', async () => {
    const puts: unknown[] = [];
    let listCalls = 0;
    server.use(
      http.get(api('/properties/saved/'), () => {
        listCalls++;
        return HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 9,
              property_id: '7',
              address: '107 Oak St, Austin, TX 78704',
              note: listCalls > 1 ? 'Call the agent' : '',
              created_at: '2026-01-03T00:00:00Z',
              property: property(7, { is_saved: true }),
            },
          ],
        });
      }),
      http.get(api('/properties/saved/get-note/7/'), () => HttpResponse.json({ property_id: '7', note: '' })),
      http.get(api('/deals/saved-properties/7/tags/'), () => HttpResponse.json([])),
      // The list picker above the table (saved property lists) and the team it asks about.
      http.get(api('/properties/lists/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
      http.put(api('/properties/saved/note/7/'), async ({ request }) => {
        const body = (await request.json()) as { note: string };
        puts.push(body);
        return HttpResponse.json({ property_id: '7', note: body.note });
      }),
    );
    const user = userEvent.setup();
    renderPage(
      <ResourceContextProvider value="products/saved-properties">
        <SavedPropertyList />
      </ResourceContextProvider>,
      '/products/saved-properties',
    );
    expect(await screen.findByRole('link', { name: '107 Oak St' })).toHaveAttribute('href', '/products/properties/7');
    await user.click(screen.getByRole('button', { name: 'Add note on 107 Oak St, Austin, TX 78704' }));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByRole('textbox', { name: 'Note' });
    await user.click(field);
    await user.paste('Call the agent');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(puts).toEqual([{ note: 'Call the agent' }]));
    expect(await screen.findByText('Call the agent')).toBeInTheDocument();
    expect(screen.getByText('Note saved.')).toBeInTheDocument();
  });
});
