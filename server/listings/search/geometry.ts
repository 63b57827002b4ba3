import { badRequest } from '../../lib/errors.ts';

/** [longitude, latitude], as GeoJSON orders them. */
export type Position = [number, number];

/** A box in degrees; west < east (never across the antimeridian). */
export interface BBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * A drawn area of a search: a polygon (one closed outer ring, a rectangle included) or a circle. `bbox` is the box around
 * it, the SQL's index prefilter.
 */
export type Geometry =
  | { type: 'Polygon'; ring: Position[]; bbox: BBox }
  | { type: 'Circle'; center: Position; radiusMiles: number; bbox: BBox };

/** The largest `geometry` value taken, as JSON text. */
export const MAX_GEOMETRY_BYTES = 64 * 1024;
/** Positions of a ring, the first repeated at the end included: 3 corners at least, 1,000 at most. */
export const MIN_RING_POSITIONS = 4;
export const MAX_RING_POSITIONS = 1001;
export const MIN_RADIUS_MILES = 0.05;
export const MAX_RADIUS_MILES = 100;
/** Below this (square degrees, about 1 m² at the equator) a ring has no area: its points lie on one line. */
const MIN_AREA_SQ_DEGREES = 1e-10;
export const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

const invalid = (detail: string, field = 'Invalid drawn area.') => badRequest(detail, { geometry: [field] });
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The `geometry` search field: a GeoJSON Polygon or a Circle, as JSON text (a query string, a JSON body) or already an
 * object (a stored saved-search query may hold either). Absent, blank or JSON null: no drawn area. Anything else that is
 * not a valid area is a 400 saying what is wrong.
 */
