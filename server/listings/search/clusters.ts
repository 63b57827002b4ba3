import { badRequest } from '../../lib/errors.ts';
import { POTENTIAL_LEVELS, type Potential } from '../metrics/investment.ts';
import type { BBox } from './geometry.ts';

/** The most cells one cluster answer holds: past that the grid coarsens (see {@link clusterGrid}). */
export const MAX_CLUSTER_CELLS = 2000;
export const MAX_ZOOM = 22;

/** Where the map looks and how finely to group: the box (west < east, south < north) and the grid's cell size in degrees. */
export interface ClusterGrid {
  bbox: BBox;
  cellDegrees: number;
}

const WORLD: BBox = { west: -180, south: -90, east: 180, north: 90 };
const invalidBox = (detail: string) => badRequest(detail, { bbox: ['Invalid box.'] });

/**
 * `bbox` as the map sends it, "west,south,east,north" in degrees (blank: the whole world). Longitudes past ±180 (a map
 * showing the world's copies) are clamped; a box crossing the antimeridian (west > east) is a 400.
 */
export function parseBBox(raw: string | undefined): BBox {
  if (raw === undefined || raw.trim() === '') return WORLD;
  const parts = raw.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => part === '') || !numbers.every(Number.isFinite))
    throw invalidBox('bbox must be four numbers: west,south,east,north (degrees).');
  const [west, south, east, north] = numbers as [number, number, number, number];
  const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
  const box = { west: clamp(west, 180), south: clamp(south, 90), east: clamp(east, 180), north: clamp(north, 90) };
  if (box.south >= box.north) throw invalidBox('bbox must have its south edge below its north edge.');
  if (box.west >= box.east)
    throw invalidBox('bbox must have its west edge left of its east edge (a box across the antimeridian is not supported).');
  return box;
}

/** Columns or rows of cells of size `cell` a span touches, on the grid aligned at 0°. */
const span = (from: number, to: number, cell: number) => Math.floor(to / cell) - Math.floor(from / cell) + 1;

/**
 * The grid of a zoom level: cells of 360 / 2^(zoom + 2) degrees (a quarter of a map tile's width, so a screen holds
 * some hundreds of cells), doubled until the box holds at most {@link MAX_CLUSTER_CELLS} of them. A fractional zoom
 * counts as the level below it.
 */
export function clusterGrid(zoom: number, bbox: BBox): ClusterGrid {
  if (!Number.isFinite(zoom) || zoom < 0 || zoom > MAX_ZOOM)
    throw badRequest(`zoom must be a number from 0 to ${MAX_ZOOM}.`, { zoom: ['Invalid zoom.'] });
  let cellDegrees = 360 / 2 ** (Math.floor(zoom) + 2);
  while (span(bbox.west, bbox.east, cellDegrees) * span(bbox.south, bbox.north, cellDegrees) > MAX_CLUSTER_CELLS) cellDegrees *= 2;
  return { bbox, cellDegrees };
}

export interface ClusterRow {
  count: number;
  latitude: number;
  longitude: number;
  /** The best investment rank in the cell (1 Low … 4 Excellent), null when no listing in it has one. */
  rank: number | null;
  property_id: string | null;
}

export interface ClusterCell {
  latitude: number;
  longitude: number;
  count: number;
  potential: Potential | null;
  property_id: string | null;
}

/** A cell as the API answers it: its best investment potential by name, and the listing's id when it holds one. */
export function clusterCell(row: ClusterRow): ClusterCell {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    count: row.count,
    potential: row.rank === null ? null : (POTENTIAL_LEVELS[row.rank - 1] ?? null),
    property_id: row.count === 1 ? row.property_id : null,
  };
}
