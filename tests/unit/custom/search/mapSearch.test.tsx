/**
 * The new-search page's map with msw: drawing, editing and clearing an area re-counts with the area; applying it searches with it
 * and puts it in the address; markers, cards, hover and 'Search this area'. Only the WebGL boundary (engine.ts) is replaced: a
 * fake engine records what the page asks of it and lets the test act as the user drawing on the map.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig } from '../../../../src/auth/runtimeConfig.ts';
import type { EngineOptions, MapEngine, MapView } from '../../../../src/shared/map/mapTypes.ts';
import NewSearchPage from '../../../../src/custom/search/NewSearchPage.tsx';
import { page, property } from '../../fixtures.ts';
import { renderPage } from '../../renderPage.tsx';
import { api } from '../../searchApi.ts';
import { screenOf } from '../../screenOf.ts';

const fake = vi.hoisted(() => ({
  options: null as EngineOptions | null,
  engine: null as MapEngine | null,
  view: { zoom: 10.4, bbox: [-98, 30, -97, 31], byUser: false } as MapView,
}));

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
      view: vi.fn(() => fake.view),
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
beforeEach(() => {
  localStorage.clear();
  resetRuntimeConfig();
  fake.options = null;
  fake.engine = null;
});

const PATH = '/products/lists/new-search';
const WAIT = { timeout: 10_000 };

// A triangle over central Austin, and the same with its last corner moved (an edit).
const TRIANGLE = '{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.7,30.2],[-97.75,30.3],[-97.8,30.2]]]}';
const CIRCLE = '{"type":"Circle","center":[-97.74,30.27],"radius_miles":2}';

function backend() {
  const searches: URL[] = [];
  const counts: unknown[] = [];
  const clusters: URL[] = [];
  server.use(
    http.get('*/api/config/', () => HttpResponse.json({ map_style_url: null })),
    http.get(api('/searches/credits/'), () => HttpResponse.json({ balance: 100, cost_per_results_page: 1 })),
    http.get(api('/searches/saved/simplified/list/'), () => HttpResponse.json([])),
    http.post(api('/searches/properties/count/'), async ({ request }) => {
      counts.push(await request.json());
      return HttpResponse.json({ count: 42, credit_cost: 1, credits_remaining: 97 });
    }),
    http.get(api('/searches/properties/'), ({ request }) => {
      searches.push(new URL(request.url));
      return HttpResponse.json(page([property(1), property(2, { investment_potential: 'Low' })], 60));
    }),
    http.get(api('/searches/properties/clusters/'), ({ request }) => {
      clusters.push(new URL(request.url));
      return HttpResponse.json({
        total: 60,
        cells: [
          { latitude: 30.26, longitude: -97.76, count: 58, potential: null, property_id: null },
          { latitude: 30.4, longitude: -97.9, count: 1, potential: 'High', property_id: 'p-99' },
        ],
      });
    }),
  );
  return { searches, counts, clusters };
}

async function openMap(user: ReturnType<typeof userEvent.setup>, view: 'Map' | 'Both' = 'Map') {
  await user.click(screen.getByRole('button', { name: view }));
  await waitFor(() => expect(fake.options).not.toBeNull(), WAIT);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Draw a polygon' })).toBeEnabled(), WAIT);
}

/** What the user draws or edits on the map arrives through the engine's callback. */
const draw = (geometry: string | null) => act(() => fake.options!.onAreaChange(geometry ? JSON.parse(geometry) : null));

