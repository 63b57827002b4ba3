import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PropertyPage from '../../../../src/custom/properties/PropertyPage.tsx';
import { propertyDetail } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const detail = () => propertyDetail(7);

describe('property page', { timeout: 30_000 }, () => {
  it('offers the note once the property is saved, and saves it through get-note and note PUT', async () => {
    const notes: unknown[] = [];
    server.use(
      http.get(api('/properties/7/'), () => HttpResponse.json(detail())),
      http.get(api('/properties/7/history/'), () => HttpResponse.json({ events: [] })),
      http.post(api('/properties/save/'), () => HttpResponse.json({ property_id: '7', note: '' }, { status: 201 })),
      http.get(api('/properties/saved/get-note/7/'), () => HttpResponse.json({ property_id: '7', note: '' })),
      http.put(api('/properties/saved/note/7/'), async ({ request }) => {
        notes.push(await request.json());
        return HttpResponse.json({ property_id: '7', note: 'Call the agent' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<PropertyPage />, '/products/properties/7', '/products/properties/:id');
    await screen.findByRole('heading', { level: 1, name: '107 Oak St' }, WAIT);
    // No listing photos: the gallery link says its pictures are illustrative; the report link offers this listing's report.
    expect(screen.getByRole('link', { name: 'Illustrative images (no listing photos)' })).toHaveAttribute(
      'href',
      '/products/properties/photos/7',
    );
    expect(screen.getByRole('link', { name: 'Full property report' })).toHaveAttribute('href', '/report?property_id=7');
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Save 107 Oak St/ }));
    await user.click(await screen.findByRole('button', { name: 'Note' }, WAIT));
    await user.type(await screen.findByRole('textbox', { name: 'Note' }, WAIT), 'Call the agent');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Call the agent' }]), WAIT);
    expect(await screen.findByText('Note saved.', {}, WAIT)).toBeInTheDocument();
  });

  it("shows the listing's history newest first in words, with the list price chart once the price has changed", async () => {
    server.use(
      http.get(api('/properties/7/'), () => HttpResponse.json(detail())),
      http.get(api('/properties/7/history/'), () =>
        HttpResponse.json({
          events: [
            {
              at: '2026-03-01T12:00:00Z',
              kind: 'status_change',
              old_price: null,
              new_price: null,
              old_status: 'Expired',
              new_status: 'Active',
              source: 'feed',
            },
            {
              at: '2026-02-10T12:00:00Z',
              kind: 'price_change',
              old_price: 325000,
              new_price: 299000,
              old_status: null,
              new_status: null,
              source: 'import',
            },
            {
              at: '2026-01-05T12:00:00Z',
              kind: 'listed',
              old_price: null,
              new_price: 325000,
              old_status: null,
              new_status: 'Active',
              source: 'demo',
            },
          ],
        }),
      ),
    );
    renderPage(<PropertyPage />, '/products/properties/7', '/products/properties/:id');
    const timeline = await screen.findByRole('list', { name: 'Price and status events, newest first' }, WAIT);
    const items = within(timeline).getAllByRole('listitem');
    // (299,000 − 325,000) / 325,000 = −8.0%.
    expect(items.map((item) => item.textContent)).toEqual([
      'Mar 1, 2026Back on market (Expired → Active)MLS feed',
      'Feb 10, 2026Price cut $325,000 → $299,000 (−8.0%)Listing import',
      'Jan 5, 2026Listed at $325,000Demo history',
    ]);
    expect(await screen.findByRole('img', { name: /^List price over time, now \$/ }, WAIT)).toBeInTheDocument();
  });

  it("says so when nothing has changed yet, and shows the server's reason when the history cannot be read", async () => {
    server.use(
      http.get(api('/properties/7/'), () => HttpResponse.json(detail())),
      http.get(api('/properties/7/history/'), () => HttpResponse.json({ detail: 'Property not found.' }, { status: 404 })),
    );
    renderPage(<PropertyPage />, '/products/properties/7', '/products/properties/:id');
    expect(await screen.findByText('Property not found.', {}, WAIT)).toBeInTheDocument();
    server.use(http.get(api('/properties/7/history/'), () => HttpResponse.json({ events: [] })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No price or status changes recorded yet/, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^List price over time/ })).not.toBeInTheDocument();
  });
});
