import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TeamBillingCard } from '../../../../src/custom/team/TeamBillingCard.tsx';
import type { Team } from '../../../../src/dataProvider/teams.ts';
import { renderPage } from '../../renderPage.tsx';
import { PROFILE, team, teamMember } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';

// The caller is Ana (PROFILE id 5). Olga (2) and Ana own the team, Max (7) is a member.
const members = [teamMember(2, 'Olga', 'owner'), teamMember(5, 'Ana', 'owner'), teamMember(7, 'Max', 'member')];
const paidBy = (payer: number | null): Team => ({ ...team('owner', members), balance: 1234, billing_user_id: payer });

const server = setupServer(http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the team's billing card", { timeout: 30_000 }, () => {
  it('tells a member who pays, and offers the handover only to the payer', async () => {
    renderPage(<TeamBillingCard team={paidBy(2)} />, '/team');
    expect(await screen.findByTestId('team-payer')).toHaveTextContent(
      'Olga Doe pays for the team: its plan and its 1,234 credits, which everyone spends from, are theirs.',
    );
    expect(screen.queryByRole('button', { name: 'Hand billing over' })).not.toBeInTheDocument();
  });

  it('the payer hands it to another owner (not a member) after confirming, and a refusal shows the server’s reason', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.put(api('/teams/current/billing/'), async ({ request }) => {
        sent.push(await request.json());
        if (refuse)
          return HttpResponse.json({ detail: 'olga@example.com has a Pro plan of their own: they cancel it first.' }, { status: 409 });
        return HttpResponse.json(paidBy(2));
      }),
    );
    renderPage(<TeamBillingCard team={paidBy(5)} />, '/team');
    expect(await screen.findByTestId('team-payer')).toHaveTextContent(/^You pay for the team: .* are yours\.$/);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Hand billing to' }));
    // Only other owners can take it: Max, a member, is not offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Olga Doe · olga@example.com']);
    await user.click(screen.getByRole('option', { name: /^Olga Doe/ }));
    await user.click(screen.getByRole('button', { name: 'Hand billing over' }));
    expect(await screen.findByText("Hand the team's billing to Olga Doe?")).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Hand billing over' }).at(-1)!);
    expect(await screen.findByText('olga@example.com has a Pro plan of their own: they cancel it first.')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Hand billing over' }));
    await user.click((await screen.findAllByRole('button', { name: 'Hand billing over' })).at(-1)!);
    expect(await screen.findByText('Olga Doe pays for the team from now on.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ user_id: 2 }, { user_id: 2 }]));
  });

  it('asks the payer to make another owner first when there is none', async () => {
    const alone: Team = { ...paidBy(5), members: [teamMember(5, 'Ana', 'owner'), teamMember(7, 'Max', 'member')] };
    renderPage(<TeamBillingCard team={alone} />, '/team');
    expect(await screen.findByText('To hand the billing over, make another member an owner first.')).toBeInTheDocument();
  });
});
