import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TeamPage from '../../../../src/custom/team/TeamPage.tsx';
import type { TeamRole } from '../../../../src/dataProvider/teams.ts';
import { dateTime } from '../../../../src/shared/format.ts';
import { saveFile } from '../../../../src/shared/downloads/fileTransfer.ts';
import { paged, PROFILE, team } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

vi.mock('../../../../src/shared/downloads/fileTransfer.ts', () => ({ saveFile: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.mocked(saveFile).mockClear();
});
afterAll(() => server.close());

const row = (id: number, created_at: string, email: string, kind: string, credits: number, description: string) => ({
  id,
  created_at,
  kind,
  credits,
  description,
  link: null,
  user_id: email.startsWith('max') ? 7 : 2,
  email,
});
const ROWS = [
  row(12, '2026-11-20T15:30:00Z', 'max@example.com', 'download', -5, 'Download of 120 rows'),
  row(11, '2026-11-19T09:00:00Z', 'olga@example.com', 'refund', 2, 'Refund: download failed'),
  row(10, '2026-11-18T08:00:00Z', 'olga@example.com', 'api', -1, 'API · CRM sync: search'),
];
const CSV = '\ufeffTime (UTC),Member e-mail,Action,Credits,Description,Link\r\n';

function serve(role: TeamRole, ledgerUrls: string[], csvCalls: { search: string; authorization: string | null }[]) {
  server.use(
    http.get(api('/teams/current/'), () => HttpResponse.json(team(role))),
    http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
    http.get(api('/teams/current/invitations/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/audit/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/usage/'), () =>
      HttpResponse.json({ from: '2026-11-01', to: '2026-11-30', time_zone: 'UTC', used: 0, members: [], days: [] }),
    ),
    http.get(api('/teams/current/downloads/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/email-logs/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/api-calls/'), () => HttpResponse.json(paged([]))),
    http.get(api('/deals/'), () => HttpResponse.json(paged([]))),
    http.get(api('/teams/current/ledger/'), ({ request }) => {
      const url = new URL(request.url);
      ledgerUrls.push(url.search);
      const member = url.searchParams.get('member');
      const results = member ? ROWS.filter((r) => r.user_id === Number(member)) : ROWS;
      // A second page exists for the whole team: 26 rows, of which this answer shows the first page's three.
      return HttpResponse.json({ count: member ? results.length : 26, next: null, previous: null, results });
    }),
    http.get(api('/teams/current/ledger.csv'), ({ request }) => {
      csvCalls.push({ search: new URL(request.url).search, authorization: request.headers.get('authorization') });
      return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }),
  );
}

describe('team ledger card', { timeout: 30_000 }, () => {
  it("shows an owner the members' ledger, filters it by member and days, pages it and downloads the CSV with the token", async () => {
    const ledgerUrls: string[] = [];
    const csvCalls: { search: string; authorization: string | null }[] = [];
    serve('owner', ledgerUrls, csvCalls);
    renderPage(<TeamPage />, '/team');
    const table = await screen.findByRole('table', { name: 'Team credit ledger' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Member', 'Action', 'Credits', 'Description']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      [dateTime('2026-11-20T15:30:00Z'), 'max@example.com', 'Download', '−5', 'Download of 120 rows'],
      [dateTime('2026-11-19T09:00:00Z'), 'olga@example.com', 'Refund', '+2', 'Refund: download failed'],
      [dateTime('2026-11-18T08:00:00Z'), 'olga@example.com', 'API call', '−1', 'API · CRM sync: search'],
    ]);
    expect(ledgerUrls[0]).toBe('?page=1&page_size=25');

    const user = userEvent.setup();
    const card = table.closest('.MuiCard-root') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(ledgerUrls.at(-1)).toBe('?page=2&page_size=25'));

    await user.click(within(card).getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: 'Max Doe' }));
    await waitFor(() => expect(ledgerUrls.at(-1)).toBe('?member=7&page=1&page_size=25'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.type(within(card).getByLabelText('From'), '2026-11-01');
    await user.type(within(card).getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(ledgerUrls.at(-1)).toBe('?member=7&from=2026-11-01&to=2026-11-30&page=1&page_size=25'));

    await user.click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(csvCalls).toEqual([{ search: '?member=7&from=2026-11-01&to=2026-11-30', authorization: expect.stringMatching(/^Bearer /) }]);
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('team-credit-ledger.csv');
    // The server's bytes, byte-order mark included (Blob.text() would drop it).
    expect([...new Uint8Array(await (file as Blob).arrayBuffer())]).toEqual([...new TextEncoder().encode(CSV)]);
  });

  it('is not shown to a member', async () => {
    const ledgerUrls: string[] = [];
    serve('member', ledgerUrls, []);
    renderPage(<TeamPage />, '/team');
    expect(await screen.findByRole('heading', { name: 'Lone Star Buyers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team ledger' })).toBeNull();
    expect(ledgerUrls).toEqual([]);
  });
});
