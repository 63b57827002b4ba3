import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

/** Issue 27's sharing of automated e-mails in the portal: the switch, the Sharing column, a teammate's read-only page. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (path: string) => `${ORIGIN}/api${path}`;
const paged = (rows: unknown[]) => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });

const REFUSAL = 'Only the member who shared this automated email, or an owner or account manager of the team, can change or delete it.';
const ME = { id: 1, name: 'me@example.com' };
const SARA = { id: 2, name: 'Sara Sharer' };
const MAX = { id: 3, name: 'Max Manager' };
const TEAM = { id: 9, name: 'Acme Investors', created_at: '2026-01-01T00:00:00Z', role: 'member', members: [] };

const MINE = {
  id: 3,
  name: 'Austin flips',
  saved_search_id: 8,
  saved_search_name: 'Austin, TX',
  subject: 'New flips',
  body: 'Hi {{first_name}}',
  schedule: 'weekly',
  send_hour: 8,
  send_weekday: 1,
  timezone: null,
  effective_timezone: 'UTC',
  status: 'active',
  group_count: 1,
  contact_count: 0,
  recipient_count: 4,
  last_run_at: '',
  next_run_at: '2026-06-01T08:00:00Z',
  created_at: '',
  updated_at: '',
  shared: false,
  created_by: ME,
  updated_by: ME,
  can_edit: true,
  edit_refusal: null,
};
/** A teammate's shared e-mail, which the caller (a plain member) reads but may not change. */
const TEAMMATES = {
  ...MINE,
  id: 4,
  name: 'Dallas weekly',
  subject: 'Dallas deals for {{first_name}}',
  group_count: 1,
  contact_count: 1,
  recipient_count: 3,
  shared: true,
  created_by: SARA,
  updated_by: MAX,
  can_edit: false,
  edit_refusal: REFUSAL,
};

