export interface Point {
  latitude: number;
  longitude: number;
}

/** Smallest span shown (degrees, about 1 km), so a single property does not fill the whole box. */
const MIN_SPAN = 0.01;

/**
 * Fits points into a width × height box with an equirectangular projection (longitude scaled by cos(latitude)),
 * keeping the aspect ratio and a margin; the points are centred.
 */
export function project<T extends Point>(points: T[], width: number, height: number, margin = 24): (T & { x: number; y: number })[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const kx = Math.cos((((Math.max(...lats) + Math.min(...lats)) / 2) * Math.PI) / 180);
  const xs = points.map((p) => p.longitude * kx);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const scale = Math.min((width - 2 * margin) / Math.max(maxX - minX, MIN_SPAN), (height - 2 * margin) / Math.max(maxY - minY, MIN_SPAN));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return points.map((p, i) => ({ ...p, x: width / 2 + (xs[i]! - cx) * scale, y: height / 2 - (lats[i]! - cy) * scale }));
}
