import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import EndpointDocPage from '../../../../src/custom/integrations/EndpointDocPage.tsx';
import { tryItQuote } from '../../../../src/custom/integrations/tryIt.ts';
import type { EndpointDoc } from '../../../../src/dataProvider/integrations.ts';
import { quoteParams } from '../../../../src/dataProvider/quotes.ts';
import { fakeKeysApi, keyRow } from '../../fakeKeysApi.ts';
import { renderPage } from '../../renderPage.tsx';
import { api, ORIGIN } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };

const DOC: EndpointDoc = {
  id: 'auction-list',
  method: 'GET',
  path: '/api/properties/auction/list/',
  summary: 'Search auction listings',
  description: '',
  credits: '1 credit per new filter set',
  rate_limit_per_minute: 60,
  parameters: [
    { name: 'location', in: 'query', required: true, type: 'string' },
    { name: 'page', in: 'query', required: false, type: 'integer' },
  ],
  response_schema: { type: 'object' },
  examples: { curl: 'curl', javascript: 'fetch', typescript: 'api' },
};
const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init)) as typeof fetch;

describe('try it: a call that spends credits asks with its price first', { timeout: 40_000 }, () => {
  it('prices each paid endpoint as its call sends it, and nothing for a free one', () => {
    const params = (doc: Pick<EndpointDoc, 'id' | 'parameters'>, values: Record<string, string>) => {
      const quote = tryItQuote(doc, values);
      return quote && Object.fromEntries(quoteParams(quote));
    };
    expect(params(DOC, { location: ' Austin, TX ', page: '2' })).toEqual({ location: 'Austin, TX', action: 'auction_search' });
    const download = {
      id: 'download-properties',
      parameters: [
        { name: 'location', in: 'query' },
        { name: 'file_type', in: 'query' },
      ],
    };
    expect(params(download as EndpointDoc, { location: 'Austin, TX', file_type: 'pdf' })).toEqual({
      location: 'Austin, TX',
      file_type: 'pdf',
      action: 'download',
    });
    const report = { id: 'generate-report', parameters: [{ name: 'property_id', in: 'body' }] };
    expect(params(report as EndpointDoc, { property_id: '7' })).toEqual({ action: 'report', property_id: '7' });
    expect(tryItQuote({ id: 'search-count', parameters: [] }, {})).toBeNull();
  });

  it('shows the cost and balance after; cancel sends nothing, confirm sends the call', async () => {
    const keys = fakeKeysApi([keyRow(3, 'Deal script')]);
    const sent: string[] = [];
    server.use(
      ...keys.handlers,
      http.get(api('/endpoints/auction-list'), () => HttpResponse.json(DOC)),
      http.get(api('/credits/quote/'), () =>
        HttpResponse.json({
          action: 'auction_search',
          label: 'Search: Austin, TX · Auctions · Active',
          cost: 1,
          balance: 17,
          balance_after: 16,
          affordable: true,
          free_reason: null,
          free_until: null,
        }),
      ),
      http.get(api('/properties/auction/list/'), ({ request }) => {
        sent.push(new URL(request.url).search);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [], credits_charged: 0, credits_remaining: 17 });
      }),
      http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 16, cost_per_search: 1, cost_per_results_page: 1 })),
    );
    const user = userEvent.setup();
    renderPage(
      <EndpointDocPage fetchFn={fetchFn} />,
      '/products/integrations/apis/documentation/auction-list',
      '/products/integrations/apis/documentation/:id',
    );
    const panel = await screen.findByRole('form', { name: 'Try it' }, WAIT);
    await within(panel).findByText('Deal script (ps_live_k3ab…)', {}, WAIT);
    await user.type(within(panel).getByLabelText('Full key'), 'ps_live_k3ab_SECRET_3');
    await user.type(within(panel).getByLabelText(/^location/), 'Austin, TX');

    await user.click(within(panel).getByRole('button', { name: 'Send request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send this request?' }, WAIT);
    expect(await within(dialog).findByText('This call costs 1 credit. Balance after: 16 credits.', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByText('Search: Austin, TX · Auctions · Active')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Send request' }));
    dialog = await screen.findByRole('dialog', { name: 'Send this request?' }, WAIT);
    await user.click(await within(dialog).findByRole('button', { name: 'Send request (1 credit)' }, WAIT));
    await waitFor(() => expect(sent).toEqual(['?location=Austin%2C+TX']), WAIT);
  });
});
