import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SavedPropertyTags } from '../../../../src/resources/saved-properties/SavedPropertyTags.tsx';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("a saved property's tags", { timeout: 30_000 }, () => {
  it('shows its tags and saves the chosen ones, creating a typed new tag first', async () => {
    const created: unknown[] = [];
    const saved: unknown[] = [];
    let tags = [{ id: 1, name: 'Vacant' }];
    server.use(
      http.get(api('/deals/saved-properties/7/tags/'), () => HttpResponse.json(tags)),
      http.get(api('/deals/tags/'), () =>
        HttpResponse.json([
          { id: 1, name: 'Vacant', property_count: 1 },
          { id: 2, name: 'Probate', property_count: 0 },
        ]),
      ),
      http.post(api('/deals/tags/'), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ id: 3, name: 'Absentee owner' }, { status: 201 });
      }),
      http.put(api('/deals/saved-properties/7/tags/'), async ({ request }) => {
        const body = (await request.json()) as { tag_ids: number[] };
        saved.push(body);
        tags = [
          { id: 3, name: 'Absentee owner' },
          { id: 1, name: 'Vacant' },
        ];
        return HttpResponse.json(tags);
      }),
    );
    const user = userEvent.setup();
    renderPage(<SavedPropertyTags propertyId="7" address="107 Oak St" />, '/products/saved-properties');
    expect(await screen.findByText('Vacant')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tags of 107 Oak St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags of 107 Oak St' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Absentee owner{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved the tags of 107 Oak St.');
    expect(created).toEqual([{ name: 'Absentee owner' }]);
    expect(saved).toEqual([{ tag_ids: [1, 3] }]);
    await waitFor(() => expect(screen.getByText('Absentee owner')).toBeInTheDocument());
  });
});
