import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contact, ORIGIN } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

/** Issue 27's sharing of contacts and groups in the portal: the switch, the Sharing column and a teammate's read-only page. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});
afterAll(() => server.close());

const api = (path: string) => `${ORIGIN}/api${path}`;
const paged = <T,>(rows: T[]) => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
/** A wide screen (the lists' desktop columns): every media query matches. */
const wideScreen = () => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
};

const CONTACT_REFUSAL = 'Only the member who shared this contact, or an owner or account manager of the team, can change or delete it.';
const GROUP_REFUSAL = 'Only the member who shared this group, or an owner or account manager of the team, can change or delete it.';
const SARA = { id: 2, name: 'Sara Sharer' };
const MAX = { id: 3, name: 'Max Manager' };
const ME = { id: 1, name: 'me@example.com' };
const mine = { shared: false, created_by: ME, updated_by: ME, can_edit: true, edit_refusal: null };
const teammates = { shared: true, created_by: SARA, updated_by: MAX, can_edit: false, edit_refusal: CONTACT_REFUSAL };

const ANN = contact(1, 'Ann', 'Lee', mine);
const BOB = contact(2, 'Bob', 'Stone', { ...teammates, company: 'Stone Capital', notes: 'Buys in cash' });
const TEAM = { id: 9, name: 'Acme Investors', created_at: '2026-01-01T00:00:00Z', role: 'member', members: [] };
const inTeam = () => http.get(api('/teams/current/'), () => HttpResponse.json(TEAM));
const noTeam = () => http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 }));
const byId = <T extends { id: number }>(rows: T[], request: Request) => {
  const ids = new URL(request.url).searchParams.get('id')?.split(',').map(Number);
  return ids ? rows.filter((r) => ids.includes(r.id)) : rows;
};
const contactsApi = () => [
  http.get(api('/crm/contacts/'), ({ request }) => paged(byId([ANN, BOB], request))),
  http.get(api('/crm/contacts/search/'), () => paged([ANN, BOB])),
];

describe('sharing contacts in the portal', { timeout: 30_000 }, () => {
  it('shows who shared each contact and who changed it last in the Sharing column, or Private', async () => {
    wideScreen();
    server.use(inTeam(), ...contactsApi());
    renderCrm('/products/lists/clients-groups');
    const bobRow = (await screen.findByText('bob@example.com')).closest('tr')!;
    expect(within(bobRow).getByText('Shared')).toBeInTheDocument();
    expect(within(bobRow).getByText('by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    const annRow = screen.getByText('ann@example.com').closest('tr')!;
    expect(within(annRow).getByText('Private')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sharing' })).toBeInTheDocument();
    // Only the user's own contact can be selected for deletion; the teammate's shared one cannot.
    expect(within(annRow).getByRole('checkbox')).toBeEnabled();
    expect(
      within(bobRow)
        .queryAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
  });

  it("opens a teammate's shared contact read-only, with the server's reason and no Save or Delete", async () => {
    server.use(inTeam(), ...contactsApi());
    renderCrm('/products/lists/clients-groups/2');
    expect(await screen.findByText(CONTACT_REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('Shared with the team by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    expect(screen.getByText('Stone Capital')).toBeInTheDocument();
    expect(screen.getByText('Buys in cash')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
  });

  it('creates a contact shared with the team through the switch (a user in a team)', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      inTeam(),
      ...contactsApi(),
      http.post(api('/crm/contacts/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(contact(7, 'Cara', '', { ...mine, ...body, shared: true }), { status: 201 });
      }),
    );
    renderCrm('/products/lists/clients-groups/create');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'cara@example.com');
    const sharedSwitch = await screen
      .findByRole('switch', { name: 'Shared with team' })
      .catch(() => screen.findByRole('checkbox', { name: 'Shared with team' }));
    expect(
      screen.getByText(
        "Every member of Acme Investors sees this contact and can add it to groups; you, and the team's owners and account managers, can change or delete it.",
      ),
    ).toBeInTheDocument();
    await user.click(sharedSwitch);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(body).toMatchObject({ email: 'cara@example.com', shared: true }));
  });

  it('offers no switch to a user without a team, and sends no sharing', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      noTeam(),
      ...contactsApi(),
      http.post(api('/crm/contacts/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(contact(7, 'Cara', '', { ...mine, ...body }), { status: 201 });
      }),
    );
    renderCrm('/products/lists/clients-groups/create');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'cara@example.com');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.shared).toBeUndefined();
    expect(screen.queryByText('Shared with team')).toBeNull();
  });
});

describe('sharing groups in the portal', { timeout: 30_000 }, () => {
  const GROUP = (extra: object) => ({
    id: 5,
    name: 'Austin buyers',
    description: 'Cash, close fast',
    contact_count: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...extra,
  });
  const OWN = GROUP({ ...mine, id: 4, name: 'My buyers' });
  const SHARED = GROUP({ ...teammates, edit_refusal: GROUP_REFUSAL });

  it('lists each group with its sharing, and opens a teammate’s read-only with the members the server shows', async () => {
    server.use(
      inTeam(),
      http.get(api('/crm/groups/'), ({ request }) => paged(byId([OWN, SHARED], request))),
      http.get(api('/crm/groups/5/contacts/'), () => paged([BOB])),
    );
    renderCrm('/products/lists/groups');
    const sharedRow = (await screen.findByText('Austin buyers')).closest('tr')!;
    expect(within(sharedRow).getByText('by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    expect(within(screen.getByText('My buyers').closest('tr')!).getByText('Private')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByText('Austin buyers'));
    expect(await screen.findByText(GROUP_REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('Cash, close fast')).toBeInTheDocument();
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getByText('Bob Stone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to group/ })).toBeNull();
  });

  it('shows the switch on an own group for a user in a team and saves it with the form', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      inTeam(),
      http.get(api('/crm/groups/'), ({ request }) => paged(byId([OWN], request))),
      http.get(new RegExp('^http://localhost/api/crm/groups/4/contacts/(notin/)?(search/)?$'), () => paged([])),
      http.put(api('/crm/groups/'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...OWN, ...body });
      }),
    );
    renderCrm('/products/lists/groups/4');
    const user = userEvent.setup();
    const sharedSwitch = await screen
      .findByRole('switch', { name: 'Shared with team' })
      .catch(() => screen.findByRole('checkbox', { name: 'Shared with team' }));
    expect(sharedSwitch).not.toBeChecked();
    await user.click(sharedSwitch);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(body).toMatchObject({ name: 'My buyers', shared: true }));
  });
});

describe('the import dialog in a team', { timeout: 30_000 }, () => {
  it("offers only the groups the user may change: not a teammate's shared group", async () => {
    const group = (id: number, name: string, sharing: object) => ({
      id,
      name,
      description: '',
      contact_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      ...sharing,
    });
    server.use(
      inTeam(),
      ...contactsApi(),
      http.get(api('/crm/groups/'), () =>
        paged([group(4, 'My buyers', mine), group(5, 'Austin buyers', { ...teammates, edit_refusal: GROUP_REFUSAL })]),
      ),
    );
    renderCrm('/products/lists/clients-groups');
    const user = userEvent.setup();
    await screen.findByText('ann@example.com');
    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    await user.upload(screen.getByLabelText('CSV file'), new File(['Email\neve@example.com\n'], 'export.csv', { type: 'text/csv' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Add to group' }));
    expect(await screen.findByRole('option', { name: 'My buyers' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Austin buyers' })).toBeNull();
  });
});
