import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReportPage from '../../../../src/custom/reports/ReportPage.tsx';
import { analyseReport } from '../../../../server/reports/analysis/buildReport.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { reportAnswer, reportInputs } from './reportFixture.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The report of an auction listing, built by the real analyses, with the given auction status. */
const auctionReport = (status: string | null) => ({
  ...reportAnswer(),
  ...analyseReport({
    ...reportInputs,
    subject: {
      ...reportInputs.subject,
      auction: { auction_date: '2025-08-01T15:00:00Z', opening_bid: 100_000, auction_type: 'Online', venue: null, auction_status: status },
    },
  }),
});

describe('report view: auction section', { timeout: 30_000 }, () => {
  it('says the auction status in words beside the date and the opening bid', async () => {
    server.use(http.get(api('/report/5/'), () => HttpResponse.json(auctionReport('reverted_to_lender'))));
    renderPage(<ReportPage />, '/report?id=5', '/report');
    expect(await screen.findByText(/^Auction Aug 1, 2025/, {}, { timeout: 10_000 })).toHaveTextContent(
      'Auction Aug 1, 2025 · opening bid $100,000 · Reverted to lender',
    );
  });

  it('says nothing more when the data gives no status', async () => {
    server.use(http.get(api('/report/5/'), () => HttpResponse.json(auctionReport(null))));
    renderPage(<ReportPage />, '/report?id=5', '/report');
    expect(await screen.findByText(/^Auction Aug 1, 2025/, {}, { timeout: 10_000 })).toHaveTextContent(
      /^Auction Aug 1, 2025 · opening bid \$100,000$/,
    );
  });
});
