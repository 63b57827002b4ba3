import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildOfflineStyle, COUNTY_MIN_ZOOM, type UsAtlas } from '../../../../src/shared/map/basemap.ts';
import {
  areaSquareMiles,
  bboxOf,
  circle,
  circleFromRing,
  closeRing,
  decodeGeometry,
  describeGeometry,
  distanceMiles,
  encodeGeometry,
  fromDrawnFeature,
  geometryProblem,
  rectangle,
  toPolygon,
  type Position,
} from '../../../../src/shared/map/geometry.ts';
import { INITIAL_MAP_STATE, mapReducer, movedViewArea } from '../../../../src/shared/map/mapState.ts';
import { fromQuery, toQuery, validateFilters, DEFAULT_FILTERS, LOCATION_REQUIRED } from '../../../../src/shared/search/filterModel.ts';
import { searchFromUrl, searchToUrl } from '../../../../src/shared/search/searchUrl.ts';
import { querySummary } from '../../../../src/resources/saved-searches/querySummary.ts';

const TRIANGLE = '{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.7,30.2],[-97.75,30.3],[-97.8,30.2]]]}';

describe('search area geometry (contracts/15-map.md)', () => {
  it('sends a rectangle as a closed Polygon from the south-west corner, counter-clockwise', () => {
    expect(encodeGeometry(rectangle([-97.8, 30.2, -97.6, 30.35]))).toBe(
      '{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.6,30.2],[-97.6,30.35],[-97.8,30.35],[-97.8,30.2]]]}',
    );
  });

  it('closes and rounds a drawn ring to 6 decimals, dropping repeated points', () => {
    expect(
      closeRing([
        [-97.12345678, 30.1],
        [-97.12345678, 30.1],
        [-97, 30.2],
        [-97.1, 30.3],
        [-97.1234568, 30.1],
      ]),
    ).toEqual([
      [-97.123457, 30.1],
      [-97, 30.2],
      [-97.1, 30.3],
      [-97.123457, 30.1],
    ]);
  });

  it('sends a circle as centre and radius in miles, within 0.05..100', () => {
    expect(encodeGeometry(circle([-97.7431, 30.2672], 2.5))).toBe('{"type":"Circle","center":[-97.7431,30.2672],"radius_miles":2.5}');
    expect(circle([0, 0], 0.01).radius_miles).toBe(0.05);
    expect(circle([0, 0], 250).radius_miles).toBe(100);
  });

  it('measures miles on the sphere: one degree of latitude is 69.09 miles', () => {
    expect(distanceMiles([-97, 30], [-97, 31])).toBeCloseTo(69.09, 2);
    // One degree of longitude at 60° N is half of one at the equator.
    expect(distanceMiles([0, 60], [1, 60]) / distanceMiles([0, 0], [1, 0])).toBeCloseTo(0.5, 3);
  });

  it('turns a drawn circle (terra-draw ring) back into centre and radius', () => {
    const drawn = toPolygon({ type: 'Circle', center: [-97.74, 30.27], radius_miles: 3 });
    expect(drawn.coordinates[0]).toHaveLength(65);
    const back = circleFromRing(drawn.coordinates[0]!);
    expect(back.center[0]).toBeCloseTo(-97.74, 3);
    expect(back.center[1]).toBeCloseTo(30.27, 3);
    expect(back.radius_miles).toBeCloseTo(3, 1);
    expect(fromDrawnFeature({ geometry: drawn, properties: { mode: 'circle' } })?.type).toBe('Circle');
    expect(fromDrawnFeature({ geometry: drawn, properties: { mode: 'polygon' } })?.type).toBe('Polygon');
    expect(fromDrawnFeature({ geometry: { type: 'LineString', coordinates: [] } })).toBeNull();
  });

  it('names areas in words: radius in miles, area in square miles', () => {
    expect(describeGeometry(circle([-97, 30], 2))).toBe('Circle, 2 mi radius');
    expect(describeGeometry(circle([-97, 30], 0.25))).toBe('Circle, 0.25 mi radius');
    // π × 2² = 12.57 sq mi.
    expect(areaSquareMiles(circle([-97, 30], 2))).toBeCloseTo(12.566, 3);
    // Half of 5.978 mi × 6.905 mi.
    expect(areaSquareMiles(decodeGeometry(TRIANGLE)!)).toBeCloseTo(20.6, 1);
    expect(bboxOf(decodeGeometry(TRIANGLE)!)).toEqual([-97.8, 30.2, -97.7, 30.3]);
  });

  it('refuses what the server refuses, with the reason', () => {
    expect(geometryProblem(JSON.parse(TRIANGLE))).toBeNull();
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
    ).toBe("The drawn area's ring is not closed.");
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
    ).toBe("The drawn area's ring needs at least 3 corners.");
    const ring: Position[] = Array.from({ length: 1001 }, (_, i) => [Math.cos(i / 160), Math.sin(i / 160)]);
    expect(geometryProblem({ type: 'Polygon', coordinates: [[...ring, ring[0]!]] })).toBe('The drawn area has more than 1000 corners.');
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [179, 0],
            [-179, 0],
            [-179, 1],
            [179, 0],
          ],
        ],
      }),
    ).toBe('The drawn area crosses the antimeridian.');
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [0, 95],
            [1, 0],
            [1, 1],
            [0, 95],
          ],
        ],
      }),
    ).toBe("The drawn area's ring has a position out of range.");
    expect(geometryProblem({ type: 'Circle', center: [0, 0], radius_miles: 101 })).toBe(
      "The circle's radius must be between 0.05 and 100 miles.",
    );
    expect(decodeGeometry('{"type":"Circle"')).toBeNull();
    expect(decodeGeometry('')).toBeNull();
  });
});

