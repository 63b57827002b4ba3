import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReportPage from '../../../../src/custom/reports/ReportPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { reportAnswer } from './reportFixture.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };

describe('report view', { timeout: 30_000 }, () => {
  it('shows the ARV and analyses, recomputes on a changed down payment and an excluded comp, saving both', async () => {
    const puts: Record<string, unknown>[] = [];
    let overrides: Record<string, unknown> = {};
    server.use(
      http.get(api('/report/5/'), () => HttpResponse.json(reportAnswer(overrides))),
      http.put(api('/report/5/assumptions/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        overrides = { ...overrides, ...body };
        return HttpResponse.json(reportAnswer(overrides));
      }),
    );
    renderPage(<ReportPage />, '/report?id=5', '/report');
    // comps 300,000 310,000 290,000 320,000 time-adjusted by 30 days (+1,000): median 306,000
    expect(await screen.findByTestId('arv-value', {}, WAIT)).toHaveTextContent('$306,000');
    expect(screen.getByTestId('report-address')).toHaveTextContent('12 Oak St, Austin, TX 78701');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4 + 0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Rental' }));
    const dscr = screen.getByTestId('figure-DSCR');
    expect(dscr).not.toHaveTextContent('—');

    fireEvent.change(screen.getByTestId('assumption-down_payment_pct'), { target: { value: '100' } });
    await waitFor(() => expect(puts).toContainEqual({ down_payment_pct: 100 }), WAIT);
    await waitFor(() => expect(screen.getByTestId('figure-DSCR')).toHaveTextContent('—'), WAIT); // no loan: no DSCR

    await user.click(within(screen.getByTestId('comp-14')).getByRole('checkbox'));
    await waitFor(() => expect(puts).toContainEqual({ excluded_comp_ids: ['14'], added_comp_ids: [] }), WAIT);
    // without 320,000: median of 291,000 301,000 311,000 = 301,000
    await waitFor(() => expect(screen.getByTestId('arv-value')).toHaveTextContent('$301,000'), WAIT);
    expect(screen.queryByTestId('comp-14')).not.toBeInTheDocument();
  });

  it('explains a figure on hover', async () => {
    server.use(http.get(api('/report/5/'), () => HttpResponse.json(reportAnswer())));
    renderPage(<ReportPage />, '/report?id=5', '/report');
    await screen.findByTestId('arv-value', {}, WAIT);
    await userEvent.setup().hover(screen.getByTestId('figure-Rehab budget'));
    expect(await screen.findByText('(base + contingency), rounded to $500', {}, WAIT)).toBeInTheDocument();
  });

  it('offers to generate a report for a property with its cost, asks with its price first, and cancel spends nothing', async () => {
    const quoted: string[] = [];
    let posted = 0;
    server.use(
      http.get(api('/report/cost/'), () => HttpResponse.json({ cost: 1, unit: 'credit' })),
      http.get(api('/credits/quote/'), ({ request }) => {
        quoted.push(new URL(request.url).search);
        return HttpResponse.json({
          action: 'report',
          label: 'Full property report: 12 Oak St, Austin, TX 78701',
          cost: 1,
          balance: 0,
          balance_after: 0,
          affordable: false,
          free_reason: null,
          free_until: null,
        });
      }),
      http.post(api('/report/'), () => {
        posted += 1;
        return HttpResponse.json({ error: 'A full property report costs 1 credit and you have none left.' }, { status: 402 });
      }),
    );
    renderPage(<ReportPage />, '/report?property_id=5', '/report');
    const button = await screen.findByRole('button', { name: 'Generate report (1 credit)' }, WAIT);
    const user = userEvent.setup();
    await user.click(button);
    // The price first: what it buys, its cost, and that the balance cannot pay (confirming is not offered).
    const dialog = await screen.findByRole('dialog', { name: 'Generate this full report?' }, WAIT);
    expect(await within(dialog).findByText('This report costs 1 credit. Balance after: 0 credits.', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('Full property report: 12 Oak St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(dialog).getByText('Your balance is 0 credits, which does not cover this report.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Generate report (1 credit)' })).toBeDisabled();
    expect(quoted).toEqual(['?action=report&property_id=5']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toBe(0);
  });
});
