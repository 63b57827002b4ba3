import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../../src/custom/notifications/index.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const notification = (id: number, fields: Record<string, unknown>) => ({
  id,
  kind: 'price_drop',
  kind_label: 'Price drop',
  title: '9 Bell St, Austin, TX',
  body: 'Price cut $200,000 → $185,000 (−7.5%)',
  link: '/products/properties/42',
  created_at: '2026-11-20T15:00:00Z',
  read: false,
  ...fields,
});

describe('notification bell', () => {
  it('shows the unread count, lists the latest, and opening one marks it read and goes to its page', async () => {
    let unread = 2;
    const read: string[] = [];
    server.use(
      http.get(api('/notifications/unread-count/'), () => HttpResponse.json({ unread })),
      http.get(api('/notifications/'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('page_size')).toBe('10');
        return HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [
            notification(3, {}),
            notification(2, {
              kind: 'new_match',
              kind_label: 'New matches',
              title: 'Deals in 78704',
              body: '4 new listings match this saved search',
              link: '/products/lists/saved-searches/5',
            }),
            notification(1, { read: true, body: 'Status Active → Pending' }),
          ],
        });
      }),
      http.post(api('/notifications/:id/read/'), ({ params }) => {
        read.push(String(params.id));
        unread -= 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    // The bell stays in the app bar on every page: it is rendered for all of /products.
    renderPage(<NotificationBell />, '/products', '/products/*');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, WAIT);
    const items = await within(dialog).findAllByRole('button', { name: /Bell St|Deals in/ }, WAIT);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Price drop · .+ · New9 Bell St, Austin, TXPrice cut \$200,000 → \$185,000 \(−7\.5%\)$/),
      expect.stringMatching(/^New matches · .+ · NewDeals in 787044 new listings match this saved search$/),
      expect.stringMatching(/^Price drop · [^·]+9 Bell St, Austin, TXStatus Active → Pending$/),
    ]);
    await user.click(items[1]!);
    await waitFor(() => expect(read).toEqual(['2']), WAIT);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/lists/saved-searches/5');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, WAIT)).toBeInTheDocument();
  });

  it('says what will appear when there is nothing yet', async () => {
    server.use(
      http.get(api('/notifications/unread-count/'), () => HttpResponse.json({ unread: 0 })),
      http.get(api('/notifications/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    const user = userEvent.setup();
    renderPage(<NotificationBell />, '/products');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, WAIT));
    expect(await screen.findByText(/^No notifications yet\./, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all read at once, and the count goes', async () => {
    let unread = 3;
    let readAll = 0;
    server.use(
      http.get(api('/notifications/unread-count/'), () => HttpResponse.json({ unread })),
      http.get(api('/notifications/'), () => HttpResponse.json({ count: 1, next: null, previous: null, results: [notification(1, {})] })),
      http.post(api('/notifications/read-all/'), () => {
        readAll += 1;
        unread = 0;
        return HttpResponse.json({ updated: 3 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<NotificationBell />, '/products');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }, WAIT));
    await waitFor(() => expect(readAll).toBe(1), WAIT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(), WAIT);
    // Behind the open popover the bell is hidden from the accessibility tree, but says so.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });
});
