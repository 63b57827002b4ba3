import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { MapPlace } from '../../dataProvider/mapPlaces.ts';
import type { MapView } from './mapTypes.ts';
import { PLACES_ASKED } from './placeLabels.ts';

/** How long the view must rest before its cities are asked for (a pan in several drags asks once). */
export const PLACE_NAMES_DEBOUNCE_MS = 300;

/**
 * Asks for the cities of the map's view once it rests (GET /map/places/) and hands them to the engine to name; renders
 * nothing. The previous view's cities stay named until the new answer comes; a failed answer names none.
 */
export const PlaceNames = ({ view, show }: { view: MapView | null; show: (places: MapPlace[]) => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [settled, setSettled] = useState<MapView | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(view), PLACE_NAMES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [view]);
  const bbox = settled ? (settled.bbox.map((n) => Number(n.toFixed(3))) as MapView['bbox']) : null;
  const answer = useQuery({
    queryKey: ['map', 'places', bbox],
    queryFn: ({ signal }) => dataProvider.mapPlaces(bbox!, { limit: PLACES_ASKED, signal }),
    enabled: bbox !== null,
    retry: false,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  const places = answer.isError ? undefined : answer.data;
  // Chosen again at each view (the zoom decides how many are named), from the cached answer when there is one.
  useEffect(() => {
    if (settled) show(places ?? []);
  }, [settled, places, show]);
  return null;
};
