import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SharedListingPage from '../../../../src/custom/properties/SharedListingPage.tsx';
import { propertyDetail } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const WAIT = { timeout: 10_000 };
const PATTERN = '/listing/:token';
/** The server's token: listing id, expiry (unix seconds), HMAC-SHA256 in base64url (sharedListingToken). */
const TOKEN = '7.1798000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function sharedListing(answer: { status: number; body: object }) {
  const tokens: string[] = [];
  server.use(
    http.get(api('/properties/shared/:token/'), ({ params }) => {
      tokens.push(String(params.token));
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return tokens;
}

describe('a listing opened from an automated e-mail', { timeout: 30_000 }, () => {
  it('shows the listing from the token in the address, with comparable sales as plain text (the visitor has no account)', async () => {
    const comp = {
      property_id: '9',
      listing_key: 'C9',
      address: '9 Comp Ave',
      distance_miles: 0.4,
      close_price: 300000,
      close_date: '2026-01-10',
      living_area: 1500,
      price_per_sqft: 200,
      adjusted_price_per_sqft: 205,
    };
    const detail = propertyDetail(7);
    const tokens = sharedListing({
      status: 200,
      body: { ...detail, explanation: { ...detail.explanation, arv: { ...detail.explanation.arv, comps: [comp] } } },
    });
    renderPage(<SharedListingPage />, `/listing/${TOKEN}`, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: '107 Oak St' }, WAIT)).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByText('9 Comp Ave')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '9 Comp Ave' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  });

  it("shows the server's reason when the link has expired", async () => {
    sharedListing({ status: 410, body: { detail: 'This listing link has expired. Ask the sender for a new one.' } });
    renderPage(<SharedListingPage />, `/listing/${TOKEN}`, PATTERN);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('This listing link has expired. Ask the sender for a new one.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
