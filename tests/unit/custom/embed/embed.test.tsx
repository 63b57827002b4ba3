import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmbedShell, NO_EMBED_ID, NO_PARENT } from '../../../../src/custom/embed/EmbedPage.tsx';
import { embedKind } from '../../../../src/custom/embed/embedRoutes.ts';
import { page, property } from '../../fixtures.ts';
import { api, ORIGIN } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const REFUSED = 'This website is not allowed to show this PropScout widget.';

const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => fetch(new URL(String(input), ORIGIN), init)) as typeof fetch;

function renderEmbed(path: string, origin?: string | null) {
  const kind = embedKind(new URL(path, ORIGIN).pathname, new URL(path, ORIGIN).search) ?? 'search';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            origin === undefined ? (
              <EmbedShell kind={kind} fetchFn={fetchFn} />
            ) : (
              <EmbedShell kind={kind} fetchFn={fetchFn} origin={origin} />
            )
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** POST /embed/session/: allowed only for https://partner.example; records what was asked. */
function sessionApi() {
  const asked: unknown[] = [];
  server.use(
    http.post(api('/embed/session/'), async ({ request }) => {
      const body = (await request.json()) as { embed_id: string; parent_origin: string };
      asked.push({ body, authorization: request.headers.get('Authorization') });
      if (body.embed_id !== 'emb_1') return HttpResponse.json({ detail: 'Unknown widget.' }, { status: 404 });
      if (body.parent_origin !== 'https://partner.example') return HttpResponse.json({ detail: REFUSED }, { status: 403 });
      return HttpResponse.json({ token: 'embtok.1', expires_at: new Date(Date.now() + 15 * 60_000).toISOString(), allowed: true });
    }),
  );
  return asked;
}

describe('which addresses are the embedded widget', () => {
  it('takes /iframe always and the report pages only with ?embed=', () => {
    expect(embedKind('/iframe', '')).toBe('search');
    expect(embedKind('/iframe/', '?embed=emb_1')).toBe('search');
    expect(embedKind('/report', '?embed=emb_1&property_id=5')).toBe('report');
    expect(embedKind('/auction-report', '?embed=emb_1')).toBe('auction-report');
    expect(embedKind('/report', '?id=5')).toBeNull();
    expect(embedKind('/auction-report', '?property_id=5')).toBeNull();
    expect(embedKind('/report/shared/abc', '?embed=x')).toBeNull();
    expect(embedKind('/products/lists/new-search', '?embed=x')).toBeNull();
  });
});

describe('embedded search', { timeout: 40_000 }, () => {
  it("refuses clearly on a website the key does not allow, using the referrer's origin", async () => {
    const asked = sessionApi();
    Object.defineProperty(document, 'referrer', { value: 'https://evil.example/page?x=1', configurable: true });
    try {
      renderEmbed('/iframe?embed=emb_1');
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert).toHaveTextContent('PropScout widget unavailable');
      expect(alert).toHaveTextContent(REFUSED);
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
    expect(asked).toEqual([{ body: { embed_id: 'emb_1', parent_origin: 'https://evil.example' }, authorization: null }]);
    expect(screen.queryByRole('form', { name: 'Property search' })).toBeNull();
  });

  it('says so without an embed id, or outside a website', async () => {
    const asked = sessionApi();
    const first = renderEmbed('/iframe', 'https://partner.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_EMBED_ID);
    first.unmount();
    renderEmbed('/iframe?embed=emb_1', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PARENT);
    expect(asked).toEqual([]);
  });

  it('an unknown widget id shows the server detail', async () => {
    sessionApi();
    renderEmbed('/iframe?embed=emb_gone', 'https://partner.example');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Unknown widget.');
  });

  it('on an allowed website counts and searches with X-Embed-Token, never a bearer token', async () => {
    sessionApi();
    const calls: { path: string; token: string | null; auth: string | null; body?: unknown }[] = [];
    server.use(
      http.post(api('/searches/properties/count/'), async ({ request }) => {
        calls.push({
          path: 'count',
          token: request.headers.get('X-Embed-Token'),
          auth: request.headers.get('Authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({ count: 42, credit_cost: 1, paid_until: null, credits_remaining: 90 });
      }),
      http.get(api('/searches/properties/'), ({ request }) => {
        calls.push({
          path: `search${new URL(request.url).search}`,
          token: request.headers.get('X-Embed-Token'),
          auth: request.headers.get('Authorization'),
        });
        return HttpResponse.json(page([property(1), property(2, { is_auction: true })], 42));
      }),
    );
    const user = userEvent.setup();
    renderEmbed('/iframe?embed=emb_1', 'https://partner.example');
    const form = await screen.findByRole('form', { name: 'Property search' }, WAIT);

    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByText('Enter a city, ZIP code or county.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Austin, TX');
    expect(await within(form).findByText('42', {}, WAIT)).toBeInTheDocument();
    expect(within(form).getByTestId('embed-count')).toHaveTextContent('42 matching properties');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Search results' }, WAIT);
    expect(within(table).getByText('101 Oak St')).toBeInTheDocument();
    const links = within(table).getAllByRole('link', { name: 'Full report' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/report?embed=emb_1&property_id=1',
      '/auction-report?embed=emb_1&property_id=2',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // The search itself (after it, the free count is asked again for the price of the next Apply).
    expect(calls.filter((c) => c.path.startsWith('search?')).at(-1)).toEqual({
      path: 'search?location=Austin%2C+TX&status=for_sale&page=1&page_size=25',
      token: 'embtok.1',
      auth: null,
    });
    expect(calls.every((c) => c.token === 'embtok.1' && c.auth === null)).toBe(true);
    expect(calls.find((c) => c.path === 'count')!.body).toEqual({ location: 'Austin, TX', status: 'for_sale' });
  });
});
