/**
 * The drawn search area on the map. Its shape, rules, distances and words are the search filter's
 * (server/listings/search/geometry.ts, reached through the filter's schemas.ts): this module adds what only drawing
 * needs (closing and rounding rings, rectangles, circles from terra-draw's rings, the polygon that draws a circle, boxes).
 * Pure functions, no map library.
 */
import turfBbox from '@turf/bbox';
import turfCircle from '@turf/circle';
import {
  areaSquareMiles,
  describeGeometry,
  geometryIssue,
  haversineMiles,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  type CircleGeometry,
  type PolygonGeometry,
  type Position,
  type SearchGeometry,
} from '../../../server/listings/search/filter/schemas.ts';

export { areaSquareMiles, describeGeometry, type CircleGeometry, type PolygonGeometry, type Position, type SearchGeometry };
export {
  KM_PER_MILE,
  MAX_RADIUS_MILES,
  MAX_RING_POSITIONS,
  MIN_RADIUS_MILES,
  MIN_RING_POSITIONS,
} from '../../../server/listings/search/filter/schemas.ts';

/** West, south, east, north (degrees). */
export type Bbox = [number, number, number, number];

/** Great-circle distance in miles: the search's own haversine. */
export const distanceMiles = haversineMiles;

/** Six decimals is about 11 cm: enough for a drawn area, and keeps the URL short. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const roundPosition = ([lng, lat]: readonly number[]): Position => [round6(lng!), round6(lat!)];

const sameSpot = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** The ring closed (first position repeated last), rounded, consecutive duplicates removed. */
export function closeRing(ring: readonly (readonly number[])[]): Position[] {
  const rounded = ring.map(roundPosition).filter((p, i, all) => i === 0 || !sameSpot(p, all[i - 1]!));
  if (rounded.length > 1 && sameSpot(rounded[0]!, rounded.at(-1)!)) rounded.pop();
  return [...rounded, rounded[0]!];
}

export const polygon = (ring: readonly (readonly number[])[]): PolygonGeometry => ({ type: 'Polygon', coordinates: [closeRing(ring)] });

/** A rectangle (e.g. the map's view) as the contract sends it: a closed Polygon, counter-clockwise from the south-west corner. */
export function rectangle([west, south, east, north]: Bbox): PolygonGeometry {
  return polygon([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]);
}

export const circle = (center: readonly number[], radiusMiles: number): CircleGeometry => ({
  type: 'Circle',
  center: roundPosition(center),
  radius_miles: Math.round(Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, radiusMiles)) * 1000) / 1000,
});

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latFromMercatorY = (y: number) => ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;

/**
 * A circle drawn on the map (a ring of vertices around its centre) → centre and radius: the centre is the vertices' mean in the
 * map's (Web Mercator) plane, the radius their mean great-circle distance from it.
 */
export function circleFromRing(ring: readonly (readonly number[])[]): CircleGeometry {
  const open = (ring.length > 1 && sameSpot(ring[0]!, ring.at(-1)!) ? ring.slice(0, -1) : ring).map(roundPosition);
  const lng = open.reduce((sum, p) => sum + p[0], 0) / open.length;
  const lat = latFromMercatorY(open.reduce((sum, p) => sum + mercatorY(p[1]), 0) / open.length);
  const center: Position = [lng, lat];
  const radius = open.reduce((sum, p) => sum + distanceMiles(center, p), 0) / open.length;
  return circle(center, radius);
}

/** A feature drawn with terra-draw → the contract's geometry: circle mode gives a Circle, every other mode a Polygon. */
export function fromDrawnFeature(feature: { geometry: { type: string; coordinates: unknown }; properties?: { mode?: unknown } }) {
  if (feature.geometry.type !== 'Polygon') return null;
  const ring = (feature.geometry.coordinates as Position[][])[0] ?? [];
  if (ring.length < 3) return null;
  return feature.properties?.mode === 'circle' ? circleFromRing(ring) : polygon(ring);
}

/** The GeoJSON polygon that draws the area (a circle as a 64-sided polygon). */
export function toPolygon(geometry: SearchGeometry): PolygonGeometry {
  if (geometry.type === 'Polygon') return geometry;
  const drawn = turfCircle(geometry.center, geometry.radius_miles, { steps: 64, units: 'miles' });
  return { type: 'Polygon', coordinates: drawn.geometry.coordinates };
}

/** The contract's wire value: a JSON string. */
export const encodeGeometry = (geometry: SearchGeometry): string => JSON.stringify(geometry);

/** What is wrong with a geometry, in the map's short words (the search's own rules), or null when it can be sent. */
export const geometryProblem = (value: unknown): string | null => geometryIssue(value)?.brief ?? null;

/** The `geometry` field's text (URL, saved search) → a geometry, or null when absent or not valid. */
export function decodeGeometry(text: string | null | undefined): SearchGeometry | null {
  if (!text?.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return geometryProblem(value) === null ? (value as SearchGeometry) : null;
  } catch {
    return null;
  }
}

/** West, south, east, north of the area. */
export function bboxOf(geometry: SearchGeometry): Bbox {
  return turfBbox(toPolygon(geometry)) as Bbox;
}
