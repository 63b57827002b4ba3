import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import FeedsPage from '../../../../src/custom/admin/FeedsPage.tsx';
import type { FeedStatus } from '../../../../src/dataProvider/feeds.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const FEED: FeedStatus = {
  id: 'mls',
  url: 'https://reso.example.com/odata/Property',
  media: true,
  sync_minutes: 15,
  status: 'failed',
  in_progress: true,
  full_replication: false,
  high_water: '2026-11-26T10:00:00Z',
  run_since: '2026-11-26T09:55:00Z',
  started_at: '2026-11-27T08:00:00Z',
  finished_at: '2026-11-26T10:01:00Z',
  last_page_at: '2026-11-27T08:00:05Z',
  counts: { pages: 3, received: 1200, inserted: 40, updated: 1150, off_market: 7, skipped: 3 },
  recent_skips: [{ key: 'X-9', reason: 'ListPrice is not a number', at: '2026-11-27T08:00:04Z' }],
  last_error: 'The feed answered 500 Internal Server Error.',
  last_error_at: '2026-11-27T08:00:06Z',
};

describe('data feeds page', { timeout: 30_000 }, () => {
  it("shows a feed's state in words, its counts, last error and skipped records, and queues a sync", async () => {
    const syncs: string[] = [];
    server.use(
      http.get(api('/feeds/'), () => HttpResponse.json([FEED])),
      http.post(api('/feeds/mls/sync/'), ({ request }) => {
        syncs.push(new URL(request.url).search);
        return HttpResponse.json({ queued: syncs.length === 1 }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<FeedsPage />, '/admin/feeds');
    const card = within(await screen.findByRole('region', { name: 'Feed mls' }, WAIT));
    expect(card.getByText('Failed')).toBeInTheDocument();
    expect(card.getByText('Pages still to read')).toBeInTheDocument();
    expect(card.getByText('https://reso.example.com/odata/Property (with photos)')).toBeInTheDocument();
    expect(card.getByText('every 15 minutes')).toBeInTheDocument();
    expect(card.getByText('1,150')).toBeInTheDocument();
    expect(card.getByText(/The feed answered 500 Internal Server Error\./)).toBeInTheDocument();
    const skips = within(card.getByRole('table', { name: 'Records skipped by mls' }));
    expect(skips.getByText('ListPrice is not a number')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Sync changes now' }));
    expect(await screen.findByText('Sync of mls queued: it starts within a minute.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Replicate everything again' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Replicate mls again?' })).getByRole('button', { name: 'Replicate again' }));
    expect(await screen.findByText('A sync of mls is already waiting to run.')).toBeInTheDocument();
    expect(syncs).toEqual(['', '?full=true']);
  });

  it("tells anyone but an operator the server's reason", async () => {
    server.use(
      http.get(api('/feeds/'), () =>
        HttpResponse.json({ detail: "Only the portal's operators (ADMIN_EMAILS) can do this." }, { status: 403 }),
      ),
    );
    renderPage(<FeedsPage />, '/admin/feeds');
    expect(await screen.findByText("Only the portal's operators (ADMIN_EMAILS) can do this.", {}, WAIT)).toBeInTheDocument();
  });

  it('says how to configure a feed when there is none', async () => {
    server.use(http.get(api('/feeds/'), () => HttpResponse.json([])));
    renderPage(<FeedsPage />, '/admin/feeds');
    expect(await screen.findByRole('heading', { name: 'No feed configured' }, WAIT)).toBeInTheDocument();
  });
});
