import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReportHistoryPage from '../../../../src/custom/reports/ReportHistoryPage.tsx';
import { linkStatus } from '../../../../src/custom/reports/ShareLinksDialog.tsx';
import type { ShareLink } from '../../../../src/dataProvider/reports.ts';
import { dateTime } from '../../../../src/shared/format.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATH = '/products/full-property-report/history';
const ADDRESS = '12 Oak St, Austin, TX 78701';

const link = (id: number, extra: Partial<ShareLink> = {}): ShareLink => ({
  id,
  created_at: '2026-03-01T12:00:00Z',
  expires_at: '2026-03-31T12:00:00Z',
  revoked_at: null,
  active: true,
  ...extra,
});

/** Report 1 in the history, with its share links as the server keeps them (GET shares, GET share, POST revoke). */
function shareApi() {
  const links: ShareLink[] = [link(2), link(1, { expires_at: '2026-03-02T12:00:00Z', active: false })];
  const requests: string[] = [];
  server.use(
    http.get(api('/report/'), () =>
      HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 1,
            created_at: '2026-03-01T12:00:00Z',
            address: ADDRESS,
            property_id: '101',
            arv: 306_000,
            arv_low: 1,
            arv_high: 2,
            confidence_level: 'High',
            thumbnail_url: null,
          },
        ],
      }),
    ),
    http.get(api('/report/1/shares/'), () => HttpResponse.json({ count: links.length, next: null, previous: null, results: links })),
    http.get(api('/report/1/share/'), ({ request }) => {
      const url = new URL(request.url);
      requests.push(`GET ${url.pathname}${url.search}`);
      links.unshift(link(3, { created_at: '2026-03-05T12:00:00Z', expires_at: '2026-04-04T12:00:00Z' }));
      return HttpResponse.json({ id: 3, token: '3.secret', path: '/report/shared/3.secret', expires_at: '2026-04-04T12:00:00.000Z' });
    }),
    http.post(api('/report/1/shares/:shareId/revoke/'), ({ params, request }) => {
      requests.push(`POST ${new URL(request.url).pathname}`);
      const revoked = links.find((l) => l.id === Number(params.shareId))!;
      Object.assign(revoked, { active: false, revoked_at: '2026-03-06T08:00:00Z' });
      return HttpResponse.json(revoked);
    }),
  );
  return { links, requests };
}

describe('share links from report history', { timeout: 30_000 }, () => {
  it('makes a link with the chosen expiry, shows it once, and revokes a link that still opens', async () => {
    const { requests } = shareApi();
    const user = userEvent.setup();
    renderPage(<ReportHistoryPage />, PATH);
    await user.click(await screen.findByRole('button', { name: `Share links of ${ADDRESS}` }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    // Opening the dialog does not open the report.
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    const list = await within(dialog).findByRole('list', { name: 'Share links' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringContaining(`Opens the report until ${dateTime('2026-03-31T12:00:00Z')}`),
      expect.stringContaining(`Expired ${dateTime('2026-03-02T12:00:00Z')}`),
    ]);
    // Only the link that still opens can be revoked.
    expect(within(list).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    await user.click(within(dialog).getByRole('combobox', { name: 'Link expires after' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByTestId('new-share-link', {}, WAIT)).toHaveTextContent(
      `${window.location.origin}/report/shared/3.secret`,
    );
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/report/shared/3.secret`);
    expect(requests).toEqual(['GET /api/report/1/share/?expires_in_days=30']);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), WAIT);

    await user.click(within(list).getByRole('button', { name: `Revoke the link made ${dateTime('2026-03-05T12:00:00Z')}` }));
    expect(await screen.findByText('Link revoked: it opens nothing any more.', {}, WAIT)).toBeInTheDocument();
    expect(requests.at(-1)).toBe('POST /api/report/1/shares/3/revoke/');
    // The revoked link's address is no longer shown, and the list says it is revoked.
    await waitFor(() => expect(within(dialog).queryByTestId('new-share-link')).toBeNull(), WAIT);
    await waitFor(() => expect(within(list).getByText(`Revoked ${dateTime('2026-03-06T08:00:00Z')}`)).toBeInTheDocument(), WAIT);
  });

  it('says what a link does now', () => {
    expect(linkStatus(link(1))).toBe(`Opens the report until ${dateTime('2026-03-31T12:00:00Z')}`);
    expect(linkStatus(link(1, { active: false }))).toBe(`Expired ${dateTime('2026-03-31T12:00:00Z')}`);
    expect(linkStatus(link(1, { active: false, revoked_at: '2026-03-06T08:00:00Z' }))).toBe(`Revoked ${dateTime('2026-03-06T08:00:00Z')}`);
  });
});
