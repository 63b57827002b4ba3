import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TeamPage from '../../../../src/custom/team/TeamPage.tsx';
import { saveFile } from '../../../../src/shared/downloads/fileTransfer.ts';
import { paged, PROFILE, team } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

vi.mock('../../../../src/shared/downloads/fileTransfer.ts', () => ({ saveFile: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const DOWNLOAD = {
  id: 4,
  created_at: '2026-11-20T15:30:00Z',
  user_id: 7,
  email: 'max@example.com',
  name: 'Houston deals',
  file_type: 'excel',
  format: 'Excel',
  row_count: 250,
  credits_charged: 5,
  status: 'ready',
  criteria: ['Houston, TX', 'Active'],
};

describe('team downloads card', () => {
  it("lists the members' downloads in words and exports them as CSV", async () => {
    const urls: string[] = [];
    const csv: string[] = [];
    server.use(
      http.get(api('/teams/current/'), () => HttpResponse.json(team('account_manager'))),
      http.get(api('/users/profile/'), () => HttpResponse.json(PROFILE)),
      http.get(api('/teams/current/invitations/'), () => HttpResponse.json(paged([]))),
      http.get(api('/teams/current/audit/'), () => HttpResponse.json(paged([]))),
      http.get(api('/teams/current/ledger/'), () => HttpResponse.json(paged([]))),
      http.get(api('/teams/current/usage/'), () =>
        HttpResponse.json({ from: '2026-11-01', to: '2026-11-30', time_zone: 'UTC', used: 0, members: [], days: [] }),
      ),
      http.get(api('/teams/current/downloads/'), ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json(paged([DOWNLOAD]));
      }),
      http.get(api('/teams/current/downloads.csv'), ({ request }) => {
        csv.push(new URL(request.url).search);
        return new HttpResponse('\ufeffTime (UTC)\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<TeamPage />, '/team');
    const table = await screen.findByRole('table', { name: 'Team downloads' }, WAIT);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(1)).toEqual([
      'max@example.com',
      'Houston deals (Excel, 250 rows)',
      '5',
      'Houston, TX · Active',
    ]);
    const card = table.closest('.MuiCard-root') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'team-downloads.csv'), WAIT);
    expect(csv).toEqual(['']);
    expect(urls[0]).toBe('?page=1&page_size=25');
  });
});
