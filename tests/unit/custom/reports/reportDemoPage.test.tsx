import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../../../src/shared/format.ts';
import ReportDemoPage from '../../../../src/custom/reports/ReportDemoPage.tsx';
import { reportAnswer } from './reportFixture.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATH = '/products/full-property-report/demo';

/** GET /report/demo/ as reportService.demo() answers: analysed today, never stored (id 0), marked as the sample. */
const SAMPLE = { ...reportAnswer(), id: 0, is_sample: true };

describe(PATH, { timeout: 30_000 }, () => {
  it('shows the free sample report: address, ARV and the analyses, next to the generator with its cost', async () => {
    server.use(
      http.get(api('/report/demo/'), () => HttpResponse.json(SAMPLE)),
      http.get(api('/report/cost/'), () => HttpResponse.json({ cost: 1, unit: 'credit' })),
    );
    renderPage(<ReportDemoPage />, PATH);
    expect(await screen.findByTestId('report-address', {}, WAIT)).toHaveTextContent('12 Oak St, Austin, TX 78701');
    expect(screen.getByText(/Sample report, free to read\./)).toBeInTheDocument();
    // comps 300,000 310,000 290,000 320,000 time-adjusted by 30 days (+1,000): median 306,000
    expect(screen.getByTestId('arv-value')).toHaveTextContent('$306,000');
    expect(screen.getByTestId('arv-range')).toHaveTextContent(`Range ${money(SAMPLE.arv.low)} – ${money(SAMPLE.arv.high)}`);

    const analyses = screen.getByRole('tablist', { name: 'Analyses' });
    expect(within(analyses).getByRole('tab', { name: 'Flip' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('figure-Profit')).toHaveTextContent(money(SAMPLE.analyses!.flip.profit!.value));
    await userEvent.click(within(analyses).getByRole('tab', { name: 'Rental' }));
    expect(screen.getByTestId('figure-NOI')).toHaveTextContent(money(SAMPLE.analyses!.rental.noi!.value));

    // The sample cannot be shared, and the generator says what a report of one's own costs.
    expect(screen.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate report (1 credit)' }, WAIT)).toBeDisabled();
  });

  it("says why when there is no sample to show, with the server's detail", async () => {
    server.use(
      http.get(api('/report/demo/'), () => HttpResponse.json({ detail: 'No listing to show a sample report for yet.' }, { status: 404 })),
      http.get(api('/report/cost/'), () => HttpResponse.json({ cost: 1, unit: 'credit' })),
    );
    renderPage(<ReportDemoPage />, PATH);
    // After react-query's three retries (about 7 s).
    expect(await screen.findByText('No listing to show a sample report for yet.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('report-address')).not.toBeInTheDocument();
  });
});
