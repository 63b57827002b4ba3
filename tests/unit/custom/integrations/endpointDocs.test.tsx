import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import EndpointDocPage from '../../../../src/custom/integrations/EndpointDocPage.tsx';
import EndpointsPage from '../../../../src/custom/integrations/EndpointsPage.tsx';
import type { EndpointDoc } from '../../../../src/dataProvider/integrations.ts';
import { renderPage } from '../../renderPage.tsx';
import { api, ORIGIN } from '../../searchApi.ts';
import { fakeKeysApi, keyRow } from '../../fakeKeysApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };

const DOC: EndpointDoc = {
  id: 'search-count',
  method: 'POST',
  path: '/api/searches/properties/count/',
  summary: 'Count the listings that match a query',
  description: 'Free: counts never spend credits.',
  credits: 'free',
  rate_limit_per_minute: 60,
  parameters: [
    { name: 'location', in: 'body', required: true, type: 'string', description: 'City, ZIP or county', max_length: 200 },
    { name: 'dom', in: 'body', required: false, type: 'integer', minimum: 0, maximum: 3650 },
    { name: 'status', in: 'body', required: false, type: 'string', enum: ['for_sale', 'sold'] },
  ],
  response_schema: { type: 'object', properties: { count: { type: 'integer' } } },
  examples: {
    curl: "curl -X POST https://portal.example/api/searches/properties/count/ -H 'X-API-Key: YOUR_KEY'",
    javascript: "await fetch('/api/searches/properties/count/', { method: 'POST' })",
    typescript: "await api.POST('/api/searches/properties/count/', { body: { location: 'Austin, TX' } })",
  },
};

/** jsdom's fetch needs absolute addresses: the page's relative ones resolve against the test origin. */
const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init)) as typeof fetch;

