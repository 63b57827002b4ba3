import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { createDataProvider } from '../../../../src/dataProvider/dataProvider.ts';
import type { MapPlace } from '../../../../src/dataProvider/mapPlaces.ts';
import { PlaceNames, PLACE_NAMES_DEBOUNCE_MS } from '../../../../src/shared/map/PlaceNames.tsx';
import type { MapView } from '../../../../src/shared/map/mapTypes.ts';
import { PLACES_ASKED } from '../../../../src/shared/map/placeLabels.ts';
import { testApi } from '../../searchApi.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AUSTIN: MapPlace = { label: 'Austin, TX', city: 'Austin', state: 'TX', latitude: 30.28, longitude: -97.72, listing_count: 4 };

/** GET /api/map/places/ answering `status` (Austin on 200); records each query asked. */
function placesAnswer(status = 200) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/map/places/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return status === 200 ? HttpResponse.json({ results: [AUSTIN] }) : HttpResponse.json({ detail: 'Broken.' }, { status });
    }),
  );
  return asked;
}

const view = (west: number, zoom = 8): MapView => ({ zoom, bbox: [west, 30, west + 1, 31], byUser: true });

function renderNames(first: MapView) {
  const show = vi.fn();
  const dataProvider = createDataProvider(testApi().request);
  const ui = (current: MapView) => (
    <AdminContext dataProvider={dataProvider} store={memoryStore()}>
      <PlaceNames view={current} show={show} />
    </AdminContext>
  );
  const utils = render(ui(first));
  return { show, moveTo: (next: MapView) => utils.rerender(ui(next)) };
}

describe('PlaceNames', () => {
  it('asks for the cities of the view once it rests, and hands them to the map', async () => {
    const asked = placesAnswer();
    const { show, moveTo } = renderNames(view(-99));
    // Moves quicker than the debounce: only the view the map rests on is asked for.
    moveTo(view(-98.5));
    moveTo(view(-98));
    await waitFor(() => expect(show).toHaveBeenLastCalledWith([AUSTIN]), { timeout: 10 * PLACE_NAMES_DEBOUNCE_MS });
    expect(asked.map((q) => q.get('bbox'))).toEqual(['-98,30,-97,31']);
    expect(asked[0]!.get('limit')).toBe(String(PLACES_ASKED));
  });

  it('names nothing when the answer fails', async () => {
    placesAnswer(500);
    const { show } = renderNames(view(-98));
    await waitFor(() => expect(show).toHaveBeenCalled(), { timeout: 10 * PLACE_NAMES_DEBOUNCE_MS });
    await new Promise((resolve) => setTimeout(resolve, 2 * PLACE_NAMES_DEBOUNCE_MS));
    expect(show.mock.calls.every(([places]) => places.length === 0)).toBe(true);
  });
});
