import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PropertyPage from '../../../../src/custom/properties/PropertyPage.tsx';
import { propertyDetail } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const detail = () => propertyDetail(7);

describe('property page', { timeout: 30_000 }, () => {
  it('offers the note once the property is saved, and saves it through get-note and note PUT', async () => {
    const notes: unknown[] = [];
    server.use(
      http.get(api('/properties/7/'), () => HttpResponse.json(detail())),
      http.post(api('/properties/save/'), () => HttpResponse.json({ property_id: '7', note: '' }, { status: 201 })),
      http.get(api('/properties/saved/get-note/7/'), () => HttpResponse.json({ property_id: '7', note: '' })),
      http.put(api('/properties/saved/note/7/'), async ({ request }) => {
        notes.push(await request.json());
        return HttpResponse.json({ property_id: '7', note: 'Call the agent' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<PropertyPage />, '/products/properties/7', '/products/properties/:id');
    await screen.findByRole('heading', { level: 1, name: '107 Oak St' }, WAIT);
    // No listing photos: the gallery link says its pictures are illustrative; the report link offers this listing's report.
    expect(screen.getByRole('link', { name: 'Illustrative images (no listing photos)' })).toHaveAttribute(
      'href',
      '/products/properties/photos/7',
    );
    expect(screen.getByRole('link', { name: 'Full property report' })).toHaveAttribute('href', '/report?property_id=7');
    expect(screen.queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Save 107 Oak St/ }));
    await user.click(await screen.findByRole('button', { name: 'Note' }, WAIT));
    await user.type(await screen.findByRole('textbox', { name: 'Note' }, WAIT), 'Call the agent');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Call the agent' }]), WAIT);
    expect(await screen.findByText('Note saved.', {}, WAIT)).toBeInTheDocument();
  });
});
