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
  it("lists the members' downloads, e-mail log and API calls in words, and exports the downloads as CSV", async () => {
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
      http.get(api('/teams/current/email-logs/'), () =>
        HttpResponse.json(
          paged([
            {
              id: 1,
              created_at: '2026-11-20T08:00:00Z',
              user_id: 7,
              email: 'max@example.com',
              email_name: 'Austin alerts',
              recipient: 'ann@example.com',
              subject: '3 new deals',
              status: 'skipped_unsubscribed',
              status_label: 'Skipped: unsubscribed',
              listing_count: 3,
            },
          ]),
        ),
      ),
      http.get(api('/teams/current/api-calls/'), () =>
        HttpResponse.json(
          paged([
            {
              id: 2,
              created_at: '2026-11-20T09:00:00Z',
              user_id: 7,
              email: 'max@example.com',
              key_name: 'CRM sync',
              key_prefix: 'ps_live_ab12',
              method: 'GET',
              route: '/api/v1/properties/',
              status: 200,
              credits: 1,
              duration_ms: 84,
              via_label: 'API key',
            },
          ]),
        ),
      ),
      http.get(api('/deals/'), ({ request }) => {
        urls.push(`deals:${new URL(request.url).search}`);
        return HttpResponse.json(
          paged([
            {
              id: 9,
              title: '12 Oak St flip',
              stage: 'offer_made',
              stage_label: 'Offer made',
              offer_cents: 18_500_000,
              owner_email: 'max@example.com',
              updated_by_email: 'max@example.com',
              updated_at: '2026-11-21T10:00:00Z',
            },
          ]),
        );
      }),
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
    expect(urls.filter((url) => !url.startsWith('deals:'))[0]).toBe('?page=1&page_size=25');
    // The e-mail log and the API calls, in words.
    const cellsOf = async (name: string) =>
      within(within(await screen.findByRole('table', { name }, WAIT)).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1);
    expect(await cellsOf('Team e-mail log')).toEqual([
      'max@example.com',
      'ann@example.com',
      'Skipped: unsubscribed',
      'Austin alerts: 3 new deals',
    ]);
    expect(await cellsOf('Team API calls')).toEqual([
      'max@example.com',
      'GET /api/v1/properties/ · 200',
      '1',
      'CRM sync (ps_live_ab12…) · API key',
    ]);
    // The members' deals, latest moves first, their stage in the team's words.
    expect(await cellsOf('Team deals')).toEqual([
      'Offer made',
      'max@example.com',
      '$185,000',
      expect.stringMatching(/ by max@example\.com$/),
    ]);
    expect(urls).toContain('deals:?page=1&page_size=10&ordering=-updated_at');
  });
});
