import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import TeamPage from '../../../../src/custom/team/TeamPage.tsx';
import { thisMonth } from '../../../../src/custom/team/TeamUsageCard.tsx';
import { renderPage } from '../../renderPage.tsx';
import { paged, PROFILE, team, teamMember } from '../../fixtures.ts';
import { api } from '../../searchApi.ts';
import type { TeamRole } from '../../../../src/dataProvider/teams.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const spend = { searches: 0, downloads: 0, reports: 0, api_calls: 0, refunds: 0 };
const USAGE = {
  from: '2026-11-01',
  to: '2026-11-30',
  time_zone: 'UTC',
  used: 9,
  members: [
    { ...teamMember(2, 'Olga', 'owner'), ...spend, reports: 3, used: 3 },
    { ...teamMember(7, 'Max', 'member'), ...spend, searches: 2, downloads: 6, refunds: 2, used: 6 },
  ],
  days: [],
};

function serve(role: TeamRole, usageUrls: string[]) {
  server.use(
    http.get(api('/teams/current/'), () => HttpResponse.json(team(role))),
    http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
    http.get(api('/teams/current/invitations/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/audit/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/ledger/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/usage/'), ({ request }) => {
      usageUrls.push(new URL(request.url).search);
      return HttpResponse.json(USAGE);
    }),
  );
}

describe('team usage card', { timeout: 30_000 }, () => {
  it("shows an owner each member's credits by action, labelled, for this month and then the chosen days", async () => {
    const usageUrls: string[] = [];
    serve('owner', usageUrls);
    renderPage(<TeamPage />, '/team');
    const table = await screen.findByRole('table', { name: 'Credits per member and action' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Member', 'Searches', 'Downloads', 'Property reports', 'API calls', 'Refunds', 'Used']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Olga Doeolga@example.com', '0', '0', '3', '0', '0', '3'],
      ['Max Doemax@example.com', '2', '6', '0', '0', '2', '6'],
      ['Team', '', '9'],
    ]);
    const { from, to } = thisMonth();
    expect(usageUrls[0]).toBe(`?from=${from}&to=${to}`);

    const card = screen.getByRole('region', { name: 'Team usage' });
    fireEvent.change(within(card).getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(usageUrls.at(-1)).toBe(`?from=2026-11-10&to=${to}`));
  });

  it('is not shown to a member', async () => {
    const usageUrls: string[] = [];
    serve('member', usageUrls);
    renderPage(<TeamPage />, '/team');
    expect(await screen.findByRole('heading', { name: 'Lone Star Buyers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team usage' })).not.toBeInTheDocument();
    expect(usageUrls).toEqual([]);
  });
});
