import { Type, type Static } from 'typebox';

/** The most places one answer holds. */
export const MAX_MAP_PLACES = 200;

export const MapPlacesQuery = Type.Object({
  bbox: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The visible box, "west,south,east,north" in degrees (west < east: a box across the antimeridian is refused).',
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MAP_PLACES, default: 50, description: 'At most this many places.' })),
});
export type MapPlacesQuery = Static<typeof MapPlacesQuery>;

export const MapPlace = Type.Object({
  label: Type.String({ description: 'The place as a search names it, e.g. "Austin, TX".' }),
  city: Type.String(),
  state: Type.String(),
  latitude: Type.Number({ description: "The centre of the city's listings (their mean position)." }),
  longitude: Type.Number(),
  listing_count: Type.Integer({ description: 'Listings of the city in the data (any status).' }),
});

export const MapPlacesAnswer = Type.Object({
  results: Type.Array(MapPlace, { description: 'The cities whose centre lies in the box, the most listings first.' }),
});
export type MapPlacesAnswer = Static<typeof MapPlacesAnswer>;