describe('developer API documentation', { timeout: 40_000 }, () => {
  it('lists the endpoints with method, path, summary, credits and limit', async () => {
    server.use(
      http.get(api('/endpoints/'), () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            {
              id: 'search-properties',
              method: 'GET',
              path: '/api/searches/properties/',
              summary: 'Search listings',
              credits: '1 credit per new filter set',
              rate_limit_per_minute: 60,
            },
            {
              id: 'search-count',
              method: 'POST',
              path: '/api/searches/properties/count/',
              summary: 'Count listings',
              credits: 'free',
              rate_limit_per_minute: 120,
            },
          ],
        }),
      ),
    );
    renderPage(<EndpointsPage />, '/products/integrations/apis');
    const table = await screen.findByRole('table', { name: 'API endpoints' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'GET/api/searches/properties/Search listings1 credit per new filter set60/min',
      'POST/api/searches/properties/count/Count listingsfree120/min',
    ]);
    expect(within(rows[1]).getByRole('link', { name: '/api/searches/properties/count/' })).toHaveAttribute(
      'href',
      '/products/integrations/apis/documentation/search-count',
    );
  });

  it('documents one endpoint and its try-it panel sends X-API-Key (no bearer token) and shows the answer', async () => {
    const keys = fakeKeysApi([keyRow(3, 'Deal script'), keyRow(5, 'Agency site')]);
    const sent: { auth: string | null; key: string | null; body: unknown }[] = [];
    server.use(
      ...keys.handlers,
      http.get(api('/endpoints/search-count'), () => HttpResponse.json(DOC)),
      http.post(api('/searches/properties/count/'), async ({ request }) => {
        sent.push({ auth: request.headers.get('Authorization'), key: request.headers.get('X-API-Key'), body: await request.json() });
        return HttpResponse.json(
          { count: 42, credit_cost: 1, paid_until: null, credits_remaining: 17 },
          { headers: { 'RateLimit-Limit': '60', 'RateLimit-Remaining': '59', 'RateLimit-Reset': '41' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(
      <EndpointDocPage fetchFn={fetchFn} />,
      '/products/integrations/apis/documentation/search-count',
      '/products/integrations/apis/documentation/:id',
    );

    expect(await screen.findByRole('heading', { name: '/api/searches/properties/count/' }, WAIT)).toBeInTheDocument();
    const params = screen.getByRole('table', { name: 'Parameters' });
    expect(
      within(params)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'NameInTypeDescription',
      'locationrequiredbodystringCity, ZIP or countyat most 200 characters',
      'dombodyinteger0–3650',
      'statusbodystringone of for_sale, sold',
    ]);
    expect(screen.getByLabelText('Response schema')).toHaveTextContent('"count": {');
    expect(screen.getByText('Credits: free')).toBeInTheDocument();

    expect(screen.getByLabelText('curl example')).toHaveTextContent(DOC.examples.curl);
    await user.click(screen.getByRole('button', { name: 'Copy curl' }));
    expect(await navigator.clipboard.readText()).toBe(DOC.examples.curl);
    await user.click(screen.getByRole('tab', { name: 'JavaScript' }));
    await user.click(screen.getByRole('button', { name: 'Copy JavaScript' }));
    expect(await navigator.clipboard.readText()).toBe(DOC.examples.javascript);

    const panel = screen.getByRole('form', { name: 'Try it' });
    // The first key is chosen; pick the second.
    await user.click(await within(panel).findByRole('combobox', { name: 'API key' }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Agency site (ps_live_k5ab…)' }));
    // Keys are shown once, at creation: the panel sends nothing until the key is pasted.
    expect(within(panel).getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(within(panel).getByText(/Paste the key “Agency site” \(it starts with ps_live_k5ab…\)/)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Full key'), 'ps_live_k5ab_SECRET_5');

    // A required parameter left empty is said, and nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Send request' }));
    expect(within(panel).getByText('Required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(panel).getByRole('textbox', { name: 'location' }), 'Austin, TX');
    await user.type(within(panel).getByRole('textbox', { name: 'dom' }), '30');
    await user.click(within(panel).getByRole('button', { name: 'Send request' }));

    const answer = await within(panel).findByTestId('try-answer', {}, WAIT);
    expect(sent).toEqual([{ auth: null, key: 'ps_live_k5ab_SECRET_5', body: { location: 'Austin, TX', dom: 30 } }]);
    expect(keys.state.requests.some((r) => r.url.startsWith('/api/keys/reveal/'))).toBe(false);
    expect(within(answer).getByText('200 OK')).toBeInTheDocument();
    expect(within(answer).getByText('RateLimit-Remaining').nextSibling).toHaveTextContent('59');
    expect(within(answer).getByLabelText('Response body')).toHaveTextContent(
      JSON.stringify({ count: 42, credit_cost: 1, paid_until: null, credits_remaining: 17 }, null, 2).replace(/\s+/g, ' '),
      { normalizeWhitespace: true },
    );
  });

  it('shows a refusal (429) as the answer with its status and headers', async () => {
    const keys = fakeKeysApi([keyRow(3, 'Deal script')]);
    server.use(
      ...keys.handlers,
      http.get(api('/endpoints/search-count'), () => HttpResponse.json({ ...DOC, parameters: [] })),
      http.post(api('/searches/properties/count/'), () =>
        HttpResponse.json(
          { detail: 'Too many requests with this key: 60 a minute.' },
          { status: 429, headers: { 'Retry-After': '12', 'RateLimit-Remaining': '0' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage(
      <EndpointDocPage fetchFn={fetchFn} />,
      '/products/integrations/apis/documentation/search-count',
      '/products/integrations/apis/documentation/:id',
    );
    const panel = await screen.findByRole('form', { name: 'Try it' }, WAIT);
    await within(panel).findByText('Deal script (ps_live_k3ab…)', {}, WAIT);
    await user.type(within(panel).getByLabelText('Full key'), 'ps_live_k3ab_SECRET_3');
    await user.click(within(panel).getByRole('button', { name: 'Send request' }));
    const answer = await within(panel).findByTestId('try-answer', {}, WAIT);
    expect(within(answer).getByText(/^429/)).toBeInTheDocument();
    expect(within(answer).getByText('Retry-After').nextSibling).toHaveTextContent('12');
    expect(within(answer).getByLabelText('Response body')).toHaveTextContent('Too many requests with this key: 60 a minute.');
  });

  it('says when the endpoint does not exist', async () => {
    server.use(http.get(api('/endpoints/nope'), () => HttpResponse.json({ detail: 'No such endpoint.' }, { status: 404 })));
    renderPage(
      <EndpointDocPage fetchFn={fetchFn} />,
      '/products/integrations/apis/documentation/nope',
      '/products/integrations/apis/documentation/:id',
    );
    expect(await screen.findByText('No such endpoint.', {}, WAIT)).toBeInTheDocument();
  });
});
