/**
 * The drawn area of a search, for the server and the client alike (the client reaches it through the filter's
 * schemas.ts): its schema, the rules a valid area follows, distances on the sphere and the words that name an area.
 * Plain TypeScript, no Node modules, so Vite bundles it.
 */
import area from '@turf/area';
import { Type, type Static } from 'typebox';
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

/** The largest `geometry` value taken, as JSON text. */
export const MAX_GEOMETRY_BYTES = 64 * 1024;
/** Positions of a ring, the first repeated at the end included: 3 corners at least, 1,000 at most. */
export const MIN_RING_POSITIONS = 4;
export const MAX_RING_POSITIONS = 1001;
export const MIN_RADIUS_MILES = 0.05;
export const MAX_RADIUS_MILES = 100;
/** Below this (square degrees, about 1 m² at the equator) a ring has no area: its points lie on one line. */
const MIN_AREA_SQ_DEGREES = 1e-10;
/** The mean Earth radius the SQL's haversine_miles (migration 090) uses too. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;
export const KM_PER_MILE = 1.609344;
const SQ_METERS_PER_SQ_MILE = KM_PER_MILE * KM_PER_MILE * 1_000_000;

/*
 * The schemas are built in functions called once, marked pure: a client bundle that uses only this module's rules leaves
 * them (and TypeBox) out.
 */
const positionSchema = () =>
  Type.Array(Type.Number(), {
    minItems: 2,
    maxItems: 3,
    description: '[longitude, latitude] in degrees (-180..180, -90..90); a third number, an altitude, is ignored.',
  });
const polygonSchema = () =>
  Type.Object(
    {
      type: Type.Literal('Polygon'),
      coordinates: Type.Array(Type.Array(positionSchema(), { minItems: MIN_RING_POSITIONS, maxItems: MAX_RING_POSITIONS }), {
        minItems: 1,
        maxItems: 1,
        description: 'One closed ring (the last point repeats the first), not crossing the antimeridian.',
      }),
    },
    { title: 'Polygon' },
  );
const circleSchema = () =>
  Type.Object(
    {
      type: Type.Literal('Circle'),
      center: positionSchema(),
      radius_miles: Type.Number({ minimum: MIN_RADIUS_MILES, maximum: MAX_RADIUS_MILES }),
    },
    { title: 'Circle' },
  );
const geometrySchema = () =>
  Type.Union([PolygonSchema, CircleSchema], {
    description: `A drawn area: a GeoJSON Polygon (one closed ring of ${MIN_RING_POSITIONS} to ${MAX_RING_POSITIONS.toLocaleString('en-US')} points) or a circle (radius_miles ${MIN_RADIUS_MILES}..${MAX_RADIUS_MILES}); in a query string, that object as JSON text (at most ${MAX_GEOMETRY_BYTES / 1024} KB). With it, location is optional.`,
  });
export const PolygonSchema = /* @__PURE__ */ polygonSchema();
export const CircleSchema = /* @__PURE__ */ circleSchema();
/** The `geometry` search field: a GeoJSON Polygon or a Circle. */
export const GeometrySchema = /* @__PURE__ */ geometrySchema();
export type PolygonGeometry = Static<typeof PolygonSchema>;
export type CircleGeometry = Static<typeof CircleSchema>;
export type SearchGeometry = PolygonGeometry | CircleGeometry;

/**
 * A drawn area as the SQL reads it: a polygon's ring of [lng, lat] or a circle, with `bbox`, the box around it (the SQL's
 * index prefilter), and for a circle `innerBox`, a box inside it (no distance test there; {@link circleInnerBox}).
 */
export type Geometry =
  | { type: 'Polygon'; ring: Position[]; bbox: BBox }
  | { type: 'Circle'; center: Position; radiusMiles: number; bbox: BBox; innerBox: BBox };