describe('sharing automated e-mails in the portal', { timeout: 30_000 }, () => {
  it("lists who shared each e-mail; a teammate's cannot be paused, tested or selected for deletion", async () => {
    server.use(http.get(api('/automation/emails/'), () => paged([TEAMMATES, MINE])));
    renderCrm('/products/lists/automated-emails');
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

    const shared = await row('Dallas weekly');
    expect(screen.getByRole('columnheader', { name: 'Sharing' })).toBeInTheDocument();
    expect(within(shared).getByText('Shared')).toBeInTheDocument();
    expect(within(shared).getByText('by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    expect(within(shared).getByRole('switch', { name: `Dallas weekly: on. ${REFUSAL}` })).toBeDisabled();
    expect(within(shared).queryByRole('button', { name: /Test/ })).toBeNull();
    expect(within(shared).getByRole('checkbox')).toBeDisabled();

    const own = await row('Austin flips');
    expect(within(own).getByText('Private')).toBeInTheDocument();
    expect(within(own).getByRole('switch', { name: 'Austin flips: on' })).toBeEnabled();
    expect(within(own).getByRole('button', { name: /Test/ })).toBeInTheDocument();
    expect(within(own).getByRole('checkbox')).toBeEnabled();
  });

  it("shows a teammate's shared e-mail read-only with the server's reason and its recipients' names", async () => {
    server.use(
      http.get(api('/automation/emails/'), () => paged([TEAMMATES])),
      http.get(api('/automation/emails/4/groups/'), () => paged([{ id: 7, name: 'Dallas buyers', contact_count: 2 }])),
      http.get(api('/automation/emails/4/contacts/'), () =>
        paged([{ id: 12, first_name: 'Zoe', last_name: 'Client', email: 'zoe@client.test', phone: '', company: '', role: '', tags: [] }]),
      ),
    );
    renderCrm('/products/lists/automated-emails/4');

    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByText('by Sara Sharer, changed by Max Manager')).toBeInTheDocument();
    expect(screen.getByText('Weekly on Monday at 8:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Dallas deals for {{first_name}}')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Receiving groups' })).getByText('Dallas buyers')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Receiving contacts' })).getByText('Zoe Client')).toBeInTheDocument();
    for (const name of [/Save/, /Delete/, /Send test/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers "Shared with team" on a new e-mail to a user in a team, and sends shared', async () => {
    let posted: Record<string, unknown> | undefined;
    // The recipients' pickers ask for one's own groups and contacts only: an e-mail mails its owner's.
    const pickers: string[] = [];
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json(TEAM)),
      http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([{ id: 8, name: 'Austin, TX' }])),
      http.get(api('/searches/saved/'), () => paged([{ id: 8, name: 'Austin, TX' }])),
      http.get(api('/crm/groups/'), ({ request }) => {
        pickers.push(`groups ${new URL(request.url).searchParams.get('own')}`);
        return paged([]);
      }),
      http.get(api('/crm/contacts/'), ({ request }) => {
        pickers.push(`contacts ${new URL(request.url).searchParams.get('own')}`);
        return paged([]);
      }),
      http.post(api('/automation/emails/'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...MINE, id: 5, name: posted.name, shared: posted.shared }, { status: 201 });
      }),
      http.get(api('/automation/emails/'), () => paged([{ ...MINE, id: 5, shared: true }])),
      // After saving, its page: the switch on, who shared it.
      http.get(api('/searches/saved/8'), () => HttpResponse.json({ id: 8, name: 'Austin, TX' })),
      http.get(api('/automation/emails/5/groups/'), () => paged([])),
      http.get(api('/automation/emails/5/groups/notin/'), () => paged([])),
    );
    renderCrm('/products/lists/automated-emails/create');
    const user = userEvent.setup();

    const share = await screen.findByRole('switch', { name: 'Shared with team' });
    expect(share).not.toBeChecked();
    expect(screen.getByText(/Every member of Acme Investors sees it and who it goes to/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team Austin');
    await user.click(screen.getByRole('combobox', { name: 'Saved search' }));
    await user.click(await screen.findByRole('option', { name: 'Austin, TX' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'New deals');
    await user.click(share);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posted).toMatchObject({ name: 'Team Austin', saved_search_id: 8, shared: true }));
    expect(new Set(pickers)).toEqual(new Set(['groups true', 'contacts true']));
    expect(await screen.findByText('Shared with the team by me@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Shared with team' })).toBeChecked();
  });

  it("lets a team manager change a teammate's shared e-mail, its saved search fixed (its owner's)", async () => {
    let put: Record<string, unknown> | undefined;
    const managed = { ...TEAMMATES, can_edit: true, edit_refusal: null };
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json({ ...TEAM, role: 'account_manager' })),
      http.get(api('/automation/emails/'), () => paged([managed])),
      http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([{ id: 30, name: 'My own search' }])),
      http.get(api('/searches/saved/'), () => paged([{ id: 30, name: 'My own search' }])),
      http.get(api('/automation/emails/4/groups/'), () => paged([])),
      http.get(api('/automation/emails/4/groups/notin/'), () => paged([])),
      http.put(api('/automation/emails/'), async ({ request }) => {
        put = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...managed, ...put, updated_by: MAX });
      }),
    );
    renderCrm('/products/lists/automated-emails/4');
    const user = userEvent.setup();

    const search = await screen.findByRole('textbox', { name: 'Saved search' });
    expect(search).toBeDisabled();
    expect(search).toHaveValue('Austin, TX');
    expect(screen.getByText(/only they can choose another/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shared with team' })).toBeChecked();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Checked deals');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(put).toMatchObject({ subject: 'Checked deals', saved_search_id: 8, shared: true }));
  });

  it('offers no sharing to a user without a team', async () => {
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'Not in a team.' }, { status: 404 })),
      http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([{ id: 8, name: 'Austin, TX' }])),
      http.get(api('/searches/saved/'), () => paged([{ id: 8, name: 'Austin, TX' }])),
      http.get(api('/crm/groups/'), () => paged([])),
      http.get(api('/crm/contacts/'), () => paged([])),
    );
    renderCrm('/products/lists/automated-emails/create');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('switch', { name: 'Shared with team' })).toBeNull();
  });
});
