/** The saved-properties list on the shared map component: markers of the page's saved properties, a card per marker. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../../../../src/auth/runtimeConfig.ts';
import type { EngineOptions, MapEngine } from '../../../../src/shared/map/mapTypes.ts';
import { SavedPropertyList } from '../../../../src/resources/saved-properties/SavedPropertyList.tsx';
import { property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';

const fake = vi.hoisted(() => ({ options: null as EngineOptions | null, engine: null as MapEngine | null }));
vi.mock('../../../../src/shared/map/engine.ts', () => ({
  createMapEngine: vi.fn(async (_container: HTMLElement, options: EngineOptions) => {
    fake.options = options;
    fake.engine = {
      setPoints: vi.fn(),
      setClusters: vi.fn(),
      setHighlight: vi.fn(),
      fitTo: vi.fn(),
      setTool: vi.fn(),
      setArea: vi.fn(),
      view: vi.fn(() => ({ zoom: 12, bbox: [-98, 30, -97, 31] as [number, number, number, number], byUser: false })),
      resize: vi.fn(),
      destroy: vi.fn(),
    };
    return fake.engine;
  }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('saved properties on the map', { timeout: 30_000 }, () => {
  it("shows the page's saved properties as markers without drawing tools, and a marker's card", async () => {
    resetRuntimeConfig();
    server.use(
      http.get('*/api/config/', () => HttpResponse.json({ map_style_url: 'https://tiles.example/style.json' })),
      http.get(api('/deals/saved-properties/:id/tags/'), () => HttpResponse.json([])),
      // The list picker above the table (saved property lists) and the team it asks about.
      http.get(api('/properties/lists/'), () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
      http.get(api('/properties/saved/'), () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [7, 8].map((n) => ({
            id: n,
            property_id: String(n),
            address: `${100 + n} Oak St, Austin, TX 78704`,
            note: '',
            created_at: '2026-01-03T00:00:00Z',
            property: property(n, { is_saved: true, investment_potential: n === 8 ? 'Medium' : 'High', arv: 300_000 + n }),
          })),
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage(
      <ResourceContextProvider value="products/saved-properties">
        <SavedPropertyList />
      </ResourceContextProvider>,
      '/products/saved-properties',
    );
    await user.click(await screen.findByRole('button', { name: 'Show on map' }));
    await waitFor(() => expect(fake.engine).not.toBeNull());
    // The configured style (MAP_STYLE_URL) is used; no drawing on this map.
    expect(fake.options).toMatchObject({ styleUrl: 'https://tiles.example/style.json', drawing: false });
    await waitFor(() =>
      expect(fake.engine!.setPoints).toHaveBeenLastCalledWith([
        { id: '7', latitude: 30.257, longitude: -97.757, potential: 'High', label: '107 Oak St, Austin: $207,000, High potential' },
        { id: '8', latitude: 30.258, longitude: -97.758, potential: 'Medium', label: '108 Oak St, Austin: $208,000, Medium potential' },
      ]),
    );
    expect(screen.queryByRole('group', { name: 'Drawing tools' })).toBeNull();
    act(() => fake.options!.onPointClick('8'));
    const card = await screen.findByRole('dialog', { name: 'Property card' });
    expect(card).toHaveTextContent('ARV$300,008');
    expect(within(card).getByRole('link', { name: 'Full report' })).toHaveAttribute('href', '/report?property_id=8');
    await user.click(screen.getByRole('button', { name: 'Hide the map' }));
    expect(fake.engine!.destroy).toHaveBeenCalled();
  });
});
