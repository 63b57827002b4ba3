import type { Static } from 'typebox';
import type { Database } from '../../db/database.ts';
import type { BBox } from '../search/geometry.ts';
import type { MapPlace } from './schemas.ts';

/** A city of the data and where it lies: the mean position of its listings (listing_locations, refreshLocations). */
export type MapPlaceRow = Static<typeof MapPlace>;

/** The places the map names, read from `db.reader` (the replica of DATABASE_READ_URL, else the primary). */
export function mapPlacesRepository(db: Database) {
  const reader = db.reader;
  return {
    /** The cities whose centre lies inside the box, the most listings first (ties by name), at most `limit`. */
    async citiesIn(box: BBox, limit: number): Promise<MapPlaceRow[]> {
      return reader.query<MapPlaceRow>(
        `select label, city, state, latitude, longitude, listing_count from listing_locations
         where kind = 'city' and point(longitude, latitude) <@ $1::box
         order by listing_count desc, label limit $2`,
        [`(${box.east},${box.north}),(${box.west},${box.south})`, limit],
      );
    },
  };
}
