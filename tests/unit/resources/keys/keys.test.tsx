import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import { KEYS } from '../../../../src/dataProvider/resourceNames.ts';
import { ToastNotifications, ToastProvider } from '../../../../src/shared/toasts/ToastNotifications.tsx';
import apiKeys from '../../../../src/resources/keys/index.ts';
import { api, testApi } from '../../searchApi.ts';
import { LocationProbe } from '../../renderPage.tsx';
import { fakeKeysApi, keyRow } from '../../fakeKeysApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };

function renderKeys(path: string) {
  const t = testApi();
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <Admin dataProvider={createDataProvider(t.request)} store={memoryStore()} notification={ToastNotifications} disableTelemetry>
          <Resource name={KEYS} {...apiKeys} />
        </Admin>
        <LocationProbe />
      </ToastProvider>
    </TestMemoryRouter>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('API keys screen', { timeout: 40_000 }, () => {
  it('lists keys masked, creates one and shows its full key once with copy', async () => {
    const keys = fakeKeysApi([
      keyRow(1, 'Deal script', { request_count: 1234, last_used_at: '2026-11-23T08:05:00Z' }),
      keyRow(2, 'Agency site'),
    ]);
    server.use(...keys.handlers);
    const user = userEvent.setup();
    renderKeys(`/${KEYS}`);

    await screen.findByText('Deal script', {}, WAIT);
    // jsdom has no media queries: the phone layout, the prefix and last use under the name.
    const first = rowOf('Deal script');
    expect(first).toHaveTextContent('ps_live_k1ab…');
    expect(first).toHaveTextContent('1,234');
    expect(first).toHaveTextContent(
      `Last used: ${new Date('2026-11-23T08:05:00Z').toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`,
    );
    expect(rowOf('Agency site')).toHaveTextContent('Last used: Never');
    // The secrets are never in the list.
    expect(screen.queryByText(/SECRET/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'New API key' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, WAIT), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/API key “Zapier” created/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/This page will not show it again, and nobody can/)).toBeInTheDocument();
    expect(screen.getByTestId('secret-key')).toHaveTextContent('ps_live_k100ab_SECRET_100');
    expect(keys.state.requests.filter((r) => r.url.startsWith('/api/keys/generate/')).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/keys/generate/?name=Zapier',
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('ps_live_k100ab_SECRET_100');
    expect(await screen.findByText('API key copied to the clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Done' }));
    await screen.findByText('Zapier', {}, WAIT);
    expect(screen.getByTestId('location')).toHaveTextContent(`/${KEYS}`);
    expect(screen.queryByTestId('secret-key')).toBeNull();
    expect(rowOf('Zapier')).toHaveTextContent('ps_live_k100ab…');
  });

  it('never offers to reveal a key: the list and the key page show its prefix and say it was shown once', async () => {
    const keys = fakeKeysApi([keyRow(1, 'Deal script'), keyRow(2, 'Agency site')]);
    server.use(...keys.handlers);
    const user = userEvent.setup();
    renderKeys(`/${KEYS}`);

    await screen.findByText('Agency site', {}, WAIT);
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    await user.click(screen.getByText('Agency site'));
    expect(await screen.findByText('The full key was shown once, when it was created.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('5 per visitor session, 50 per day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    expect(screen.queryByText(/SECRET/)).toBeNull();
    expect(keys.state.requests.some((r) => r.url.startsWith('/api/keys/reveal/'))).toBe(false);
  });

  it('deletes the selected keys after a confirmation, one delete call per key', async () => {
    const keys = fakeKeysApi([keyRow(1, 'Deal script'), keyRow(2, 'Agency site'), keyRow(3, 'Old laptop')]);
    server.use(...keys.handlers);
    const user = userEvent.setup();
    renderKeys(`/${KEYS}`);

    await screen.findByText('Old laptop', {}, WAIT);
    await user.click(within(rowOf('Deal script')).getByRole('checkbox'));
    await user.click(within(rowOf('Old laptop')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', {}, WAIT);
    expect(within(confirm).getByText('Delete 2 API keys?')).toBeInTheDocument();
    expect(within(confirm).getByText(/stop working at once/)).toBeInTheDocument();
    // Nothing is deleted before the confirmation.
    expect(keys.state.requests.some((r) => r.url.startsWith('/api/keys/delete/'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByText('Old laptop')).toBeNull(), WAIT);
    expect(
      keys.state.requests
        .filter((r) => r.url.startsWith('/api/keys/delete/'))
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(['GET /api/keys/delete/?key_id=1', 'GET /api/keys/delete/?key_id=3']);
    expect(screen.queryByText('Deal script')).toBeNull();
    expect(screen.getByText('Agency site')).toBeInTheDocument();
    expect(keys.state.keys.map((k) => k.name)).toEqual(['Agency site']);
  });

  it("opens a key's call log", async () => {
    const keys = fakeKeysApi([keyRow(7, 'Deal script', { request_count: 2, allowed_origins: ['https://partner.example'] })]);
    const pages: string[] = [];
    server.use(
      ...keys.handlers,
      http.get(api('/keys/7/calls/'), ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            {
              id: 2,
              called_at: '2026-11-24T10:00:00Z',
              method: 'GET',
              route: '/api/searches/properties/',
              status: 200,
              credits: 1,
              duration_ms: 84,
            },
            {
              id: 1,
              called_at: '2026-11-24T09:59:00Z',
              method: 'POST',
              route: '/api/searches/properties/count/',
              status: 429,
              credits: 0,
              duration_ms: 3,
            },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderKeys(`/${KEYS}`);
    await user.click(await screen.findByText('Deal script', {}, WAIT));
    const log = await screen.findByRole('table', { name: 'Call log' }, WAIT);
    expect(screen.getByTestId('location')).toHaveTextContent(`/${KEYS}/7/show`);
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('GET /api/searches/properties/200184 ms'),
      expect.stringContaining('POST /api/searches/properties/count/42903 ms'),
    ]);
    expect(pages).toEqual(['?page=1&page_size=25']);
    expect(screen.getByText('https://partner.example')).toBeInTheDocument();
  });
});
