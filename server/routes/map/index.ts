import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mapPlacesRepository } from '../../listings/mapPlaces/mapPlacesRepository.ts';
import { parseBBox } from '../../listings/search/clusters.ts';
import { MapPlacesAnswer, MapPlacesQuery } from '../../listings/mapPlaces/schemas.ts';

/** What the map draws besides listings: the names of the cities in the data (the offline basemap has none). */
const map: FastifyPluginAsyncTypebox = async (app) => {
  const places = mapPlacesRepository(app.db);

  app.get(
    '/map/places/',
    {
      schema: {
        tags: ['search'],
        summary: 'List the cities inside a map view, with their centre',
        querystring: MapPlacesQuery,
        response: { 200: MapPlacesAnswer },
      },
    },
    async (request) => ({ results: await places.citiesIn(parseBBox(request.query.bbox), request.query.limit ?? 50) }),
  );
};
export default map;
