import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearchEdit } from '../../../../src/resources/saved-searches/SavedSearchEdit.tsx';
import { SavedSearchList } from '../../../../src/resources/saved-searches/SavedSearchList.tsx';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer(http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REFUSAL = 'Only the member who shared this saved search, or an owner or account manager of the team, can change or delete it.';
const SARA = { id: 2, name: 'Sara Sharer' };
const MAX = { id: 3, name: 'Max Manager' };
const ME = { id: 1, name: 'me@example.com' };

const SAVED = {
  id: 5,
  name: 'Austin flips',
  query: { location: 'Austin, TX', status: 'for_sale' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_run_at: '2026-01-10T12:00:00Z',
  last_result_count: 40,
  new_results_count: 3,
  change_alerts: [],
  shared: false,
  created_by: ME,
  updated_by: ME,
  can_edit: true,
  edit_refusal: null,
};
/** A teammate's shared search, which the caller (a plain member) reads and runs but may not change. */
const TEAMMATES = {
  ...SAVED,
  id: 6,
  name: 'Team Dallas',
  shared: true,
  created_by: SARA,
  updated_by: MAX,
  can_edit: false,
  edit_refusal: REFUSAL,
};

const TEAM = { id: 9, name: 'Acme Investors', created_at: '2026-01-01T00:00:00Z', role: 'member', members: [] };
const inTeam = () => http.get(api('/teams/current/'), () => HttpResponse.json(TEAM));
const searchHandlers = () => [
  http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 50, cost_per_results_page: 1 })),
  http.post(api('/searches/properties/count/'), () => HttpResponse.json({ count: 43, credit_cost: 1, credits_remaining: 50 })),
  http.get(api('/searches/properties/'), () => HttpResponse.json(page([property(1)], 43, 49))),
];

describe('sharing saved searches in the portal', { timeout: 30_000 }, () => {
  it("lists who shared each search and who changed it last; a teammate's search cannot be deleted, with the server's reason", async () => {
    server.use(
      inTeam(),
      http.get(api('/searches/saved/'), () => HttpResponse.json({ count: 2, next: null, previous: null, results: [TEAMMATES, SAVED] })),
    );
    renderPage(
      <ResourceContextProvider value="products/lists/saved-searches">
        <SavedSearchList />
      </ResourceContextProvider>,
      '/products/lists/saved-searches',
    );
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const shared = await row('Team Dallas');
    expect(screen.getByRole('columnheader', { name: 'Sharing' })).toBeInTheDocument();
    expect(within(shared).getByText('Shared')).toBeInTheDocument();
    expect(within(shared).getByText('by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    const locked = within(shared).getByRole('button', { name: `Delete Team Dallas: ${REFUSAL}` });
    expect(locked).toBeDisabled();
    expect(within(shared).getByRole('link', { name: 'Run Team Dallas' })).toBeInTheDocument();

    const own = await row('Austin flips');
    expect(within(own).getByText('Private')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: /delete/i })).toBeEnabled();
  });

  it("shares a new search from the Save dialog's switch when the user is in a team, and the own search from its page", async () => {
    const posts: Record<string, unknown>[] = [];
    const puts: unknown[] = [];
    server.use(
      inTeam(),
      ...searchHandlers(),
      http.get(api('/searches/saved/5'), () => HttpResponse.json(SAVED)),
      http.post(api('/searches/saved/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return HttpResponse.json({ ...SAVED, id: 7, ...body }, { status: 201 });
      }),
      http.put(api('/searches/saved/5/'), async ({ request }) => {
        const body = (await request.json()) as { shared?: boolean };
        puts.push(body);
        return HttpResponse.json({ ...SAVED, ...body });
      }),
    );
    const user = userEvent.setup();
    renderPage(<SavedSearchEdit />, '/products/lists/saved-searches/5', '/products/lists/saved-searches/:id');

    // On its page: the owner's switch, saved as it is flipped (PUT shared only).
    const pageSwitch = await screen.findByRole('switch', { name: 'Shared with team' });
    expect(pageSwitch).not.toBeChecked();
    expect(screen.getByText(/Every member of Acme Investors sees it and can run it/)).toBeInTheDocument();
    await user.click(pageSwitch);
    await waitFor(() => expect(puts).toEqual([{ shared: true }]));
    expect(await screen.findByText('Shared with your team.')).toBeInTheDocument();

    // Save as new search: the dialog offers the switch; on, the new search is sent shared.
    await user.click(screen.getByRole('button', { name: 'Save as new search' }));
    const dialog = await screen.findByRole('dialog');
    const dialogSwitch = await within(dialog).findByRole('switch', { name: 'Shared with team' });
    await user.click(dialogSwitch);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ name: expect.any(String), shared: true });
  });

  it('offers no switch to a user without a team, and sends no shared field', async () => {
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
      ...searchHandlers(),
      http.get(api('/searches/saved/5'), () => HttpResponse.json(SAVED)),
      http.post(api('/searches/saved/'), async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...SAVED, id: 7 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<SavedSearchEdit />, '/products/lists/saved-searches/5', '/products/lists/saved-searches/:id');
    await user.click(await screen.findByRole('button', { name: 'Save as new search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).not.toHaveProperty('shared');
    expect(screen.queryByRole('switch', { name: 'Shared with team' })).toBeNull();
  });

  it("shows a teammate's shared search read-only: the server's reason, no delete, no saving changes, alerts fixed", async () => {
    server.use(
      inTeam(),
      ...searchHandlers(),
      http.get(api('/searches/saved/6'), () => HttpResponse.json(TEAMMATES)),
    );
    renderPage(<SavedSearchEdit />, '/products/lists/saved-searches/6', '/products/lists/saved-searches/:id');
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('Shared with the team by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Shared with team' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^delete$/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const alerts = screen.getByRole('group', { name: 'Alert me when a matching listing:' });
    for (const toggle of within(alerts).getAllByRole('switch')) expect(toggle).toBeDisabled();
    // Running it (saving it as a new search of one's own) stays open.
    expect(screen.getByRole('button', { name: 'Save as new search' })).toBeEnabled();
  });
});
