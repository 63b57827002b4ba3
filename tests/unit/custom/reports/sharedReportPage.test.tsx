import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SharedReportPage from '../../../../src/custom/reports/SharedReportPage.tsx';
import { reportAnswer } from './reportFixture.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATTERN = '/report/shared/:token';
/** The server's token: report id, a dot, HMAC-SHA256 in base64url (reportService.shareToken). */
const TOKEN = '5.Xy9_kQ-3bA';

/** GET /report/shared/{token}/: the stored report, marked read-only; anything else is the given error. */
function sharedApi(error?: { status: number; detail: string }) {
  const tokens: string[] = [];
  server.use(
    http.get(api('/report/shared/:token/'), ({ params }) => {
      tokens.push(String(params.token));
      if (error) return HttpResponse.json({ detail: error.detail }, { status: error.status });
      return HttpResponse.json({ ...reportAnswer(), read_only: true });
    }),
  );
  return tokens;
}

describe('shared report link', { timeout: 30_000 }, () => {
  it('reads the token from the address and shows the report without any way to change or re-share it', async () => {
    const tokens = sharedApi();
    renderPage(<SharedReportPage />, `/report/shared/${TOKEN}`, PATTERN);
    expect(await screen.findByTestId('report-address', {}, WAIT)).toHaveTextContent('12 Oak St, Austin, TX 78701');
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByTestId('arv-value')).toHaveTextContent('$306,000');

    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Down payment (%)')).toBeDisabled();
    expect(screen.getAllByRole('spinbutton').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    const comps = screen.getByRole('table', { name: 'Comparable sales' });
    expect(
      within(comps)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).disabled),
    ).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Add a sale by property id' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comp' })).not.toBeInTheDocument();
    expect(screen.queryByText(/changes recompute and are saved/)).not.toBeInTheDocument();
  });

  it('says so when the link is not valid (404)', async () => {
    const tokens = sharedApi({ status: 404, detail: 'Report not found.' });
    renderPage(<SharedReportPage />, '/report/shared/5.forged', PATTERN);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Report not found.');
    expect(tokens).toEqual(['5.forged']);
    expect(screen.queryByTestId('report-address')).not.toBeInTheDocument();
  });

  it('says so when the link has expired (410)', async () => {
    sharedApi({ status: 410, detail: 'This share link has expired.' });
    renderPage(<SharedReportPage />, `/report/shared/${TOKEN}`, PATTERN);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('This share link has expired.');
    expect(screen.queryByTestId('report-address')).not.toBeInTheDocument();
  });
});