/** What is wrong with a drawn area: the 400's detail, its field message, and the short words the map shows. */
export interface GeometryIssue {
  detail: string;
  field: string;
  brief: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const NOT_AN_AREA = 'The drawn area is not a polygon or a circle.';
const NOT_ONE_RING = 'The drawn area must be one outer ring.';
const issue = (detail: string, brief: string, field = 'Invalid drawn area.'): GeometryIssue => ({ detail, field, brief });

/** Whether `value` (already an object, as JSON parses it) is a valid drawn area; the issue when it is not. */
export function geometryIssue(value: unknown): GeometryIssue | null {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return issue('The drawn area must be a GeoJSON Polygon or a Circle object.', NOT_AN_AREA);
  const { type } = value as { type?: unknown };
  if (type === 'Polygon') return polygonIssue(value as { coordinates?: unknown });
  if (type === 'Circle') return circleIssue(value as { center?: unknown; radius_miles?: unknown });
  return issue('The drawn area must be a GeoJSON Polygon or a Circle object ("type": "Polygon" or "Circle").', NOT_AN_AREA);
}

function polygonIssue({ coordinates }: { coordinates?: unknown }): GeometryIssue | null {
  if (!Array.isArray(coordinates) || coordinates.length === 0)
    return issue('The drawn area\'s "coordinates" must hold one ring: a list of [longitude, latitude] points.', NOT_ONE_RING);
  if (coordinates.length > 1) return issue('The drawn area must be one outline without holes (one ring).', NOT_ONE_RING);
  const ring = coordinates[0] as unknown;
  if (!Array.isArray(ring)) return issue("The drawn area's ring must be a list of [longitude, latitude] points.", NOT_ONE_RING);
  if (ring.length < MIN_RING_POSITIONS)
    return issue(
      `The drawn area needs at least ${MIN_RING_POSITIONS} points (3 corners, then the first point again to close it); it has ${ring.length}.`,
      `The drawn area's ring needs at least ${MIN_RING_POSITIONS - 1} corners.`,
    );
  if (ring.length > MAX_RING_POSITIONS)
    return issue(
      `The drawn area has ${count(ring.length)} points; at most ${count(MAX_RING_POSITIONS)} are allowed (${count(MAX_RING_POSITIONS - 1)} corners and the first point again).`,
      `The drawn area has more than ${MAX_RING_POSITIONS - 1} corners.`,
      'Too many points.',
    );
  for (const [index, item] of ring.entries()) {
    const found = positionIssue(item, `Point ${index + 1} of the drawn area`, "The drawn area's ring has a position out of range.");
    if (found) return found;
  }
  const positions = ring as Position[];
  const [first, last] = [positions[0]!, positions[positions.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1])
    return issue(
      "The drawn area's ring is not closed: its last point must repeat its first.",
      "The drawn area's ring is not closed.",
      'Ring not closed.',
    );
  for (let i = 1; i < positions.length; i++) {
    if (Math.abs(positions[i]![0] - positions[i - 1]![0]) > 180)
      return issue(
        'The drawn area crosses the antimeridian (180° longitude); draw it on one side of that line.',
        'The drawn area crosses the antimeridian.',
        'Crosses the antimeridian.',
      );
  }
  if (Math.abs(ringArea(positions)) < MIN_AREA_SQ_DEGREES)
    return issue('The drawn area has no area: its points lie on one line.', 'The drawn area has no area.', 'No area.');
  return null;
}

function circleIssue({ center, radius_miles: radius }: { center?: unknown; radius_miles?: unknown }): GeometryIssue | null {
  const centerIssue = positionIssue(center, "The circle's center", "The circle's centre is not a valid position.");
  if (centerIssue) return centerIssue;
  if (typeof radius !== 'number' || !Number.isFinite(radius) || radius < MIN_RADIUS_MILES || radius > MAX_RADIUS_MILES)
    return issue(
      `The circle's radius_miles must be a number from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES}.`,
      `The circle's radius must be between ${MIN_RADIUS_MILES} and ${MAX_RADIUS_MILES} miles.`,
      'Invalid radius.',
    );
  const bbox = circleBox(center as Position, radius);
  if (bbox.west < -180 || bbox.east > 180 || bbox.south < -90 || bbox.north > 90)
    return issue(
      'The circle reaches across the antimeridian (180° longitude) or a pole; draw it smaller or away from that line.',
      'The circle crosses the antimeridian or a pole.',
      'Crosses the antimeridian.',
    );
  return null;
}

/** A [longitude, latitude] pair (a third number, an altitude, is allowed and ignored) within range. */
function positionIssue(item: unknown, name: string, brief: string): GeometryIssue | null {
  if (!Array.isArray(item) || item.length < 2 || item.length > 3 || !item.every((n) => typeof n === 'number' && Number.isFinite(n)))
    return issue(`${name} is not a [longitude, latitude] pair of numbers.`, brief, 'Invalid point.');
  const [lng, lat] = item as number[];
  if (lng! < -180 || lng! > 180)
    return issue(`${name} has longitude ${lng}; longitudes run from -180 to 180.`, brief, 'Longitude out of range.');
  if (lat! < -90 || lat! > 90) return issue(`${name} has latitude ${lat}; latitudes run from -90 to 90.`, brief, 'Latitude out of range.');
  return null;
}

const refuse = (found: Pick<GeometryIssue, 'detail' | 'field'>) => badRequest(found.detail, { geometry: [found.field] });
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The `geometry` search field as sent: JSON text (a query string, a JSON body) or already the object (a JSON body, a stored
 * saved-search query). Absent, blank or JSON null: no drawn area. Anything else that is not a valid area is a 400 saying
 * what is wrong.
 */
export function readGeometry(raw: unknown): SearchGeometry | undefined {
  if (raw === undefined || raw === null) return undefined;
  const tooLarge = {
    detail: `The drawn area is too large: at most ${MAX_GEOMETRY_BYTES / 1024} KB of JSON.`,
    field: 'Invalid drawn area.',
  };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return undefined;
    if (utf8Bytes(text) > MAX_GEOMETRY_BYTES) throw refuse(tooLarge);
    try {
      value = JSON.parse(text);
    } catch {
      throw refuse({ detail: 'The drawn area is not valid JSON.', field: 'Invalid drawn area.' });
    }
    if (value === null) return undefined;
  } else if (typeof raw === 'object' && utf8Bytes(JSON.stringify(raw)) > MAX_GEOMETRY_BYTES) {
    throw refuse(tooLarge);
  }
  const found = geometryIssue(value);
  if (found) throw refuse(found);
  return value as SearchGeometry;
}

