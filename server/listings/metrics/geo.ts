import { milesBetween } from '../search/geometry.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Miles between two points given latitude first, as the metrics hold them: the search's one haversine (same Earth radius as the SQL's). */
export const haversineMiles = milesBetween;

const CELL_DEGREES = 0.02;

/** A cell's number: rows span ±4,500 and columns ±9,000, so row × 20,000 + column is unique (and cheaper than a string key). */
const cellKey = (row: number, col: number) => row * 20_000 + col;

/**
 * Points bucketed in 0.02° cells (about 1.4 miles) so radius lookups touch few candidates; with `groupOf`, each group (a
 * property subtype, say) in cells of its own, so a lookup for one group never visits the others' points.
 */
export class GeoGrid<T extends { latitude: number; longitude: number }> {
  private readonly groups = new Map<string, Map<number, T[]>>();

  constructor(items: Iterable<T>, groupOf: (item: T) => string = () => '') {
    for (const item of items) {
      const group = groupOf(item);
      let cells = this.groups.get(group);
      if (!cells) this.groups.set(group, (cells = new Map()));
      const key = this.cellOf(item.latitude, item.longitude);
      const cell = cells.get(key);
      if (cell) cell.push(item);
      else cells.set(key, [item]);
    }
  }

  /** The cell a point falls in, for memoising per-area values. */
  cellOf(latitude: number, longitude: number): number {
    return cellKey(Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES));
  }

  /** Items (of `group`, when the grid has groups) within `miles` that pass `accept`, with their distance, nearest first. */
  within(
    latitude: number,
    longitude: number,
    miles: number,
    accept: (item: T) => boolean = () => true,
    group = '',
  ): { item: T; miles: number }[] {
    const found: { item: T; miles: number }[] = [];
    const cells = this.groups.get(group);
    if (!cells) return found;
    const dLat = miles / 69;
    const dLng = miles / (69 * Math.max(0.2, Math.cos(rad(latitude))));
    for (let row = Math.floor((latitude - dLat) / CELL_DEGREES); row <= Math.floor((latitude + dLat) / CELL_DEGREES); row++) {
      for (let col = Math.floor((longitude - dLng) / CELL_DEGREES); col <= Math.floor((longitude + dLng) / CELL_DEGREES); col++) {
        for (const item of cells.get(cellKey(row, col)) ?? []) {
          if (!accept(item)) continue;
          const d = haversineMiles(latitude, longitude, item.latitude, item.longitude);
          if (d <= miles) found.push({ item, miles: d });
        }
      }
    }
    return found.sort((a, b) => a.miles - b.miles);
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