describe('the drawn area in the filters, the address and saved searches', () => {
  it('needs no location when an area is drawn; sends the area as JSON text', () => {
    const values = { ...DEFAULT_FILTERS, geometry: TRIANGLE };
    expect(validateFilters(values)).toEqual({});
    expect(toQuery(values)).toEqual({ status: 'for_sale', geometry: TRIANGLE });
    expect(validateFilters({ ...DEFAULT_FILTERS, geometry: '{"type":"Polygon"}' })).toEqual({ location: LOCATION_REQUIRED });
    expect(toQuery({ ...DEFAULT_FILTERS, location: 'Austin, TX', geometry: 'not json' })).toEqual({
      location: 'Austin, TX',
      status: 'for_sale',
    });
  });

  it('reads the area back from a saved query, as text or as an object', () => {
    expect(fromQuery({ location: 'Austin, TX', geometry: TRIANGLE }).geometry).toBe(TRIANGLE);
    expect(fromQuery({ geometry: JSON.parse(TRIANGLE) }).geometry).toBe(TRIANGLE);
    expect(fromQuery({ geometry: '{"type":"Circle","center":[0,0],"radius_miles":500}' }).geometry).toBe('');
  });

  it('names the area in a saved search summary', () => {
    expect(querySummary({ status: 'for_sale', geometry: '{"type":"Circle","center":[-97.74,30.27],"radius_miles":1.5}' })).toBe(
      'Active · inside a drawn area (Circle, 1.5 mi radius)',
    );
  });

  it('keeps the area in the address and reads it back; an address with only an area is a search', () => {
    const url = searchToUrl({ query: { status: 'for_sale', geometry: TRIANGLE }, page: 2, pageSize: 50 });
    expect(url).toBe(`?status=for_sale&geometry=${encodeURIComponent(TRIANGLE).replace(/%20/g, '+')}&page=2&page_size=50`);
    expect(searchFromUrl(new URLSearchParams(url.slice(1)))).toEqual({
      query: { status: 'for_sale', geometry: TRIANGLE },
      page: 2,
      pageSize: 50,
    });
    // A broken area is dropped; without a location nothing is left to search.
    expect(searchFromUrl(new URLSearchParams('geometry=%7B&status=for_sale'))).toBeNull();
    expect(searchFromUrl(new URLSearchParams('location=Austin&geometry=%7B'))?.query).toEqual({ location: 'Austin' });
  });
});

