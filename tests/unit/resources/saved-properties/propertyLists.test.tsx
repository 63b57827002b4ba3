/** Saved property lists on the saved properties screen (issue 27): picking a list, a teammate's read-only list, bulk add, a new shared list. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedPropertyList } from '../../../../src/resources/saved-properties/SavedPropertyList.tsx';
import { property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer(http.get('*/api/config/', () => HttpResponse.json({ demo_data: null })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const REFUSAL = 'Only the member who shared this list, or an owner or account manager of the team, can change or delete it.';
const ME = { id: 1, name: 'me@example.com' };
const SARA = { id: 2, name: 'Sara Sharer' };
const TEAM = { id: 9, name: 'Acme Investors', created_at: '2026-01-01T00:00:00Z', role: 'member', members: [] };
const LIST = {
  id: 5,
  name: 'Probates',
  item_count: 0,
  owner_id: 1,
  own: true,
  shared: false,
  created_by: ME,
  updated_by: ME,
  can_edit: true,
  edit_refusal: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const TEAMMATES = {
  ...LIST,
  id: 6,
  name: 'Team Dallas',
  item_count: 1,
  owner_id: 2,
  own: false,
  shared: true,
  created_by: SARA,
  updated_by: SARA,
  can_edit: false,
  edit_refusal: REFUSAL,
};
const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const saved = (n: number, extra: object = {}) => ({
  id: n,
  property_id: String(n),
  address: `${100 + n} Oak St, Austin, TX 78704`,
  note: '',
  created_at: '2026-01-03T00:00:00Z',
  property: property(n, { is_saved: true }),
  ...extra,
});

function renderScreen() {
  renderPage(
    <ResourceContextProvider value="products/saved-properties">
      <SavedPropertyList />
    </ResourceContextProvider>,
    '/products/saved-properties',
  );
}

const common = () => [
  http.get(api('/teams/current/'), () => HttpResponse.json(TEAM)),
  http.get(api('/deals/saved-properties/:id/tags/'), () => HttpResponse.json([])),
  http.get(api('/properties/saved/'), () => HttpResponse.json(paged([saved(7), saved(8)]))),
];

describe('saved property lists', { timeout: 30_000 }, () => {
  it("opens a teammate's shared list read-only, with its notes and tags and the server's reason", async () => {
    const itemCalls: string[] = [];
    server.use(
      ...common(),
      http.get(api('/properties/lists/'), () => HttpResponse.json(paged([TEAMMATES, LIST]))),
      http.get(api('/properties/lists/6/items/'), ({ request }) => {
        itemCalls.push(new URL(request.url).search);
        return HttpResponse.json(paged([saved(9, { note: 'Heir wants to sell', tags: [{ id: 3, name: 'Probate' }] })]));
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('107 Oak St');
    await user.click(screen.getByRole('combobox', { name: 'Showing' }));
    const options = await screen.findAllByRole('option');
    // My lists, then the team's (a teammate's list names who shared it).
    expect(options.map((o) => o.textContent)).toEqual([
      'All my saved properties',
      'My lists',
      'Probates (0)',
      'Team lists',
      'Team Dallas (1) · by Sara Sharer',
    ]);
    await user.click(screen.getByRole('option', { name: 'Team Dallas (1) · by Sara Sharer' }));

    const row = (await screen.findByText('109 Oak St')).closest('tr')!;
    expect(within(row).getByText('Heir wants to sell')).toBeInTheDocument();
    expect(within(row).getByText('Probate')).toBeInTheDocument();
    expect(itemCalls).toEqual(['?page=1&page_size=25']);
    expect(screen.getByText(new RegExp(REFUSAL.replace(/[.,]/g, '.')))).toBeInTheDocument();
    expect(screen.getByText('Shared with the team by Sara Sharer')).toBeInTheDocument();
    // Nothing to change: no rename, delete, sharing switch, note or tag buttons, no row checkboxes.
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Shared with team' })).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('108 Oak St')).toBeNull();
  });

  it('puts the ticked saved properties in one of my lists, and makes a new shared list', async () => {
    const added: unknown[] = [];
    const created: unknown[] = [];
    let lists: object[] = [LIST];
    server.use(
      ...common(),
      http.get(api('/properties/lists/'), () => HttpResponse.json(paged(lists))),
      http.post(api('/properties/lists/5/items/add/'), async ({ request }) => {
        added.push(await request.json());
        lists = [{ ...LIST, item_count: 1 }];
        return HttpResponse.json({ list_id: 5, item_count: 1, changed: 1 });
      }),
      http.post(api('/properties/lists/'), async ({ request }) => {
        const body = (await request.json()) as { name: string; shared: boolean };
        created.push(body);
        const made = { ...LIST, id: 11, name: body.name, shared: body.shared };
        lists = [made, ...lists];
        return HttpResponse.json(made, { status: 201 });
      }),
      http.get(api('/properties/lists/11/items/'), () => HttpResponse.json(paged([]))),
    );
    const user = userEvent.setup();
    renderScreen();
    const row = (await screen.findByText('108 Oak St')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 property to a list' });
    await user.click(within(dialog).getByRole('combobox', { name: 'List' }));
    await user.click(await screen.findByRole('option', { name: 'Probates (0)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await screen.findByText('Put 1 property in Probates (1 property in it now).');
    expect(added).toEqual([{ property_ids: [8] }]);

    await user.click(screen.getByRole('button', { name: 'New property list' }));
    const make = await screen.findByRole('dialog', { name: 'New property list' });
    await user.type(within(make).getByRole('textbox', { name: 'List name' }), 'Dallas flips');
    await user.click(within(make).getByRole('switch', { name: 'Shared with team' }));
    expect(within(make).getByText(/Every member of Acme Investors sees the list/)).toBeInTheDocument();
    await user.click(within(make).getByRole('button', { name: 'Make list' }));
    await screen.findByText('Made the list Dallas flips.');
    expect(created).toEqual([{ name: 'Dallas flips', shared: true }]);
    // The new list is shown, and its owner may change it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Showing' })).toHaveTextContent('Dallas flips (0) · shared'));
    expect(await screen.findByRole('button', { name: 'Rename the list Dallas flips' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shared with team' })).toBeChecked();
  });
});
