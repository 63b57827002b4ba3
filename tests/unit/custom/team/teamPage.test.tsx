import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import TeamAcceptPage from '../../../../src/custom/team/TeamAcceptPage.tsx';
import TeamPage from '../../../../src/custom/team/TeamPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { paged, PROFILE, team, teamMember } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';

// The usage, ledger and deals cards (their own tests: teamUsageCard, teamLedgerCard, teamRecordCards) answer an idle team here.
const server = setupServer(
  http.get(api('/teams/current/usage/'), () =>
    HttpResponse.json({ from: '2026-11-01', to: '2026-11-30', time_zone: 'UTC', used: 0, members: [], days: [] }),
  ),
  http.get(api('/teams/current/ledger/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get(api('/teams/current/downloads/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get(api('/teams/current/email-logs/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get(api('/teams/current/api-calls/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  http.get(api('/deals/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TEAM = team('account_manager', [
  teamMember(2, 'Olga', 'owner'),
  teamMember(5, 'Ana', 'account_manager'),
  teamMember(7, 'Max', 'member'),
]);

describe('team page', { timeout: 30_000 }, () => {
  it('offers to start a team when the user has none, and shows it once created', async () => {
    const created: unknown[] = [];
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
      http.post(api('/teams/'), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ ...TEAM, role: 'owner', members: [teamMember(5, 'Ana', 'owner')] }, { status: 201 });
      }),
      http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
      http.get(api('/teams/current/invitations/'), () => HttpResponse.json(paged([]))),
      http.get(api('/teams/current/audit/'), () => HttpResponse.json(paged([]))),
    );
    renderPage(<TeamPage />, '/team');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/team name/i), '  Lone Star Buyers ');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('heading', { name: 'Lone Star Buyers' })).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Lone Star Buyers' }]);
    expect(screen.getByText(/Your role:/)).toHaveTextContent('Your role: Owner');
  });

  it('shows roles by their labels; an account manager manages members but not the owner, invites, and reads the audit log', async () => {
    const invited: unknown[] = [];
    const auditUrls: string[] = [];
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json(TEAM)),
      http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
      http.get(api('/teams/current/invitations/'), () => HttpResponse.json(paged([]))),
      http.post(api('/teams/current/invitations/'), async ({ request }) => {
        const body = (await request.json()) as { email: string; role: string };
        invited.push(body);
        return HttpResponse.json(
          {
            id: 9,
            ...body,
            status: 'pending',
            invited_by: 5,
            created_at: '2026-11-25T10:00:00Z',
            expires_at: '2026-12-02T10:00:00Z',
            accepted_at: null,
          },
          { status: 201 },
        );
      }),
      http.get(api('/teams/current/audit/'), ({ request }) => {
        auditUrls.push(new URL(request.url).search);
        return HttpResponse.json(
          paged([
            {
              id: 3,
              event: 'member.role_changed',
              actor_id: 2,
              actor_email: 'olga@example.com',
              subject: 'ana@example.com',
              subject_user_id: 5,
              detail: {},
              created_at: '2026-11-20T10:00:00Z',
            },
          ]),
        );
      }),
    );
    renderPage(<TeamPage />, '/team');
    const members = await screen.findByRole('table', { name: 'Team members' });
    await within(members).findByText(/\(you\)/);
    const rows = within(members).getAllByRole('row');
    // The owner's row: a label, no role picker and no Remove for an account manager.
    expect(rows[1]).toHaveTextContent('Owner');
    expect(within(rows[1]!).queryByRole('button', { name: 'Remove' })).toBeNull();
    // Their own row: leave, no picker.
    expect(rows[2]).toHaveTextContent('Ana Doe (you)');
    expect(within(rows[2]!).getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    // A member: a role picker offering no 'Owner', and Remove.
    expect(within(rows[3]!).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(members).not.toHaveTextContent('account_manager');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail address/i), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(invited).toEqual([{ email: 'new@example.com', role: 'member' }]));

    const audit = await screen.findByRole('table', { name: 'Audit events' });
    expect(audit).toHaveTextContent('Role changed');
    expect(audit).not.toHaveTextContent('member.role_changed');
    expect(auditUrls[0]).toBe('?page=1&page_size=25');
  });

  it('hides invitations and the audit log from a member', async () => {
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json({ ...TEAM, role: 'member' })),
      http.get(api('/users/profile/'), () => HttpResponse.json({ ...PROFILE, id: 7 })),
    );
    renderPage(<TeamPage />, '/team');
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
  });
});

describe('accepting an invitation', { timeout: 30_000 }, () => {
  it("sends the link's token and says which team was joined", async () => {
    const accepted: unknown[] = [];
    server.use(
      http.post(api('/teams/invitations/accept/'), async ({ request }) => {
        accepted.push(await request.json());
        return HttpResponse.json({ ...TEAM, role: 'member' });
      }),
    );
    renderPage(<TeamAcceptPage />, '/team/accept?token=abcdefghijklmnopqrstuvwxyz', '/team/accept');
    expect(await screen.findByText('You joined Lone Star Buyers.')).toBeInTheDocument();
    expect(accepted).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz' }]);
  });

  it("shows the server's reason when the invitation is for another address", async () => {
    server.use(
      http.post(api('/teams/invitations/accept/'), () =>
        HttpResponse.json({ detail: 'This invitation was sent to another e-mail address.' }, { status: 403 }),
      ),
    );
    renderPage(<TeamAcceptPage />, '/team/accept?token=abcdefghijklmnopqrstuvwxyz', '/team/accept');
    expect(await screen.findByText('This invitation was sent to another e-mail address.')).toBeInTheDocument();
  });
});
