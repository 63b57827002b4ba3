import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import OffMarketPage from '../../../../src/custom/offMarket/OffMarketPage.tsx';
import { offMarketPath } from '../../../../src/dataProvider/offMarket.ts';
import { OWNER_RECORD } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { screenOf } from '../../screenOf.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const PATH = '/products/lists/off-market';
const property = (id: number, address: string) => ({
  id: String(id),
  address,
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  county: 'Travis',
  latitude: 30.27,
  longitude: -97.74,
  record: OWNER_RECORD,
});

describe('off-market properties page', { timeout: 30_000 }, () => {
  it('builds the API path from the search fields and the page', () => {
    expect(offMarketPath({ location: 'Austin, TX', equity_pct_min: '40' }, 2, 25)).toBe(
      '/searches/off-market/?location=Austin%2C+TX&equity_pct_min=40&page=2&page_size=25',
    );
  });

  it('asks for a place first, searches with the owner filters, shows the owners in words, pages and opens the record', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/searches/locations/'), () => HttpResponse.json([])),
      http.get(api('/searches/off-market/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        return HttpResponse.json({
          count: 26,
          next: page === 1 ? 'next' : null,
          previous: null,
          results: page === 1 ? [property(1, '12 Oak St')] : [property(26, '9 Elm St')],
        });
      }),
    );
    screenOf(1366);
    const user = userEvent.setup();
    renderPage(<OffMarketPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Find owners before they list' }, WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search off-market' }));
    expect(await screen.findByText('Enter a city, ZIP code or county.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Austin, TX');
    await user.type(screen.getByRole('textbox', { name: 'Equity (min)' }), '40');
    await user.click(screen.getByRole('button', { name: 'Search off-market' }));

    const table = await screen.findByRole('table', { name: 'Off-market properties' }, WAIT);
    expect(Object.fromEntries(asked[0]!)).toEqual({ location: 'Austin, TX', equity_pct_min: '40', page: '1', page_size: '25' });
    expect(screen.getByTestId('location').dataset.search).toBe('?location=Austin%2C+TX&equity_pct_min=40');
    expect(screen.getByText('26 off-market properties')).toBeInTheDocument();
    const row = within(table).getByText('12 Oak St').closest('tr')!;
    // The owner facts' own words (ownerFactRows), as the property page and the report say them.
    expect(within(row).getByText('Maria Garcia; Tom Garcia')).toBeInTheDocument();
    expect(within(row).getByText('PO Box 12, Dallas, TX 75201')).toBeInTheDocument();
    expect(within(row).getByText('Absentee owner')).toBeInTheDocument();
    expect(within(row).getByText('$233,891 (55.7% of market value)')).toBeInTheDocument();
    expect(within(row).getByText('Pre-foreclosure, Tax default')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('9 Elm St', {}, WAIT)).toBeInTheDocument();
    expect(asked.at(-1)!.get('page')).toBe('2');
    expect(asked.at(-1)!.get('equity_pct_min')).toBe('40');

    await user.click(screen.getByRole('button', { name: 'Details of 9 Elm St' }));
    const dialog = await screen.findByRole('dialog', { name: '9 Elm St, Austin, TX 78701' });
    expect(within(dialog).getByText('Demo owner data')).toBeInTheDocument();
    expect(within(dialog).getByText('Recorded loans')).toBeInTheDocument();
  });

  it('lists the properties as cards on a phone', async () => {
    screenOf(390);
    server.use(
      http.get(api('/searches/off-market/'), () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [property(1, '12 Oak St')] }),
      ),
    );
    renderPage(<OffMarketPage />, `${PATH}?location=Austin%2C+TX`, PATH);
    const list = await screen.findByRole('list', { name: 'Off-market properties' }, WAIT);
    const card = within(list).getByText('12 Oak St').closest('li')!;
    expect(within(card).getByText('Maria Garcia; Tom Garcia')).toBeInTheDocument();
    expect(within(card).getByText('Absentee owner · Equity $233,891 (55.7% of market value)')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's reason when the search is refused, and says so when nothing matches", async () => {
    server.use(
      http.get(api('/searches/off-market/'), ({ request }) =>
        new URL(request.url).searchParams.get('location') === 'Nowhere'
          ? HttpResponse.json({ detail: 'No city, ZIP code or county called "Nowhere".' }, { status: 400 })
          : HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderPage(<OffMarketPage />, `${PATH}?location=Nowhere`, PATH);
    expect(await screen.findByText('No city, ZIP code or county called "Nowhere".', {}, WAIT)).toBeInTheDocument();
    renderPage(<OffMarketPage />, `${PATH}?location=Austin%2C+TX&absentee_owner=true`, PATH);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'No off-market properties match' })).toBeInTheDocument(), WAIT);
  });
});
