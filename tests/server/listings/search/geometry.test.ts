import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../server/lib/errors.ts';
import { clusterCell, clusterGrid, parseBBox } from '../../../../server/listings/search/clusters.ts';
import {
  circleBox,
  circleInnerBox,
  geometryJson,
  geometryText,
  haversineMiles,
  parseGeometry,
  ringArea,
} from '../../../../server/listings/search/geometry.ts';
import { polygonText } from '../../../../server/listings/search/searchSql.ts';

type Ring = [number, number][];
const polygon = (ring: Ring) => ({ type: 'Polygon', coordinates: [ring] });
const SQUARE: Ring = [
  [-97.8, 30.2],
  [-97.6, 30.2],
  [-97.6, 30.4],
  [-97.8, 30.4],
  [-97.8, 30.2],
];

/** The 400's detail and field message for a value. */
function refusal(raw: unknown): { detail: string; field: string } {
  try {
    parseGeometry(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { statusCode, detail, fields } = error as ApiError;
    expect(statusCode).toBe(400);
    return { detail, field: fields!.geometry![0]! };
  }
  throw new Error('accepted');
}

describe('parseGeometry', () => {
  it('reads a polygon from JSON text or an object, with its box', () => {
    const expected = {
      type: 'Polygon',
      ring: SQUARE,
      bbox: { west: -97.8, south: 30.2, east: -97.6, north: 30.4 },
    };
    expect(parseGeometry(JSON.stringify(polygon(SQUARE)))).toEqual(expected);
    expect(parseGeometry(polygon(SQUARE))).toEqual(expected);
    // An altitude is allowed and dropped.
    expect(parseGeometry(polygon(SQUARE.map(([x, y]) => [x, y, 150]) as unknown as Ring))).toEqual(expected);
  });

  it('answers nothing for an absent, blank or null value', () => {
    for (const raw of [undefined, null, '', '   ', 'null']) expect(parseGeometry(raw)).toBeUndefined();
  });

  it('reads a circle with a box that holds it: 69.09 miles a degree of latitude, fewer of longitude', () => {
    const circle = parseGeometry('{"type":"Circle","center":[-97.74,30.27],"radius_miles":10}');
    expect(circle).toMatchObject({ type: 'Circle', center: [-97.74, 30.27], radiusMiles: 10 });
    const { bbox } = circle!;
    expect(bbox.north - 30.27).toBeCloseTo((10 / 69.09) * 1.001, 4);
    expect(bbox.east + 97.74).toBeGreaterThan(bbox.north - 30.27); // longitude degrees are shorter
    // The box's edges are at least the radius away from the center.
    expect(haversineMiles([-97.74, 30.27], [-97.74, bbox.north])).toBeGreaterThanOrEqual(10);
    expect(haversineMiles([-97.74, 30.27], [bbox.east, 30.27])).toBeGreaterThanOrEqual(10);
    expect(haversineMiles([-97.74, bbox.north], [bbox.east, bbox.north])).toBeGreaterThan(0);
  });

  it.each([
    ['not JSON', '{"type":', /not valid JSON/, 'Invalid drawn area.'],
    ['a list', '[1,2]', /GeoJSON Polygon or a Circle/, 'Invalid drawn area.'],
    ['a MultiPolygon', { type: 'MultiPolygon', coordinates: [] }, /"type": "Polygon" or "Circle"/, 'Invalid drawn area.'],
    ['no coordinates', { type: 'Polygon' }, /must hold one ring/, 'Invalid drawn area.'],
    ['a hole', { type: 'Polygon', coordinates: [SQUARE, SQUARE] }, /without holes/, 'Invalid drawn area.'],
    ['a ring that is not a list', { type: 'Polygon', coordinates: ['x'] }, /ring must be a list/, 'Invalid drawn area.'],
    ['3 points', polygon(SQUARE.slice(0, 3)), /at least 4 points .* it has 3/, 'Invalid drawn area.'],
    [
      'a point of text',
      polygon([...SQUARE.slice(0, 2), ['a', 'b'], ...SQUARE.slice(3)] as Ring),
      /Point 3 of the drawn area is not/,
      'Invalid point.',
    ],
    ['a point of one number', polygon([[1], ...SQUARE.slice(1)] as Ring), /Point 1 of the drawn area is not/, 'Invalid point.'],
    ['longitude 180.5', polygon([[180.5, 30], ...SQUARE.slice(1)] as Ring), /longitude 180.5; longitudes run/, 'Longitude out of range.'],
    ['latitude -91', polygon([...SQUARE.slice(0, 2), [-97.6, -91], ...SQUARE.slice(3)] as Ring), /latitude -91/, 'Latitude out of range.'],
    ['an open ring', polygon(SQUARE.slice(0, 4).concat([[-97.8, 30.21]])), /ring is not closed/, 'Ring not closed.'],
    [
      'an edge across 180°',
      polygon([
        [170, 0],
        [-170, 0],
        [-170, 5],
        [170, 0],
      ]),
      /crosses the antimeridian/,
      'Crosses the antimeridian.',
    ],
    [
      'a ring with no area',
      polygon([
        [0, 0],
        [1, 1],
        [2, 2],
        [1, 1],
        [0, 0],
      ]),
      /no area/,
      'No area.',
    ],
    ['a circle without center', { type: 'Circle', radius_miles: 1 }, /circle's center is not/, 'Invalid point.'],
    ['a circle of 0.04 miles', { type: 'Circle', center: [-97, 30], radius_miles: 0.04 }, /from 0.05 to 100/, 'Invalid radius.'],
    ['a circle of text radius', { type: 'Circle', center: [-97, 30], radius_miles: '5' }, /from 0.05 to 100/, 'Invalid radius.'],
    ['a circle across 180°', { type: 'Circle', center: [179.9, 10], radius_miles: 20 }, /antimeridian/, 'Crosses the antimeridian.'],
    ['a circle over the pole', { type: 'Circle', center: [0, 89.5], radius_miles: 50 }, /pole/, 'Crosses the antimeridian.'],
  ])('refuses %s', (_name, raw, detail, field) => {
    const refused = refusal(raw);
    expect(refused.detail).toMatch(detail);
    expect(refused.field).toBe(field);
  });

  it('counts points: 1,001 pass, 1,002 are too many; 64 KB of JSON at most', () => {
    const ring = (n: number): Ring => {
      const corners = Array.from({ length: n - 1 }, (_, i): [number, number] => [Math.cos(i / 200), Math.sin(i / 200)]);
      return [...corners, corners[0]!];
    };
    expect(parseGeometry(polygon(ring(1001)))).toMatchObject({ type: 'Polygon' });
    expect(refusal(polygon(ring(1002))).detail).toBe(
      'The drawn area has 1,002 points; at most 1,001 are allowed (1,000 corners and the first point again).',
    );
    const big = JSON.stringify({ ...polygon(SQUARE), note: 'x'.repeat(65_536) });
    expect(refusal(big).detail).toBe('The drawn area is too large: at most 64 KB of JSON.');
    expect(refusal(JSON.parse(big)).detail).toBe('The drawn area is too large: at most 64 KB of JSON.');
  });

  it('allows a polygon that spans more than 180° of longitude one edge at a time', () => {
    const wide: Ring = [
      [-170, 10],
      [0, 10],
      [170, 10],
      [170, 20],
      [0, 20],
      [-170, 20],
      [-170, 10],
    ];
    expect(parseGeometry(polygon(wide))).toMatchObject({ bbox: { west: -170, east: 170 } });
  });
});

describe('geometry helpers', () => {
  it('measures the shoelace area, signed by orientation', () => {
    expect(ringArea(SQUARE)).toBeCloseTo(0.04, 12);
    expect(ringArea([...SQUARE].reverse())).toBeCloseTo(-0.04, 12);
  });

  it('writes PostgreSQL polygon text without the repeated last point', () => {
    expect(polygonText(SQUARE)).toBe('((-97.8,30.2),(-97.6,30.2),(-97.6,30.4),(-97.8,30.4))');
  });

  it('computes haversine distances: one degree of latitude is 69.09 miles', () => {
    expect(haversineMiles([0, 0], [0, 1])).toBeCloseTo(69.094, 3);
    expect(haversineMiles([-97.7431, 30.2672], [-96.797, 32.7767])).toBeCloseTo(182.1, 0); // Austin to Dallas
  });

  it('keeps the box inside a circle within its radius, at every corner and on the way, in both hemispheres', () => {
    // At the equator a 1° circle (69.094 mi): half-height 1°/√2, 0.1% in; the width reaches the circle at the corner.
    const equator = circleInnerBox([0, 0], 69.094);
    expect(equator.north).toBeCloseTo(0.999 / Math.SQRT2, 4);
    expect(equator.east).toBeCloseTo(0.999 / Math.SQRT2, 2);
    for (const center of [
      [0, 0],
      [-77.02, 38.9],
      [151.2, -33.87],
      [-149.9, 61.2],
      [18.07, 78.2],
    ] as [number, number][]) {
      for (const radius of [0.05, 3, 8, 40, 100]) {
        const box = circleInnerBox(center, radius);
        for (let i = 0; i <= 10; i++)
          for (const lat of [box.south, box.north])
            for (const lng of [box.west + ((box.east - box.west) * i) / 10, box.east])
              expect(haversineMiles(center, [lng, lat])).toBeLessThanOrEqual(radius);
        // It is most of the circle (an inscribed square is 2/π of it): the test it saves is saved often.
        const miles = haversineMiles(center, [box.east, center[1]]) * haversineMiles(center, [center[0], box.north]) * 4;
        expect(miles / (Math.PI * radius * radius)).toBeGreaterThan(0.55);
      }
    }
  });

  it('names areas for ledgers and downloads, and keeps point order in their JSON', () => {
    const square = parseGeometry(polygon(SQUARE))!;
    expect(geometryText(square)).toBe('Drawn rectangle');
    const triangle = parseGeometry(polygon([SQUARE[0]!, SQUARE[1]!, SQUARE[2]!, SQUARE[0]!]))!;
    expect(geometryText(triangle)).toBe('Drawn area (3 corners)');
    const circle = parseGeometry({ type: 'Circle', center: [-97.74312, 30.26719], radius_miles: 2.5 })!;
    expect(geometryText(circle)).toBe('Drawn circle (2.5 mi around 30.2672, -97.7431)');
    expect(geometryJson(triangle)).toBe('{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.6,30.2],[-97.6,30.4],[-97.8,30.2]]]}');
    expect(circleBox([0, 0], 69.094 / 1.001).north).toBeCloseTo(1, 3);
  });
});

describe('cluster grid', () => {
  it('reads a bbox, clamping longitudes and latitudes past the world', () => {
    expect(parseBBox('-97.9,30.1,-97.5,30.5')).toEqual({ west: -97.9, south: 30.1, east: -97.5, north: 30.5 });
    expect(parseBBox(undefined)).toEqual({ west: -180, south: -90, east: 180, north: 90 });
    expect(parseBBox('-200, -95, 200, 95')).toEqual({ west: -180, south: -90, east: 180, north: 90 });
    for (const bad of ['1,2,3', '1,2,3,4,5', 'a,b,c,d', '1,,3,4', '10,0,5,1', '0,5,1,5']) expect(() => parseBBox(bad)).toThrow(ApiError);
  });

  it('sizes cells as 360 / 2^(zoom + 2) degrees, flooring a fractional zoom', () => {
    const austin = parseBBox('-97.9,30.1,-97.5,30.5');
    expect(clusterGrid(10, austin).cellDegrees).toBe(360 / 4096);
    expect(clusterGrid(10.9, austin).cellDegrees).toBe(360 / 4096);
    expect(clusterGrid(0, parseBBox('')).cellDegrees).toBe(90);
    expect(() => clusterGrid(22.5, austin)).toThrow(ApiError);
    expect(() => clusterGrid(-1, austin)).toThrow(ApiError);
  });

  it('doubles the cells until the box holds at most 2,000', () => {
    // Zoom 22 over 0.4° × 0.4°: cells of 360 / 2^24 ≈ 0.0000215°, 18,641² of them; doubled 9 times: 0.011° → 37 × 37 = 1,369.
    const grid = clusterGrid(22, parseBBox('-97.9,30.1,-97.5,30.5'));
    expect(grid.cellDegrees).toBe((360 / 2 ** 24) * 2 ** 9);
    const cols = Math.floor(-97.5 / grid.cellDegrees) - Math.floor(-97.9 / grid.cellDegrees) + 1;
    const rows = Math.floor(30.5 / grid.cellDegrees) - Math.floor(30.1 / grid.cellDegrees) + 1;
    expect(cols * rows).toBeLessThanOrEqual(2000);
    expect((cols * 2 - 1) * (rows * 2 - 1)).toBeGreaterThan(2000); // half the size would not fit
  });

  it('names the best potential and the listing of a single-listing cell', () => {
    expect(clusterCell({ count: 1, latitude: 30, longitude: -97, rank: 4, property_id: '12' })).toEqual({
      count: 1,
      latitude: 30,
      longitude: -97,
      potential: 'Excellent',
      property_id: '12',
    });
    expect(clusterCell({ count: 3, latitude: 30, longitude: -97, rank: 1, property_id: null })).toMatchObject({
      potential: 'Low',
      property_id: null,
    });
    expect(clusterCell({ count: 2, latitude: 30, longitude: -97, rank: null, property_id: null }).potential).toBeNull();
  });
});
