import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WidgetPage from '../../../../src/custom/integrations/WidgetPage.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { fakeKeysApi, keyRow } from '../../fakeKeysApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATH = '/products/integrations/full-report';

describe('website widget page', { timeout: 40_000 }, () => {
  it('validates origins, saves them with PUT and builds the snippet with the key’s embed id', async () => {
    const keys = fakeKeysApi([keyRow(3, 'Agency site', { allowed_origins: ['https://old.example'] })]);
    const saved: unknown[] = [];
    server.use(
      http.put(api('/keys/3/origins/'), async ({ request }) => {
        saved.push(await request.clone().json());
        return undefined;
      }),
      ...keys.handlers,
    );
    const user = userEvent.setup();
    renderPage(<WidgetPage />, PATH);

    const list = await screen.findByRole('list', { name: 'Allowed websites' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['https://old.example']);

    const input = screen.getByRole('textbox', { name: 'Website address' });
    await user.type(input, 'http://partner.example');
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    expect(screen.getByText('Use https:// (plain http is allowed only for localhost).')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'https://partner.example/shop');
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    expect(screen.getByText(/Only the website’s origin: no path/)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'https://Partner.Example');
    await user.click(screen.getByRole('button', { name: 'Add website' }));
    await user.type(input, 'http://localhost:8080{Enter}');
    // Remove the old one.
    await user.click(
      within(within(list).getByText('https://old.example').closest('[role="listitem"]') as HTMLElement).getByTestId('CancelIcon'),
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['https://partner.example', 'http://localhost:8080']);
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save websites' }));
    expect(await screen.findByText('Allowed websites saved.', {}, WAIT)).toBeInTheDocument();
    expect(saved).toEqual([{ allowed_origins: ['https://partner.example', 'http://localhost:8080'] }]);
    expect(keys.state.keys[0].allowed_origins).toEqual(['https://partner.example', 'http://localhost:8080']);

    // Snippet: auto-height script by default, the embed id in the address.
    const snippet = screen.getByTestId('widget-snippet');
    expect(snippet).toHaveTextContent(`src="${window.location.origin}/iframe?embed=emb_3xyz"`);
    expect(snippet).toHaveTextContent('propscout:height');
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await navigator.clipboard.readText()).toContain('/iframe?embed=emb_3xyz');

    await user.click(screen.getByRole('radio', { name: /Auction report/ }));
    await user.type(screen.getByRole('textbox', { name: 'Property id' }), 'PX-77');
    await user.click(screen.getByRole('tab', { name: 'iframe only' }));
    expect(screen.getByTestId('widget-snippet').textContent).toBe(
      `<iframe src="${window.location.origin}/auction-report?embed=emb_3xyz&amp;property_id=PX-77" title="PropScout auction report" width="100%" height="900" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
  });

  it("shows the server's detail when the origins are refused", async () => {
    const keys = fakeKeysApi([keyRow(3, 'Agency site')]);
    server.use(
      http.put(api('/keys/3/origins/'), () => HttpResponse.json({ detail: 'A key allows at most 20 websites.' }, { status: 400 })),
      ...keys.handlers,
    );
    const user = userEvent.setup();
    renderPage(<WidgetPage />, PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Website address' }, WAIT), 'https://partner.example{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save websites' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('A key allows at most 20 websites.');
  });

  it('sets what the widget may spend per visitor session and per day, checked as the server does', async () => {
    const keys = fakeKeysApi([keyRow(3, 'Agency site')]);
    server.use(...keys.handlers);
    const user = userEvent.setup();
    renderPage(<WidgetPage />, PATH);

    const form = await screen.findByRole('form', { name: 'Widget credit limits' }, WAIT);
    const session = within(form).getByRole('textbox', { name: 'Credits per visitor session' });
    const day = within(form).getByRole('textbox', { name: 'Credits per day' });
    const save = within(form).getByRole('button', { name: 'Save limits' });
    expect(session).toHaveValue('5');
    expect(day).toHaveValue('50');
    expect(save).toBeDisabled();

    await user.clear(session);
    await user.type(session, '2.5');
    expect(within(form).getByText(/Enter a whole number of credits/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(session);
    await user.type(session, '60');
    expect(within(form).getByText('At least the credits of one visitor session.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(session);
    await user.type(session, '3');
    await user.clear(day);
    await user.type(day, '20');
    await user.click(save);

    expect(await screen.findByText('Widget credit limits saved.', {}, WAIT)).toBeInTheDocument();
    expect(keys.state.keys[0]).toMatchObject({ widget_session_credits: 3, widget_daily_credits: 20 });
    expect(keys.state.requests.filter((r) => r.url === '/api/keys/3/widget-credits/').map((r) => r.method)).toEqual(['PUT']);
  });

  it('offers to create a key when there is none', async () => {
    server.use(...fakeKeysApi([]).handlers);
    renderPage(<WidgetPage />, PATH);
    expect(await screen.findByText('You have no API key yet. Create one first.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New API key' })).toHaveAttribute('href', '/products/integrations/keys/create');
    expect(screen.queryByTestId('widget-snippet')).toBeNull();
  });
});