describe('map search', { timeout: 60_000 }, () => {
  it('counts with the drawn area while drawing, editing and clearing, before anything is applied', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await openMap(user);
    expect(fake.options!.styleUrl).toBeNull();
    expect(fake.options!.drawing).toBe(true);
    expect(screen.getByTestId('drawn-area')).toHaveTextContent('No area drawn: draw one to search inside it.');

    await user.click(screen.getByRole('button', { name: 'Draw a polygon' }));
    expect(fake.engine!.setTool).toHaveBeenLastCalledWith('polygon');
    draw(TRIANGLE);
    // No location needed: the area alone is counted.
    await waitFor(() => expect(calls.counts.at(-1)).toEqual({ status: 'for_sale', geometry: TRIANGLE }), WAIT);
    expect(await screen.findByTestId('area-count')).toHaveTextContent('42 matching properties');
    // Half of 0.1° of longitude at 30.2° N (5.978 mi) × 0.1° of latitude (6.905 mi): 20.64 sq mi.
    expect(screen.getByTestId('drawn-area')).toHaveTextContent('Drawn area, 20.6 sq mi');
    expect(screen.getByTestId('filter-area')).toHaveTextContent('Searching inside the area drawn on the map');

    // An edit (the engine reports the new shape): counted again with it; the radius shows in miles.
    draw(CIRCLE);
    await waitFor(() => expect(calls.counts.at(-1)).toEqual({ status: 'for_sale', geometry: CIRCLE }), WAIT);
    expect(screen.getByTestId('drawn-area')).toHaveTextContent('Circle, 2 mi radius');
    expect(fake.engine!.setArea).toHaveBeenLastCalledWith(JSON.parse(CIRCLE));

    const before = calls.counts.length;
    await user.click(screen.getByRole('button', { name: 'Clear area' }));
    expect(fake.engine!.setArea).toHaveBeenLastCalledWith(null);
    expect(fake.engine!.setTool).toHaveBeenLastCalledWith('pan');
    expect(screen.getByTestId('drawn-area')).toHaveTextContent('No area drawn');
    // Nothing left to count (no location, no area): no call, the page asks for a location.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.counts.length).toBe(before);
    expect(screen.getByText('Enter a location to see how many properties match.')).toBeInTheDocument();
  });

  it('applies the area: the search and the address carry it; markers, clusters and a marker card follow', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await openMap(user);
    draw(TRIANGLE);
    await screen.findByText('42 matching properties', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Apply area' }));

    await waitFor(() => expect(calls.searches).toHaveLength(1), WAIT);
    expect(Object.fromEntries(calls.searches[0]!.searchParams)).toEqual({
      status: 'for_sale',
      geometry: TRIANGLE,
      page: '1',
      page_size: '25',
    });
    const address = new URLSearchParams(screen.getByTestId('location').dataset.search);
    expect(address.get('geometry')).toBe(TRIANGLE);
    expect(address.get('location')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Area applied' }, WAIT)).toBeDisabled();

    // The page's rows as markers, coloured by potential on the engine's side.
    await waitFor(() =>
      expect(fake.engine!.setPoints).toHaveBeenLastCalledWith([
        {
          id: '1',
          latitude: 30.251,
          longitude: -97.751,
          potential: 'Excellent',
          label: '101 Oak St, Austin: $201,000, Excellent potential',
        },
        { id: '2', latitude: 30.252, longitude: -97.752, potential: 'Low', label: '102 Oak St, Austin: $202,000, Low potential' },
      ]),
    );
    // 60 matches, 2 on the page: clusters of all of them for the map's view (zoom rounded, same filters and area).
    await waitFor(() => expect(calls.clusters).toHaveLength(1), WAIT);
    expect(Object.fromEntries(calls.clusters[0]!.searchParams)).toEqual({
      status: 'for_sale',
      geometry: TRIANGLE,
      zoom: '10',
      bbox: '-98,30,-97,31',
    });
    await waitFor(() =>
      expect(fake.engine!.setClusters).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ count: 58 })])),
    );
    expect(screen.getByText('Group of matches (number: how many; click to zoom in)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Excellent potential',
      'High potential',
      'Medium potential',
      'Low potential',
      'Not rated',
      'Group of matches (number: how many; click to zoom in)',
    ]);

    // A marker clicked on the map opens its card.
    act(() => fake.options!.onPointClick('1'));
    const card = await screen.findByRole('dialog', { name: 'Property card' });
    expect(card).toHaveTextContent('101 Oak St');
    expect(card).toHaveTextContent('List price$201,000');
    expect(card).toHaveTextContent('ARV$320,000');
    expect(card).toHaveTextContent('Value gap$120,000 (38%)');
    expect(within(card).getByRole('link', { name: 'Property page' })).toHaveAttribute('href', '/products/properties/1');
    expect(within(card).getByRole('link', { name: 'Full report' })).toHaveAttribute('href', '/report?property_id=1');
    await user.click(within(card).getByRole('button', { name: 'Close the card' }));
    expect(screen.queryByRole('dialog', { name: 'Property card' })).toBeNull();
  });

  it('highlights the hovered row’s marker and the hovered marker’s row (both views, side by side on a desktop)', async () => {
    backend();
    screenOf(1366);
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, `${PATH}?geometry=${encodeURIComponent(CIRCLE)}&status=for_sale&page=1&page_size=25`, PATH);
    await openMap(user, 'Both');
    // The area from the address is drawn and counted as the applied one.
    expect(fake.engine!.setArea).toHaveBeenCalledWith(JSON.parse(CIRCLE));
    expect(await screen.findByRole('button', { name: 'Area applied' }, WAIT)).toBeDisabled();
    const table = await screen.findByRole('table', { name: 'Search results' }, WAIT);
    const row = within(table).getByText('102 Oak St').closest('tr')!;
    await user.hover(row);
    await waitFor(() => expect(fake.engine!.setHighlight).toHaveBeenLastCalledWith('2'));
    await user.unhover(row);
    await waitFor(() => expect(fake.engine!.setHighlight).toHaveBeenLastCalledWith(null));

    act(() => fake.options!.onPointHover('1'));
    expect(within(table).getByText('101 Oak St').closest('tr')).toHaveAttribute('aria-selected', 'true');
    act(() => fake.options!.onPointHover(null));
    expect(within(table).getByText('101 Oak St').closest('tr')).not.toHaveAttribute('aria-selected');
    expect(screen.getByRole('separator', { name: 'Resize the map and the list' })).toHaveAttribute('aria-valuenow', '50');
    const divider = screen.getByRole('separator', { name: 'Resize the map and the list' });
    divider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '60');
    vi.unstubAllGlobals();
  });

  it("'Search this area' after the user pans searches the view's rectangle", async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderPage(<NewSearchPage />, PATH);
    await openMap(user);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    act(() => fake.options!.onViewChange({ zoom: 12, bbox: [-97.8, 30.2, -97.6, 30.35], byUser: true }));
    await user.click(await screen.findByRole('button', { name: 'Search this area' }));
    const rectangle = '{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.6,30.2],[-97.6,30.35],[-97.8,30.35],[-97.8,30.2]]]}';
    await waitFor(() => expect(calls.searches).toHaveLength(1), WAIT);
    expect(calls.searches[0]!.searchParams.get('geometry')).toBe(rectangle);
    expect(new URLSearchParams(screen.getByTestId('location').dataset.search).get('geometry')).toBe(rectangle);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
  });
});
