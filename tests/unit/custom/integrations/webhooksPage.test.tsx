import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebhooksPage from '../../../../src/custom/integrations/WebhooksPage.tsx';
import { deliveryStatusLabel } from '../../../../src/custom/integrations/webhookLabels.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../src/dataProvider/webhooks.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATH = '/products/integrations/webhooks';
const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const ENDPOINT: WebhookEndpoint = {
  id: 4,
  url: 'https://crm.example/hooks/propscout',
  description: 'CRM sync',
  event_types: ['listing.new_match', 'auction.date_change'],
  events: [
    { type: 'listing.new_match', label: 'New listing matches a saved search' },
    { type: 'auction.date_change', label: 'Auction date change' },
  ],
  secret_hint: 'whsec_AbCd…',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};
const DELIVERY: WebhookDelivery = {
  id: 31,
  endpoint_id: 4,
  endpoint_url: ENDPOINT.url,
  event_id: 'evt_retry_1',
  event_type: 'listing.new_match',
  event_label: 'New listing matches a saved search',
  status: 'pending',
  attempts: 2,
  created_at: '2026-11-26T10:00:00Z',
  last_attempt_at: '2026-11-26T10:01:00Z',
  next_attempt_at: '2026-11-26T10:06:00Z',
  last_status_code: 500,
  last_response_ms: 87,
  last_error: 'The endpoint answered 500.',
  last_response_body: 'oops',
};
const attempt = (n: number, ok: boolean, status: number) => ({
  id: n,
  attempt: n,
  replay: n === 3,
  attempted_at: '2026-11-26T10:07:00Z',
  ok,
  status_code: status,
  response_ms: 42,
  response_body: '',
  error: ok ? null : `The endpoint answered ${status}.`,
});

/** The webhooks API: records what the page sent. */
function webhooksApi() {
  const calls = {
    created: [] as unknown[],
    deleted: [] as string[],
    tested: [] as string[],
    replayed: [] as string[],
    logs: [] as string[],
  };
  let endpoints = [ENDPOINT];
  server.use(
    http.get(api('/webhooks/endpoints/'), () => HttpResponse.json(paged(endpoints))),
    http.post(api('/webhooks/endpoints/'), async ({ request }) => {
      const body = (await request.json()) as { url: string; description: string; event_types: string[] };
      calls.created.push(body);
      const created = {
        ...ENDPOINT,
        id: 5,
        url: body.url,
        description: body.description,
        event_types: body.event_types,
        events: [{ type: 'listing.price_drop', label: 'Price drop on a listing' }],
        secret_hint: 'whsec_Zz9y…',
      };
      endpoints = [created, ...endpoints];
      return HttpResponse.json({ ...created, secret: 'whsec_Zz9yXwVuTsRqPoNmLkJiHgFeDcBa0123456789abcde' }, { status: 201 });
    }),
    http.delete(api('/webhooks/endpoints/:id/'), ({ params }) => {
      calls.deleted.push(String(params.id));
      endpoints = endpoints.filter((e) => String(e.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('/webhooks/endpoints/:id/test/'), ({ params }) => {
      calls.tested.push(String(params.id));
      return HttpResponse.json({
        ...DELIVERY,
        id: 40,
        event_id: 'evt_test',
        event_type: 'webhook.test',
        event_label: 'Test event',
        status: 'succeeded',
        attempts: 1,
        last_status_code: 200,
        last_response_ms: 35,
        last_error: null,
        attempt_log: [attempt(1, true, 200)],
      });
    }),
    http.get(api('/webhooks/deliveries/'), ({ request }) => {
      calls.logs.push(new URL(request.url).search);
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(paged(status === 'failed' ? [] : [DELIVERY]));
    }),
    http.post(api('/webhooks/deliveries/:id/replay/'), ({ params }) => {
      calls.replayed.push(String(params.id));
      return HttpResponse.json({
        ...DELIVERY,
        status: 'succeeded',
        attempts: 3,
        last_status_code: 200,
        attempt_log: [attempt(1, false, 500), attempt(2, false, 500), attempt(3, true, 200)],
      });
    }),
  );
  return calls;
}

describe('webhooks page', { timeout: 30_000 }, () => {
  it('lists endpoints with their event labels and the delivery log with status, response time and attempts', async () => {
    webhooksApi();
    renderPage(<WebhooksPage />, PATH);
    const item = await screen.findByRole('listitem', { name: ENDPOINT.url }, WAIT);
    expect(within(item).getByText('CRM sync')).toBeInTheDocument();
    expect(within(item).getByText('New listing matches a saved search')).toBeInTheDocument();
    expect(within(item).getByText('Auction date change')).toBeInTheDocument();
    expect(within(item).getByText(/Secret whsec_AbCd…/)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const row = (await within(table).findByText('evt_retry_1')).closest('tr')!;
    expect(within(row).getByText('Retrying')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('87 ms')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(deliveryStatusLabel({ status: 'pending', attempts: 0 })).toBe('Waiting');
    expect(deliveryStatusLabel({ status: 'failed', attempts: 7 })).toBe('Failed');
  });

  it('adds an endpoint and shows its secret once with a copy button; sends a test event; replays; deletes', async () => {
    const calls = webhooksApi();
    const user = userEvent.setup();
    renderPage(<WebhooksPage />, PATH);
    await screen.findByRole('listitem', { name: ENDPOINT.url }, WAIT);

    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.example/in');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Zapier');
    await user.click(screen.getByRole('checkbox', { name: 'New listing matches a saved search' }));
    await user.click(screen.getByRole('checkbox', { name: 'Price drop on a listing' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const notice = await screen.findByTestId('webhook-secret', {}, WAIT);
    expect(notice).toHaveTextContent('whsec_Zz9yXwVuTsRqPoNmLkJiHgFeDcBa0123456789abcde');
    expect(notice).toHaveTextContent('This is the only time the secret of https://hooks.example/in is shown');
    expect(within(notice).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(calls.created).toEqual([{ url: 'https://hooks.example/in', description: 'Zapier', event_types: ['listing.price_drop'] }]);
    expect(await screen.findByRole('listitem', { name: 'https://hooks.example/in' }, WAIT)).toBeInTheDocument();

    const existing = screen.getByRole('listitem', { name: ENDPOINT.url });
    await user.click(within(existing).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event delivered (200, 35 ms).', {}, WAIT)).toBeInTheDocument();
    expect(calls.tested).toEqual(['4']);

    await user.click(await screen.findByRole('button', { name: `Replay evt_retry_1 to ${ENDPOINT.url}` }));
    expect(await screen.findByText('Sent again: answered 200 in 42 ms.', {}, WAIT)).toBeInTheDocument();
    expect(calls.replayed).toEqual(['31']);

    await user.click(within(existing).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog).toHaveTextContent(`${ENDPOINT.url} will receive no more events`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deleted).toEqual(['4']), WAIT);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: ENDPOINT.url })).toBeNull(), WAIT);
  });

  it('filters the delivery log by status', async () => {
    const calls = webhooksApi();
    const user = userEvent.setup();
    renderPage(<WebhooksPage />, PATH);
    await screen.findByText('evt_retry_1', {}, WAIT);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No deliveries yet.', {}, WAIT)).toBeInTheDocument();
    expect(calls.logs.at(-1)).toBe('?page=1&page_size=10&status=failed');
  });
});
