import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearchEdit } from '../../../../src/resources/saved-searches/SavedSearchEdit.tsx';
import { SavedSearchList } from '../../../../src/resources/saved-searches/SavedSearchList.tsx';
import { SaveSearchDialog } from '../../../../src/shared/search/SaveSearchDialog.tsx';
import { useSaveSearch } from '../../../../src/shared/search/useSaveSearch.ts';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

// The demo-data notice asks for the config on every page, whenever it mounts; a user without a team (the sharing switch asks).
const server = setupServer(
  http.get(api('/config/'), () => HttpResponse.json({ demo_data: null })),
  http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SAVED = {
  id: 5,
  name: 'Austin flips',
  query: { location: 'Austin, TX', status: 'for_sale' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_run_at: '2026-01-10T12:00:00Z',
  last_result_count: 40,
  new_results_count: 3,
  change_alerts: ['price_drop'],
};

describe("saved searches' change alerts", { timeout: 30_000 }, () => {
  it('are listed in words', async () => {
    server.use(
      http.get(api('/searches/saved/'), () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            { ...SAVED, change_alerts: ['auction_date_change', 'price_drop'] },
            { ...SAVED, id: 6, name: 'Quiet one', change_alerts: [] },
          ],
        }),
      ),
    );
    renderPage(
      <ResourceContextProvider value="products/lists/saved-searches">
        <SavedSearchList />
      </ResourceContextProvider>,
      '/products/lists/saved-searches',
    );
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect(within(await row('Austin flips')).getByText('Price drops, auction moves')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Change alerts' })).toBeInTheDocument();
    expect(within(await row('Quiet one')).getByText('None')).toBeInTheDocument();
  });

  it("are switches on the saved search's page, each saved (PUT change_alerts) as it is flipped, flipped back when refused", async () => {
    const puts: unknown[] = [];
    let refuse = false;
    server.use(
      http.get(api('/searches/saved/5'), () => HttpResponse.json(SAVED)),
      http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 50, cost_per_results_page: 1 })),
      http.post(api('/searches/properties/count/'), () => HttpResponse.json({ count: 43, credit_cost: 1, credits_remaining: 50 })),
      http.get(api('/searches/properties/'), () => HttpResponse.json(page([property(1)], 43, 49))),
      http.put(api('/searches/saved/5/'), async ({ request }) => {
        const body = (await request.json()) as { change_alerts: string[] };
        puts.push(body);
        if (refuse) return HttpResponse.json({ detail: 'Alerts are not available on this plan.' }, { status: 400 });
        return HttpResponse.json({ ...SAVED, change_alerts: body.change_alerts });
      }),
    );
    const user = userEvent.setup();
    renderPage(<SavedSearchEdit />, '/products/lists/saved-searches/5', '/products/lists/saved-searches/:id');
    const group = await screen.findByRole('group', { name: 'Alert me when a matching listing:' });
    const drops = within(group).getByRole('switch', { name: 'drops its price' });
    const status = within(group).getByRole('switch', { name: 'changes status' });
    const moved = within(group).getByRole('switch', { name: 'has its auction moved' });
    expect(drops).toBeChecked();
    expect(status).not.toBeChecked();
    expect(moved).not.toBeChecked();

    await user.click(status);
    await waitFor(() => expect(puts).toEqual([{ change_alerts: ['price_drop', 'status_change'] }]));
    expect(await screen.findByText('Alert on: a matching listing changes status.')).toBeInTheDocument();
    expect(status).toBeChecked();

    await user.click(drops);
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ change_alerts: ['status_change'] });
    await waitFor(() => expect(drops).not.toBeChecked());

    refuse = true;
    await user.click(moved);
    expect(await screen.findByText('Alerts are not available on this plan.')).toBeInTheDocument();
    expect(puts[2]).toEqual({ change_alerts: ['status_change', 'auction_date_change'] });
    await waitFor(() => expect(moved).not.toBeChecked());
    expect(status).toBeChecked();
  });

  it('are chosen in the Save search dialog and sent with the new search (none chosen: not sent)', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post(api('/searches/saved/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return HttpResponse.json({ ...SAVED, id: 7, ...body }, { status: 201 });
      }),
    );
    const Harness = () => {
      const [open, setOpen] = useState(0);
      const { saveNew, saving } = useSaveSearch(() => setOpen(0));
      return (
        <>
          <button onClick={() => setOpen((n) => n + 1)}>Open</button>
          {open ? (
            <SaveSearchDialog
              key={open}
              open
              withAlerts
              defaultName="Austin, TX"
              saving={saving}
              onClose={() => setOpen(0)}
              onSave={(name, alerts) => void saveNew(name, { location: 'Austin, TX', status: 'for_sale' }, undefined, alerts)}
            />
          ) : null}
        </>
      );
    };
    const user = userEvent.setup();
    renderPage(<Harness />, '/products/new-search');
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    let dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Alert me when a matching listing:' });
    for (const label of ['drops its price', 'changes status', 'has its auction moved'])
      expect(within(group).getByRole('checkbox', { name: label })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'has its auction moved' }));
    await user.click(within(group).getByRole('checkbox', { name: 'drops its price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    // In the list's order, whatever the order they were ticked in.
    expect(posts[0]).toEqual({
      name: 'Austin, TX',
      query: { location: 'Austin, TX', status: 'for_sale' },
      change_alerts: ['price_drop', 'auction_date_change'],
    });

    await user.click(screen.getByRole('button', { name: 'Open' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ name: 'Austin, TX', query: { location: 'Austin, TX', status: 'for_sale' } });
  });
});
