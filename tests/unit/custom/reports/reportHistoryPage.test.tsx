import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReportHistoryPage from '../../../../src/custom/reports/ReportHistoryPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATH = '/products/full-property-report/history';

/** A row of GET /report/ (ReportListItem in server/routes/report/schemas.ts). */
const item = (id: number, address: string, arv: number | null) => ({
  id,
  created_at: `2026-03-0${id}T12:00:00.000Z`,
  address,
  property_id: String(100 + id),
  arv,
  arv_low: arv && arv - 20_000,
  arv_high: arv && arv + 20_000,
  confidence_level: arv ? 'High' : null,
  thumbnail_url: `/api/properties/${100 + id}/placeholder.svg`,
});
const STORED = [
  item(1, '12 Oak St, Austin, TX 78701', 306_000),
  item(2, '40 Elm Ave, Austin, TX 78702', null),
  item(3, '7 Oak Ct, Dallas, TX 75201', 250_000),
];

/** The list as the server answers it: the address search (`search`), newest first, paged. */
function history() {
  const urls: URL[] = [];
  server.use(
    http.get(api('/report/'), ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const search = url.searchParams.get('search')?.toLowerCase();
      const rows = STORED.filter((r) => !search || r.address.toLowerCase().includes(search)).sort((a, b) => b.id - a.id);
      return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
    }),
  );
  return urls;
}

const addresses = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe(PATH, { timeout: 30_000 }, () => {
  it('lists the reports newest first with address, ARV and range, and searches by address', async () => {
    const urls = history();
    renderPage(<ReportHistoryPage />, PATH);
    await screen.findByText('7 Oak Ct, Dallas, TX 75201', {}, WAIT);
    expect(addresses()).toEqual(['7 Oak Ct, Dallas, TX 75201', '40 Elm Ave, Austin, TX 78702', '12 Oak St, Austin, TX 78701']);
    expect(urls[0]!.searchParams.get('page')).toBe('1');
    const first = screen.getByText('12 Oak St, Austin, TX 78701').closest('tr')!;
    expect(within(first).getByText('$306,000')).toBeInTheDocument();
    expect(within(first).getByText('$286,000 – $326,000')).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Search by address'), 'oak');
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('search')).toBe('oak'), WAIT);
    await waitFor(() => expect(screen.queryByText('40 Elm Ave, Austin, TX 78702')).not.toBeInTheDocument(), WAIT);
    expect(addresses()).toEqual(['7 Oak Ct, Dallas, TX 75201', '12 Oak St, Austin, TX 78701']);
  });

  it('opens a report from its row', async () => {
    history();
    renderPage(<ReportHistoryPage />, PATH);
    await userEvent.click(await screen.findByText('40 Elm Ave, Austin, TX 78702', {}, WAIT));
    await screen.findByText('Elsewhere');
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/report');
    expect(location).toHaveAttribute('data-search', '?id=2');
  });

  it('before the first report says so in a sentence and links to the report page', async () => {
    server.use(http.get(api('/report/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    renderPage(<ReportHistoryPage />, PATH);
    await screen.findByRole('heading', { name: 'No reports yet' }, WAIT);
    expect(screen.getByRole('link', { name: 'Get a property report' })).toHaveAttribute('href', '/products/full-property-report/demo');
    expect(screen.queryByText(/histories/)).not.toBeInTheDocument();
  });
});
