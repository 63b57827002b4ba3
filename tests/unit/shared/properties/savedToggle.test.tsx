import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedToggle } from '../../../../src/shared/properties/SavedToggle.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ADDRESS = '107 Oak St, Austin, TX 78704';

/** A response that waits until the test releases it, so the UI can be checked before the call answers. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

describe('saved-property toggle', { timeout: 30_000 }, () => {
  it('fills the heart at once, then saves with property_id and address', async () => {
    const g = gate();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/properties/save/'), async ({ request }) => {
        bodies.push(await request.json());
        await g.opened;
        return HttpResponse.json({ property_id: '7', note: '' }, { status: 201 });
      }),
    );
    renderPage(<SavedToggle propertyId="7" address={ADDRESS} saved={false} />, '/');
    const heart = screen.getByRole('button', { name: `Save ${ADDRESS}` });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies).toEqual([{ property_id: '7', address: ADDRESS }]));
    g.release();
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('unsaves with DELETE /properties/saved/{id}/', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(api('/properties/saved/:id/'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage(<SavedToggle propertyId="7" address={ADDRESS} saved />, '/');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${ADDRESS} from saved properties` }));
    await waitFor(() => expect(deleted).toEqual(['7']));
    expect(screen.getByRole('button', { name: `Save ${ADDRESS}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it("reverts on failure and shows the response's detail", async () => {
    server.use(http.post(api('/properties/save/'), () => HttpResponse.json({ detail: 'Property not found.' }, { status: 404 })));
    renderPage(<SavedToggle propertyId="7" address={ADDRESS} saved={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: `Save ${ADDRESS}` }));
    expect(await screen.findByText('Property not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Save ${ADDRESS}` })).toHaveAttribute('aria-pressed', 'false');
  });

  it("reverts on failure without a detail and shows 'Failed to update saved status'", async () => {
    server.use(http.delete(api('/properties/saved/:id/'), () => HttpResponse.json({}, { status: 500 })));
    renderPage(<SavedToggle propertyId="7" address={ADDRESS} saved />, '/');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${ADDRESS} from saved properties` }));
    expect(await screen.findByText('Failed to update saved status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${ADDRESS} from saved properties` })).toHaveAttribute('aria-pressed', 'true');
  });
});
