import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import AuditPage from '../../../../src/custom/integrations/AuditPage.tsx';
import type { WebsiteAudit } from '../../../../src/dataProvider/integrations.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATTERN = '/websites/audit/report';

const AUDIT: WebsiteAudit = {
  website: 'https://partner.example/listings',
  final_url: 'https://www.partner.example/listings',
  https: true,
  reachable: true,
  status: 200,
  snippet_found: true,
  embed_id: 'emb_3xyz',
  key_name: 'Agency site',
  key_valid: true,
  origin_allowed: false,
  checks: [
    { id: 'https', label: 'Served over HTTPS', ok: true, detail: 'https://www.partner.example/listings' },
    { id: 'snippet', label: 'Widget snippet found', ok: true, detail: 'iframe with embed id emb_3xyz' },
    { id: 'origin', label: 'Website allowed by the key', ok: false, detail: 'https://www.partner.example is not in the key’s origins' },
  ],
  fixes: ['Add https://www.partner.example to the allowed websites of the key “Agency site”.'],
};

/** GET /templates/audit/report/?website: records the websites asked; 400 for one without a scheme. */
function auditApi() {
  const asked: string[] = [];
  server.use(
    http.get(api('/templates/audit/report/'), ({ request }) => {
      const website = new URL(request.url).searchParams.get('website') ?? '';
      asked.push(website);
      if (!/^https?:\/\//.test(website)) return HttpResponse.json({ detail: 'Enter an http:// or https:// address.' }, { status: 400 });
      return HttpResponse.json({ ...AUDIT, website });
    }),
  );
  return asked;
}

describe('website audit page', { timeout: 30_000 }, () => {
  it('runs the website from the address at once and shows each check with its icon and the fixes', async () => {
    const asked = auditApi();
    renderPage(<AuditPage />, `${PATTERN}?website=${encodeURIComponent('https://partner.example/listings')}`, PATTERN);
    const result = await screen.findByTestId('audit-result', {}, WAIT);
    expect(screen.getByRole('textbox', { name: 'Website page' })).toHaveValue('https://partner.example/listings');
    expect(asked).toEqual(['https://partner.example/listings']);
    expect(within(result).getByText(/Answered 200 · widget of the key “Agency site” · 2 of 3 checks passed/)).toBeInTheDocument();
    expect(within(within(result).getByTestId('check-https')).getByTitle('Passed')).toBeInTheDocument();
    expect(within(within(result).getByTestId('check-snippet')).getByTitle('Passed')).toBeInTheDocument();
    const origin = within(result).getByTestId('check-origin');
    expect(within(origin).getByTitle('Failed')).toBeInTheDocument();
    expect(origin).toHaveTextContent('Website allowed by the key');
    expect(origin).toHaveTextContent('https://www.partner.example is not in the key’s origins');
    expect(
      within(within(result).getByRole('list', { name: 'Fixes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(AUDIT.fixes);
    expect(within(result).queryByText('The widget is set up correctly on this website.')).toBeNull();
  });

  it("shows the server's detail on a 400, then audits the corrected address", async () => {
    const asked = auditApi();
    const user = userEvent.setup();
    const { getByTestId } = renderPage(<AuditPage />, PATTERN);
    const input = screen.getByRole('textbox', { name: 'Website page' });
    expect(input).toHaveValue('');
    await user.type(input, 'partner.example');
    await user.click(screen.getByRole('button', { name: 'Check website' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Enter an http:// or https:// address.');
    expect(getByTestId('location')).toHaveAttribute('data-search', '?website=partner.example');

    await user.clear(input);
    await user.type(input, 'https://partner.example/listings');
    await user.click(screen.getByRole('button', { name: 'Check website' }));
    await screen.findByTestId('audit-result', {}, WAIT);
    expect(screen.queryByText('Enter an http:// or https:// address.')).toBeNull();
    expect(asked).toEqual(['partner.example', 'https://partner.example/listings']);
  });
});