export function parseGeometry(raw: unknown): Geometry | undefined {
  if (raw === undefined || raw === null) return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return undefined;
    if (Buffer.byteLength(text) > MAX_GEOMETRY_BYTES)
      throw invalid(`The drawn area is too large: at most ${MAX_GEOMETRY_BYTES / 1024} KB of JSON.`);
    try {
      value = JSON.parse(text);
    } catch {
      throw invalid('The drawn area is not valid JSON.');
    }
    if (value === null) return undefined;
  } else if (typeof raw === 'object' && Buffer.byteLength(JSON.stringify(raw)) > MAX_GEOMETRY_BYTES) {
    throw invalid(`The drawn area is too large: at most ${MAX_GEOMETRY_BYTES / 1024} KB of JSON.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalid('The drawn area must be a GeoJSON Polygon or a Circle object.');
  const { type } = value as { type?: unknown };
  if (type === 'Polygon') return polygon(value as { coordinates?: unknown });
  if (type === 'Circle') return circle(value as { center?: unknown; radius_miles?: unknown });
  throw invalid('The drawn area must be a GeoJSON Polygon or a Circle object ("type": "Polygon" or "Circle").');
}

function polygon({ coordinates }: { coordinates?: unknown }): Geometry {
  if (!Array.isArray(coordinates) || coordinates.length === 0)
    throw invalid('The drawn area\'s "coordinates" must hold one ring: a list of [longitude, latitude] points.');
  if (coordinates.length > 1) throw invalid('The drawn area must be one outline without holes (one ring).');
  const ring = coordinates[0] as unknown;
  if (!Array.isArray(ring)) throw invalid("The drawn area's ring must be a list of [longitude, latitude] points.");
  if (ring.length < MIN_RING_POSITIONS)
    throw invalid(
      `The drawn area needs at least ${MIN_RING_POSITIONS} points (3 corners, then the first point again to close it); it has ${ring.length}.`,
    );
  if (ring.length > MAX_RING_POSITIONS)
    throw invalid(
      `The drawn area has ${count(ring.length)} points; at most ${count(MAX_RING_POSITIONS)} are allowed (${count(MAX_RING_POSITIONS - 1)} corners and the first point again).`,
      'Too many points.',
    );
  const positions = ring.map((item, index) => position(item, `Point ${index + 1} of the drawn area`));
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1])
    throw invalid("The drawn area's ring is not closed: its last point must repeat its first.", 'Ring not closed.');
  for (let i = 1; i < positions.length; i++) {
    if (Math.abs(positions[i]![0] - positions[i - 1]![0]) > 180)
      throw invalid(
        'The drawn area crosses the antimeridian (180° longitude); draw it on one side of that line.',
        'Crosses the antimeridian.',
      );
  }
  if (Math.abs(ringArea(positions)) < MIN_AREA_SQ_DEGREES)
    throw invalid('The drawn area has no area: its points lie on one line.', 'No area.');
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return {
    type: 'Polygon',
    ring: positions,
    bbox: { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) },
  };
}

function circle({ center, radius_miles: radius }: { center?: unknown; radius_miles?: unknown }): Geometry {
  const at = position(center, "The circle's center");
  if (typeof radius !== 'number' || !Number.isFinite(radius) || radius < MIN_RADIUS_MILES || radius > MAX_RADIUS_MILES)
    throw invalid(`The circle's radius_miles must be a number from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES}.`, 'Invalid radius.');
  const bbox = circleBox(at, radius);
  if (bbox.west < -180 || bbox.east > 180 || bbox.south < -90 || bbox.north > 90)
    throw invalid(
      'The circle reaches across the antimeridian (180° longitude) or a pole; draw it smaller or away from that line.',
      'Crosses the antimeridian.',
    );
  return { type: 'Circle', center: at, radiusMiles: radius, bbox };
}

/** A [longitude, latitude] pair (a third number, an altitude, is allowed and ignored) within range. */
function position(item: unknown, name: string): Position {
  if (!Array.isArray(item) || item.length < 2 || item.length > 3 || !item.every((n) => typeof n === 'number' && Number.isFinite(n)))
    throw invalid(`${name} is not a [longitude, latitude] pair of numbers.`, 'Invalid point.');
  const [lng, lat] = item as number[];
  if (lng! < -180 || lng! > 180) throw invalid(`${name} has longitude ${lng}; longitudes run from -180 to 180.`, 'Longitude out of range.');
  if (lat! < -90 || lat! > 90) throw invalid(`${name} has latitude ${lat}; latitudes run from -90 to 90.`, 'Latitude out of range.');
  return [lng!, lat!];
}

/** Signed area of a closed ring in square degrees (shoelace). */
export function ringArea(ring: Position[]): number {
  let twice = 0;
  for (let i = 1; i < ring.length; i++) twice += ring[i - 1]![0] * ring[i]![1] - ring[i]![0] * ring[i - 1]![1];
  return twice / 2;
}

/** The box around a circle, a little generous (the exact test is the haversine distance). */
export function circleBox([lng, lat]: Position, radiusMiles: number): BBox {
  const dLat = (radiusMiles / MILES_PER_DEGREE) * 1.001;
  const farthestLat = Math.min(89.999, Math.abs(lat) + dLat);
  const dLng = dLat / Math.cos((farthestLat * Math.PI) / 180);
  return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat };
}

/** Haversine distance in miles (the SQL's haversine_miles, for tests and the client's checks). */
export function haversineMiles([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The area as GeoJSON-like JSON: what a search's fingerprint and stored links hold (order of points kept). */
export function geometryJson(geometry: Geometry): string {
  return geometry.type === 'Polygon'
    ? JSON.stringify({ type: 'Polygon', coordinates: [geometry.ring] })
    : JSON.stringify({ type: 'Circle', center: geometry.center, radius_miles: geometry.radiusMiles });
}

/** "Drawn area (polygon, 5 corners)" / "Drawn circle (2 mi around 30.2672, -97.7431)": how ledgers and downloads name it. */
export function geometryText(geometry: Geometry): string {
  if (geometry.type === 'Circle') {
    const [lng, lat] = geometry.center;
    return `Drawn circle (${+geometry.radiusMiles.toFixed(2)} mi around ${+lat.toFixed(4)}, ${+lng.toFixed(4)})`;
  }
  const corners = geometry.ring.length - 1;
  return isRectangle(geometry.ring) ? 'Drawn rectangle' : `Drawn area (${corners} corners)`;
}

function isRectangle(ring: Position[]): boolean {
  if (ring.length !== 5) return false;
  const lngs = new Set(ring.map((p) => p[0]));
  const lats = new Set(ring.map((p) => p[1]));
  return lngs.size === 2 && lats.size === 2;
}
