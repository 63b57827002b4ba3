import type { Static } from 'typebox';
import type { ApiRequest } from '../auth/httpClient.ts';
import type { MapPlace as MapPlaceSchema, MapPlacesAnswer } from '../../server/listings/mapPlaces/schemas.ts';

/** A city of the data with its centre (GET /map/places/), for the names the offline map shows. */
export type MapPlace = Static<typeof MapPlaceSchema>;

export function mapPlacesMethods(request: ApiRequest) {
  return {
    /** The cities inside the box ([west, south, east, north] in degrees), the most listings first, at most `limit`. */
    async mapPlaces(
      bbox: [number, number, number, number],
      { limit, signal }: { limit: number; signal?: AbortSignal },
    ): Promise<MapPlace[]> {
      const params = new URLSearchParams({ bbox: bbox.map((n) => Number(n.toFixed(4))).join(','), limit: String(limit) });
      return ((await request(`/map/places/?${params}`, { signal })).json as Static<typeof MapPlacesAnswer>).results;
    },
  };
}
