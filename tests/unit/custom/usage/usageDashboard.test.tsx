import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../../src/auth/httpClient.ts';
import UsageDashboardPage from '../../../../src/custom/usage/UsageDashboardPage.tsx';
import { ledgerCsv } from '../../../../src/custom/usage/ledgerCsv.ts';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import type { DashboardData, LedgerEntry } from '../../../../src/dataProvider/usage.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { NO_PLAN_IN_FORCE } from '../billing/billingFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SEARCH: LedgerEntry = {
  id: 3,
  created_at: '2026-03-11T15:00:00Z',
  kind: 'search',
  credits: -1,
  description: 'Search: Austin, TX · Active · Excellent/High potential',
  link: '/products/lists/new-search?location=Austin%2C+TX&investment_potential=Excellent%2CHigh',
};
const DOWNLOAD: LedgerEntry = {
  id: 2,
  created_at: '2026-03-10T15:00:00Z',
  kind: 'download',
  credits: -2,
  description: 'Download: Austin flips (CSV, 1,200 rows)',
  link: '/products/usage/download-history',
};
const GRANT: LedgerEntry = {
  id: 1,
  created_at: '2026-03-01T00:00:00Z',
  kind: 'grant',
  credits: 100,
  description: 'Starting allowance',
  link: null,
};
const day = (date: string, searches = 0, downloads = 0) => ({ date, searches, downloads, reports: 0, api_calls: 0, refunds: 0 });
const DATA: DashboardData = {
  balance: 97,
  used_this_period: 3,
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  time_zone: 'America/Chicago',
  plan_name: 'No plan',
  plan: NO_PLAN_IN_FORCE,
  usage: Array.from({ length: 31 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, '0')}`, i === 10 ? 1 : 0, i === 9 ? 2 : 0)),
  ledger: { count: 3, next: null, previous: null, results: [SEARCH, DOWNLOAD, GRANT] },
};

describe('usage dashboard', { timeout: 30_000 }, () => {
  it('shows balance, usage and period at a glance and the ledger in words with links to what each entry bought', async () => {
    const ledgerUrls: URL[] = [];
    server.use(
      http.get(api('/dashboard/data/'), () => HttpResponse.json(DATA)),
      http.get(api('/dashboard/ledger/'), ({ request }) => {
        const url = new URL(request.url);
        ledgerUrls.push(url);
        const kind = url.searchParams.get('kind');
        const results = [SEARCH, DOWNLOAD, GRANT].filter((r) => !kind || r.kind === kind);
        return HttpResponse.json({ count: results.length, next: null, previous: null, results });
      }),
    );
    renderPage(<UsageDashboardPage />, '/dashboard');
    expect(await screen.findByTestId('usage-balance')).toHaveTextContent('97 credits');
    expect(screen.getByTestId('usage-used')).toHaveTextContent('3 credits');
    expect(screen.getByTestId('usage-period')).toHaveTextContent('Mar 1, 2026 – Mar 31, 2026');
    expect(screen.getByTestId('usage-plan')).toHaveTextContent('No plan');
    const link = await screen.findByRole('link', { name: SEARCH.description });
    expect(link).toHaveAttribute('href', SEARCH.link);
    expect(screen.getByRole('link', { name: DOWNLOAD.description })).toHaveAttribute('href', '/products/usage/download-history');
    const grantRow = screen.getByText('Starting allowance').closest('tr')!;
    expect(within(grantRow).getByText('Credits added')).toBeInTheDocument();
    expect(within(grantRow).getByText('+100')).toBeInTheDocument();
    expect(within(screen.getByText(DOWNLOAD.description).closest('tr')!).getByText('−2')).toBeInTheDocument();
    expect(ledgerUrls[0]!.searchParams.get('page')).toBe('1');
    expect(ledgerUrls[0]!.searchParams.has('ordering')).toBe(false);

    // Filter by kind: the list asks the API with ?kind=download and shows only downloads.
    await userEvent.click(screen.getByRole('combobox', { name: /kind/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Download' }));
    await waitFor(() => expect(ledgerUrls.at(-1)!.searchParams.get('kind')).toBe('download'));
    await waitFor(() => expect(screen.queryByText(SEARCH.description)).not.toBeInTheDocument());
    expect(screen.getByText(DOWNLOAD.description)).toBeInTheDocument();
  });

  it("says so when the usage cannot be loaded, with the server's detail", async () => {
    server.use(http.get(api('/dashboard/data/'), () => HttpResponse.json({ detail: 'The usage service is resting.' }, { status: 503 })));
    renderPage(<UsageDashboardPage />, '/products/usage/dashboard');
    expect(await screen.findByText(/The usage service is resting\./)).toBeInTheDocument();
  });
});

describe('usage through the data provider', () => {
  it('reads the dashboard and pages the ledger with kind and dates', async () => {
    const paths: string[] = [];
    const request: ApiRequest = vi.fn(async (path: string) => {
      paths.push(path);
      return {
        status: 200,
        headers: new Headers(),
        json: path.startsWith('/dashboard/data/') ? DATA : { count: 0, next: null, previous: null, results: [] },
      };
    });
    const provider = createDataProvider(request);
    expect(await provider.getDashboard()).toEqual(DATA);
    await provider.getList('ledger', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { kind: 'search', from: '2026-03-01', to: '2026-03-31' },
    });
    expect(paths).toEqual(['/dashboard/data/', '/dashboard/ledger/?page=2&page_size=25&kind=search&from=2026-03-01&to=2026-03-31']);
  });

  it('exports the ledger as CSV with kinds in words and absolute links', async () => {
    const csv = await ledgerCsv([SEARCH, GRANT], 'https://propscout.example');
    const lines = csv.split('\n');
    expect(lines[0]).toBe('Date,Kind,Credits,Description,Link');
    expect(lines[1]).toBe(
      `2026-03-11T15:00:00Z,Search,-1,Search: Austin, TX · Active · Excellent/High potential,https://propscout.example${SEARCH.link}`.replace(
        'Search: Austin, TX · Active · Excellent/High potential',
        '"Search: Austin, TX · Active · Excellent/High potential"',
      ),
    );
    expect(lines[2]).toBe('2026-03-01T00:00:00Z,Credits added,100,Starting allowance,');
  });
});
