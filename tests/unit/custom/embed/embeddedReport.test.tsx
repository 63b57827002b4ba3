import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbedShell } from '../../../../src/custom/embed/EmbedPage.tsx';
import { reportAnswer } from '../reports/reportFixture.ts';
import { api, ORIGIN } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => window.sessionStorage.clear());
const WAIT = { timeout: 10_000 };

const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init)) as typeof fetch;

/**
 * Session for https://partner.example; POST /report/ makes report 77 (201), then shows it again (200) as the server
 * does for its widget; GET /report/77/ reads it (which an embed token may not do).
 */
function reportApi() {
  const calls: string[] = [];
  let made = false;
  server.use(
    http.post(api('/embed/session/'), async ({ request }) => {
      calls.push(`SESSION ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ token: 'embtok.9', expires_at: new Date(Date.now() + 900_000).toISOString(), allowed: true });
    }),
    http.post(api('/report/'), async ({ request }) => {
      calls.push(
        `POST ${JSON.stringify(await request.json())} ${request.headers.get('X-Embed-Token')} ${request.headers.get('Authorization')}`,
      );
      const status = made ? 200 : 201;
      made = true;
      return HttpResponse.json({ ...reportAnswer(), id: 77 }, { status });
    }),
    http.get(api('/report/:id/'), ({ params, request }) => {
      calls.push(`GET ${String(params.id)} ${request.headers.get('X-Embed-Token')}`);
      return HttpResponse.json({ ...reportAnswer(), id: 77 });
    }),
  );
  return calls;
}

const renderReport = (path: string, kind: 'report' | 'auction-report' = 'report') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <EmbedShell kind={kind} fetchFn={fetchFn} origin="https://partner.example" />
    </MemoryRouter>,
  );

describe('embedded report', { timeout: 30_000 }, () => {
  it('asks for the listing’s report with the embed token each time (the server shows its recent one again) and never reads by id', async () => {
    const calls = reportApi();
    const first = renderReport('/report?embed=emb_1&property_id=12');
    expect(await screen.findByTestId('report-address', {}, WAIT)).toHaveTextContent('12 Oak St, Austin, TX 78701');
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
    expect(screen.getByLabelText('Down payment (%)')).toBeDisabled();
    first.unmount();

    renderReport('/report?embed=emb_1&property_id=12');
    await screen.findByTestId('report-address', {}, WAIT);
    // The session names the report widget's listing; the report is always asked for by listing, never read by its id.
    const session = 'SESSION {"embed_id":"emb_1","parent_origin":"https://partner.example","property_id":"12"}';
    expect(calls).toEqual([session, 'POST {"property_id":"12"} embtok.9 null', session, 'POST {"property_id":"12"} embtok.9 null']);
  });

  it('says when an auction report is not for an auction listing, and when the property is missing', async () => {
    reportApi();
    const first = renderReport('/auction-report?embed=emb_1&property_id=12', 'auction-report');
    expect(
      await screen.findByText('This property is not sold at auction, so its report has no auction analysis.', {}, WAIT),
    ).toBeInTheDocument();
    first.unmount();
    renderReport('/report?embed=emb_1');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('This widget needs a property');
  });
});
