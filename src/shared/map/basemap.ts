/**
 * The offline basemap: a MapLibre style built in the browser from us-atlas's TopoJSON (nation, states, counties at 1:10m), with
 * no tiles, sprites or glyphs, so the map works with no network. A MAP_STYLE_URL (GET /config/ map_style_url) replaces it.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const BASEMAP_COLORS = {
  water: '#dbe7ef',
  land: '#f6f4ee',
  county: '#d3cfc4',
  state: '#9e9a90',
} as const;

/** us-atlas's counties-10m.json: objects nation, states and counties. */
export type UsAtlas = Topology<{ nation: GeometryCollection; states: GeometryCollection; counties: GeometryCollection }>;

/** County lines only from this zoom (the whole country's 3,000 counties would be noise). */
export const COUNTY_MIN_ZOOM = 5;

/**
 * The style: water background, land fill, county then state borders (shared borders once, via topojson's mesh, so lines are not
 * drawn twice). No symbol layers: text would need glyph fonts from a server.
 */
export function buildOfflineStyle(atlas: UsAtlas): StyleSpecification {
  const land = feature(atlas, atlas.objects.nation);
  const states = mesh(atlas, atlas.objects.states, (a, b) => a !== b);
  const counties = mesh(atlas, atlas.objects.counties, (a, b) => a !== b);
  return {
    version: 8,
    name: 'PropScout offline (us-atlas)',
    sources: {
      land: { type: 'geojson', data: land },
      'state-lines': { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: states } },
      'county-lines': { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: counties } },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'county-lines',
        type: 'line',
        source: 'county-lines',
        minzoom: COUNTY_MIN_ZOOM,
        paint: { 'line-color': BASEMAP_COLORS.county, 'line-width': 0.6 },
      },
      {
        id: 'state-lines',
        type: 'line',
        source: 'state-lines',
        paint: { 'line-color': BASEMAP_COLORS.state, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 2] },
      },
    ],
  };
}