describe('map state', () => {
  it("offers 'Search this area' only after the user moved the map, until it is searched", () => {
    const fitted = mapReducer(INITIAL_MAP_STATE, { type: 'view', view: { zoom: 9, bbox: [-98, 30, -97, 31], byUser: false } });
    expect(movedViewArea(fitted)).toBeNull();
    const moved = mapReducer(fitted, { type: 'view', view: { zoom: 11, bbox: [-97.8, 30.2, -97.6, 30.35], byUser: true } });
    expect(encodeGeometry(movedViewArea(moved)!)).toBe(
      '{"type":"Polygon","coordinates":[[[-97.8,30.2],[-97.6,30.2],[-97.6,30.35],[-97.8,30.35],[-97.8,30.2]]]}',
    );
    expect(movedViewArea(mapReducer(moved, { type: 'viewSearched' }))).toBeNull();
  });

  it('closes the card when a drawing tool is chosen, keeps it when panning', () => {
    const open = mapReducer(INITIAL_MAP_STATE, { type: 'select', id: '7' });
    expect(mapReducer(open, { type: 'tool', tool: 'pan' }).selected).toBe('7');
    expect(mapReducer(open, { type: 'tool', tool: 'polygon' })).toMatchObject({ tool: 'polygon', selected: null });
    expect(mapReducer(INITIAL_MAP_STATE, { type: 'failed', error: 'WebGL is not available' })).toMatchObject({
      status: 'error',
      error: 'WebGL is not available',
    });
  });
});

describe('offline basemap from us-atlas', () => {
  const atlas = JSON.parse(readFileSync('node_modules/us-atlas/counties-10m.json', 'utf8')) as UsAtlas;
  const style = buildOfflineStyle(atlas);

  it('has water, land, county and state layers and no symbols, glyphs, sprites or tiles', () => {
    expect(style.layers.map((l) => [l.id, l.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['county-lines', 'line'],
      ['state-lines', 'line'],
    ]);
    expect(style.layers.find((l) => l.id === 'county-lines')!.minzoom).toBe(COUNTY_MIN_ZOOM);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((s) => s.type === 'geojson' && typeof s.data === 'object')).toBe(true);
  });

  it('converts the TopoJSON to GeoJSON: the nation as land, state and county borders as lines drawn once', () => {
    const data = (id: string) => (style.sources[id] as { data: GeoJSON.GeoJSON }).data;
    const land = data('land') as GeoJSON.FeatureCollection;
    expect(land.type).toBe('FeatureCollection');
    expect(land.features[0]!.geometry.type).toBe('MultiPolygon');
    const states = (data('state-lines') as GeoJSON.Feature<GeoJSON.MultiLineString>).geometry;
    const counties = (data('county-lines') as GeoJSON.Feature<GeoJSON.MultiLineString>).geometry;
    expect(states.type).toBe('MultiLineString');
    // Interior borders only, each once: far fewer state lines than county lines.
    expect(states.coordinates.length).toBeGreaterThan(40);
    expect(counties.coordinates.length).toBeGreaterThan(states.coordinates.length * 10);
    // Decoded to longitude/latitude (not quantized integers): Texas's western border runs along 103° W.
    const all = states.coordinates.flat();
    expect(all.every(([lng, lat]) => lng! >= -180 && lng! <= 180 && lat! >= -15 && lat! <= 72)).toBe(true);
    expect(all.some(([lng, lat]) => Math.abs(lng! + 103.04) < 0.05 && lat! > 32 && lat! < 36.5)).toBe(true);
  });
});
