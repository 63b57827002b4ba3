import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (path: string) => `${ORIGIN}/api${path}`;
const paged = (rows: unknown[]) => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
const email = {
  id: 3,
  name: 'Austin flips',
  saved_search_id: 8,
  saved_search_name: 'Austin, TX',
  subject: 'New flips',
  body: 'Hi',
  schedule: 'weekly',
  send_hour: 8,
  send_weekday: 1,
  timezone: null,
  effective_timezone: 'UTC',
  status: 'active',
  group_count: 1,
  contact_count: 0,
  recipient_count: 4,
  last_run_at: '',
  next_run_at: '2026-06-01T08:00:00Z',
  created_at: '',
  updated_at: '',
};
const log = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  automated_email_id: 3,
  email_name: 'Austin flips',
  run_id: 1,
  contact_id: 1,
  recipient: 'ann@example.com',
  subject: 'New flips',
  status,
  error: null,
  attempts: 1,
  listing_count: 3,
  test: false,
  created_at: '2026-05-01T08:00:00Z',
  ...extra,
});

describe('automated emails', { timeout: 30_000 }, () => {
  it('switches an email off, and sends a test now', async () => {
    const posts: { url: string; body: unknown }[] = [];
    let status = 'active';
    server.use(
      http.get(api('/automation/emails/'), () => paged([{ ...email, status }])),
      http.post(api('/automation/emails/3/status/change/'), async ({ request }) => {
        const body = (await request.json()) as { status: string };
        posts.push({ url: new URL(request.url).pathname, body });
        status = body.status;
        return HttpResponse.json({ ...email, status });
      }),
      http.post(api('/automation/emails/3/send-now/'), async ({ request }) => {
        const text = await request.text();
        const body = text ? (JSON.parse(text) as { contact_id?: number }) : null;
        posts.push({ url: new URL(request.url).pathname, body });
        const to = body?.contact_id === 12 ? 'zoe@client.test' : 'rosa@example.com';
        return HttpResponse.json({ run_id: 1, outbox_id: 2, to, listing_count: 3 }, { status: 202 });
      }),
      http.get(api('/crm/contacts/search/'), ({ request }) =>
        paged(
          new URL(request.url).searchParams.get('keyword') === 'zo'
            ? [{ id: 12, first_name: 'Zoe', last_name: 'Client', email: 'zoe@client.test', phone: '', company: '', role: '', tags: [] }]
            : [],
        ),
      ),
      http.get(api('/crm/contacts/'), () => paged([])),
    );
    renderCrm('/products/lists/automated-emails');
    const user = userEvent.setup();

    expect(await screen.findByText('Weekly on Monday at 8:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Austin flips: on' }));
    await screen.findByText('Austin flips is paused.');
    expect(posts[0]).toEqual({ url: '/api/automation/emails/3/status/change/', body: { status: 'paused' } });
    await screen.findByRole('switch', { name: 'Austin flips: paused' });

    await user.click(screen.getByRole('button', { name: /Test/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send test' }));
    await screen.findByText(/Test of Austin flips is on its way to rosa@example.com with 3 listings/);
    expect(posts[1]).toEqual({ url: '/api/automation/emails/3/send-now/', body: {} });

    // A preview to a client: the chosen contact receives it as they will.
    await user.click(screen.getByRole('button', { name: /Test/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /One of my contacts/ }));
    expect(within(dialog).getByRole('button', { name: 'Send test' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Contact' }), 'zo');
    await user.click(await screen.findByRole('option', { name: 'Zoe Client <zoe@client.test>' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    await screen.findByText(/Test of Austin flips is on its way to zoe@client.test with 3 listings/);
    expect(posts[2]).toEqual({ url: '/api/automation/emails/3/send-now/', body: { contact_id: 12, to_contact: true } });
  });

  it('keeps products/lists/automated-emails/logs as its own screen, with failures and their errors', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/automation/emails/logs/'), ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const rows = [
          log(2, 'failed', { recipient: 'bob@example.com', error: '550 Mailbox unavailable', attempts: 6 }),
          log(1, 'sent', { test: true }),
        ];
        return paged(url.searchParams.get('status') ? rows.filter((r) => r.status === url.searchParams.get('status')) : rows);
      }),
      http.get(api('/automation/emails/'), () => paged([email])),
      http.get('*/api/config/', () => HttpResponse.json({ mailInboxUrl: 'http://127.0.0.1:1080/' })),
    );
    renderCrm('/products/lists/automated-emails/logs');
    const user = userEvent.setup();

    const failed = (await screen.findByText('bob@example.com')).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('550 Mailbox unavailable (after 6 attempts)')).toBeInTheDocument();
    const sent = screen.getByText('ann@example.com').closest('tr')!;
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('Test')).toBeInTheDocument();
    expect(seen[0]).toContain('ordering=-created_at');
    expect(await screen.findByRole('link', { name: 'http://127.0.0.1:1080/' })).toHaveAttribute('href', 'http://127.0.0.1:1080/');

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
    expect(seen.at(-1)).toContain('status=failed');
  });
});
