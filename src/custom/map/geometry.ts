/**
 * The drawn search area in the contract's format (contracts/15-map.md): a GeoJSON Polygon, or a circle given by centre and radius
 * in miles, sent as a JSON string in the `geometry` search field. Pure functions, no map library.
 */
import area from '@turf/area';
import turfBbox from '@turf/bbox';
import turfCircle from '@turf/circle';

export type Position = [number, number];
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export interface CircleGeometry {
  type: 'Circle';
  center: Position;
  radius_miles: number;
}
export type SearchGeometry = PolygonGeometry | CircleGeometry;
/** West, south, east, north (degrees). */
export type Bbox = [number, number, number, number];

export const MIN_RADIUS_MILES = 0.05;
export const MAX_RADIUS_MILES = 100;
/** Positions of the closed ring (the first repeated at the end). */
export const MIN_RING_POSITIONS = 4;
export const MAX_RING_POSITIONS = 1001;
export const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_MILES = 3958.7613;
const SQ_METERS_PER_SQ_MILE = KM_PER_MILE * KM_PER_MILE * 1_000_000;

/** Six decimals is about 11 cm: enough for a drawn area, and keeps the URL short. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const roundPosition = ([lng, lat]: Position): Position => [round6(lng), round6(lat)];

const sameSpot = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** The ring closed (first position repeated last), rounded, consecutive duplicates removed. */
export function closeRing(ring: Position[]): Position[] {
  const rounded = ring.map(roundPosition).filter((p, i, all) => i === 0 || !sameSpot(p, all[i - 1]!));
  if (rounded.length > 1 && sameSpot(rounded[0]!, rounded.at(-1)!)) rounded.pop();
  return [...rounded, rounded[0]!];
}

export const polygon = (ring: Position[]): PolygonGeometry => ({ type: 'Polygon', coordinates: [closeRing(ring)] });

/** A rectangle (e.g. the map's view) as the contract sends it: a closed Polygon, counter-clockwise from the south-west corner. */
export function rectangle([west, south, east, north]: Bbox): PolygonGeometry {
  return polygon([
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]);
}

export const circle = (center: Position, radiusMiles: number): CircleGeometry => ({
  type: 'Circle',
  center: roundPosition(center),
  radius_miles: Math.round(Math.min(MAX_RADIUS_MILES, Math.max(MIN_RADIUS_MILES, radiusMiles)) * 1000) / 1000,
});

/** Great-circle distance in miles (haversine). */
export function distanceMiles([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latFromMercatorY = (y: number) => ((2 * Math.atan(Math.exp(y)) - Math.PI / 2) * 180) / Math.PI;

/**
 * A circle drawn on the map (a ring of vertices around its centre) → centre and radius: the centre is the vertices' mean in the
 * map's (Web Mercator) plane, the radius their mean great-circle distance from it.
 */
export function circleFromRing(ring: Position[]): CircleGeometry {
  const open = ring.length > 1 && sameSpot(ring[0]!, ring.at(-1)!) ? ring.slice(0, -1) : ring;
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
  return { type: 'Polygon', coordinates: drawn.geometry.coordinates as Position[][] };
}

/** Square miles the area covers. */
export function areaSquareMiles(geometry: SearchGeometry): number {
  if (geometry.type === 'Circle') return Math.PI * geometry.radius_miles ** 2;
  return area({ type: 'Feature', properties: {}, geometry }) / SQ_METERS_PER_SQ_MILE;
}

const oneDecimal = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 1 });

/** "Circle, 2.5 mi radius" / "Drawn area, 12.3 sq mi": how the page names an area. */
export function describeGeometry(geometry: SearchGeometry): string {
  if (geometry.type === 'Circle') return `Circle, ${oneDecimal(geometry.radius_miles)} mi radius`;
  return `Drawn area, ${oneDecimal(areaSquareMiles(geometry))} sq mi`;
}

/** The contract's wire value: a JSON string. */
export const encodeGeometry = (geometry: SearchGeometry): string => JSON.stringify(geometry);

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length === 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

/** What is wrong with a geometry (the same rules the server applies), or null when it can be sent. */
export function geometryProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'The drawn area is not a polygon or a circle.';
  const g = value as Record<string, unknown>;
  if (g.type === 'Circle') {
    if (!isPosition(g.center)) return "The circle's centre is not a valid position.";
    const r = g.radius_miles;
    if (typeof r !== 'number' || !(r >= MIN_RADIUS_MILES && r <= MAX_RADIUS_MILES))
      return `The circle's radius must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles.`;
    return null;
  }
  if (g.type !== 'Polygon') return 'The drawn area is not a polygon or a circle.';
  const rings = g.coordinates;
  if (!Array.isArray(rings) || rings.length !== 1 || !Array.isArray(rings[0])) return 'The drawn area must be one outer ring.';
  const ring = rings[0] as unknown[];
  if (!ring.every(isPosition)) return "The drawn area's ring has a position out of range.";
  if (ring.length < MIN_RING_POSITIONS) return "The drawn area's ring needs at least 3 corners.";
  if (ring.length > MAX_RING_POSITIONS) return `The drawn area has more than ${MAX_RING_POSITIONS - 1} corners.`;
  if (!sameSpot(ring[0] as Position, ring.at(-1) as Position)) return "The drawn area's ring is not closed.";
  const lngs = (ring as Position[]).map((p) => p[0]);
  if (Math.max(...lngs) - Math.min(...lngs) > 180) return 'The drawn area crosses the antimeridian.';
  return null;
}

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