/** A valid drawn area as the SQL reads it, with its box. */
export function geometryOf(geometry: SearchGeometry): Geometry {
  if (geometry.type === 'Circle') {
    const center: Position = [geometry.center[0]!, geometry.center[1]!];
    const radiusMiles = geometry.radius_miles;
    return { type: 'Circle', center, radiusMiles, bbox: circleBox(center, radiusMiles), innerBox: circleInnerBox(center, radiusMiles) };
  }
  const ring = geometry.coordinates[0]!.map(([lng, lat]): Position => [lng!, lat!]);
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return {
    type: 'Polygon',
    ring,
    bbox: { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) },
  };
}

/** {@link readGeometry}, then {@link geometryOf}. */
export function parseGeometry(raw: unknown): Geometry | undefined {
  const geometry = readGeometry(raw);
  return geometry && geometryOf(geometry);
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

/**
 * A box wholly inside a circle, so a point in it needs no distance test: half the circle's angle high (÷√2) and as wide as
 * the haversine formula allows where the box is farthest from the equator, then 0.1% smaller, far beyond rounding. With
 * θ = r / R and hav(x) = sin²(x/2), a point Δφ, Δλ from the center is inside when hav(Δφ) + cos φ₀ cos φ hav(Δλ) ≤ hav(θ).
 */
export function circleInnerBox([lng, lat]: Position, radiusMiles: number): BBox {
  const hav = (x: number) => Math.sin(x / 2) ** 2;
  const rad = Math.PI / 180;
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const halfHeight = angle / Math.SQRT2;
  const nearestToEquator = Math.max(0, Math.abs(lat) * rad - halfHeight);
  const lngFactor = Math.cos(lat * rad) * Math.cos(nearestToEquator);
  const halfWidth = 2 * Math.asin(Math.min(1, Math.sqrt((hav(angle) - hav(halfHeight)) / lngFactor)));
  const [dLat, dLng] = [(halfHeight * 0.999) / rad, (halfWidth * 0.999) / rad];
  return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat };
}

const radians = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in miles (haversine), as the SQL's haversine_miles measures it, between two points given latitude
 * first: scalar arguments, as pricing a market calls it millions of times (no arrays to allocate).
 */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** milesBetween of two GeoJSON positions ([longitude, latitude]). */
export const haversineMiles = ([lng1, lat1]: Position, [lng2, lat2]: Position): number => milesBetween(lat1, lng1, lat2, lng2);

/** The area as GeoJSON-like JSON: what a search's fingerprint and stored links hold (order of points kept). */
export function geometryJson(geometry: Geometry): string {
  return geometry.type === 'Polygon'
    ? JSON.stringify({ type: 'Polygon', coordinates: [geometry.ring] })
    : JSON.stringify({ type: 'Circle', center: geometry.center, radius_miles: geometry.radiusMiles });
}

/** "Drawn rectangle" / "Drawn area (5 corners)" / "Drawn circle (2 mi around 30.2672, -97.7431)": an area's name, as downloads are named. */
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

/** Square miles the area covers. */
export function areaSquareMiles(geometry: SearchGeometry): number {
  if (geometry.type === 'Circle') return Math.PI * geometry.radius_miles ** 2;
  return area({ type: 'Feature', properties: {}, geometry }) / SQ_METERS_PER_SQ_MILE;
}

const fewDecimals = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 1 });

/** "Circle, 2.5 mi radius" / "Drawn area, 12.3 sq mi": an area measured, as the map and search descriptions show it. */
export function describeGeometry(geometry: SearchGeometry): string {
  if (geometry.type === 'Circle') return `Circle, ${fewDecimals(geometry.radius_miles)} mi radius`;
  return `Drawn area, ${fewDecimals(areaSquareMiles(geometry))} sq mi`;
}
