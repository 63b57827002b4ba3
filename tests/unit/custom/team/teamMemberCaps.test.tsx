import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCap, TeamMembersCard } from '../../../../src/custom/team/TeamMembersCard.tsx';
import type { Team } from '../../../../src/dataProvider/teams.ts';
import { renderPage } from '../../renderPage.tsx';
import { PROFILE, team, teamMember } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';

const server = setupServer(http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Olga owns the team, Ana manages it, Max is a member with a 40-credit cap who spent 12 this month. */
const members = [
  { ...teamMember(2, 'Olga', 'owner'), credits_this_month: 3 },
  { ...teamMember(5, 'Ana', 'account_manager'), credits_this_month: 0 },
  { ...teamMember(7, 'Max', 'member'), credit_cap: 40, credits_this_month: 12 },
];
const seenBy = (role: Team['role']): Team => ({ ...team(role, members), balance: 1234, seats: 10, seats_used: 4 });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('team members: credits this month and monthly caps', { timeout: 30_000 }, () => {
  it("shows each member's credits this month and cap, and the pool and seats above them", async () => {
    renderPage(<TeamMembersCard team={seenBy('owner')} />, '/team');
    expect(await screen.findByTestId('team-pool')).toHaveTextContent(
      "Everyone spends from the team's 1,234 credits · 4 of 10 seats used (members and open invitations)",
    );
    expect(screen.getByRole('columnheader', { name: 'Credits this month' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Monthly cap' })).toBeInTheDocument();
    expect(within(rowOf('Max')).getByText('12')).toBeInTheDocument();
    expect(within(rowOf('Max')).getByLabelText('Monthly credit cap of Max Doe')).toHaveValue('40');
    expect(within(rowOf('Olga')).getByLabelText('Monthly credit cap of Olga Doe')).toHaveValue('');
  });

  it('an owner sets a cap and lifts one (blank: null), each through PATCH on the member', async () => {
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      http.patch(api('/teams/current/members/:id/'), async ({ request, params }) => {
        const body = (await request.json()) as { credit_cap: number | null };
        sent.push({ id: String(params.id), body });
        const member = members.find((m) => String(m.user_id) === params.id)!;
        return HttpResponse.json({ ...member, credit_cap: body.credit_cap });
      }),
      http.get(api('/teams/current/'), () => HttpResponse.json(seenBy('owner'))),
    );
    renderPage(<TeamMembersCard team={seenBy('owner')} />, '/team');
    const user = userEvent.setup();
    const ana = await within(rowOf('Ana')).findByLabelText('Monthly credit cap of Ana Doe');
    // No Save until the cap is changed.
    expect(within(rowOf('Ana')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.type(ana, '250');
    await user.click(within(rowOf('Ana')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ana Doe may spend 250 credits a month.')).toBeInTheDocument();

    const max = within(rowOf('Max')).getByLabelText('Monthly credit cap of Max Doe');
    await user.clear(max);
    await user.click(within(rowOf('Max')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max Doe has no monthly cap.')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toEqual([
        { id: '5', body: { credit_cap: 250 } },
        { id: '7', body: { credit_cap: null } },
      ]),
    );
  });

  it('refuses what is not a whole number of credits before sending anything', async () => {
    renderPage(<TeamMembersCard team={seenBy('owner')} />, '/team');
    const user = userEvent.setup();
    await user.type(await within(rowOf('Ana')).findByLabelText('Monthly credit cap of Ana Doe'), '2.5');
    expect(within(rowOf('Ana')).getByText('A whole number of credits, or blank for no cap')).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(parseCap('1,500')).toEqual({ cap: 1500 });
    expect(parseCap(' ')).toEqual({ cap: null });
    expect(parseCap('0')).toEqual({ cap: 0 });
    expect(parseCap('1000001')).toEqual({ error: 'At most 1,000,000' });
  });

  it("an account manager cannot edit an owner's cap; a member reads caps, and others' credits this month as a dash", async () => {
    const { unmount } = renderPage(<TeamMembersCard team={seenBy('account_manager')} />, '/team');
    expect(await within(rowOf('Max')).findByLabelText('Monthly credit cap of Max Doe')).toBeInTheDocument();
    expect(within(rowOf('Olga')).queryByLabelText('Monthly credit cap of Olga Doe')).not.toBeInTheDocument();
    expect(within(rowOf('Olga')).getByText('No cap')).toBeInTheDocument();
    unmount();

    const asMember = seenBy('member');
    asMember.members = asMember.members.map((m) => (m.user_id === 7 ? m : { ...m, credits_this_month: null }));
    renderPage(<TeamMembersCard team={asMember} />, '/team');
    expect(await within(rowOf('Max')).findByText('40 credits')).toBeInTheDocument();
    expect(within(rowOf('Max')).getByText('12')).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
