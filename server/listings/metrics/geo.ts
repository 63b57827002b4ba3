import { haversineMiles as sphereMiles } from '../search/geometry.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Miles between two points given latitude first, as the metrics hold them: the search's one haversine (same Earth radius as the SQL's). */
export const haversineMiles = (lat1: number, lng1: number, lat2: number, lng2: number): number => sphereMiles([lng1, lat1], [lng2, lat2]);

const CELL_DEGREES = 0.02;

/** Points bucketed in 0.02° cells (about 1.4 miles) so radius lookups touch few candidates. */
export class GeoGrid<T extends { latitude: number; longitude: number }> {
  private readonly cells = new Map<string, T[]>();

  constructor(items: Iterable<T>) {
    for (const item of items) {
      const key = this.key(Math.floor(item.latitude / CELL_DEGREES), Math.floor(item.longitude / CELL_DEGREES));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  private key(row: number, col: number) {
    return `${row}:${col}`;
  }

  /** The cell a point falls in, for memoising per-area values. */
  cellOf(latitude: number, longitude: number): string {
    return this.key(Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES));
  }

  /** Items within `miles` that pass `accept`, with their distance, nearest first. */
  within(latitude: number, longitude: number, miles: number, accept: (item: T) => boolean = () => true): { item: T; miles: number }[] {
    const dLat = miles / 69;
    const dLng = miles / (69 * Math.max(0.2, Math.cos(rad(latitude))));
    const found: { item: T; miles: number }[] = [];
    for (let row = Math.floor((latitude - dLat) / CELL_DEGREES); row <= Math.floor((latitude + dLat) / CELL_DEGREES); row++) {
      for (let col = Math.floor((longitude - dLng) / CELL_DEGREES); col <= Math.floor((longitude + dLng) / CELL_DEGREES); col++) {
        for (const item of this.cells.get(this.key(row, col)) ?? []) {
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
