/**
 * Which city names the offline basemap shows (it has no place names of its own: no glyph fonts offline). The server
 * answers the cities of the view, the most listings first (GET /map/places/); here the zoom sets how many are named and
 * names that would overlap on screen are left out, so the larger city keeps its name.
 */
import type { MapPlace } from '../../dataProvider/mapPlaces.ts';

/** Never more names than this in one view. */
export const MAX_PLACE_LABELS = 40;
/** Below this zoom (a whole country or more) only the largest city is named. */
export const PLACE_LABELS_MIN_ZOOM = 4;
/** How many cities to ask the server for: more than are shown, so names left out for overlapping have stand-ins. */
export const PLACES_ASKED = 100;

/** Names shown at a zoom: 1 below zoom 4, then 4 at zoom 4, doubling with each level, to at most {@link MAX_PLACE_LABELS}. */
export function placeLabelBudget(zoom: number): number {
  if (!(zoom >= PLACE_LABELS_MIN_ZOOM)) return 1;
  return Math.min(MAX_PLACE_LABELS, 2 ** (Math.floor(zoom) - 2));
}

/** A name's box on screen, in pixels (an estimate: the text is not measured). */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The label's size: ~7 px per character of 12 px semi-bold text, plus a gap kept clear around it. */
const CHAR_WIDTH_PX = 7;
const LINE_HEIGHT_PX = 16;
const GAP_PX = 4;
/** The name sits above the city's centre (the cluster count is on it): this far up to its middle. */
export const LABEL_RISE_PX = 14;

function boxAt(point: { x: number; y: number }, text: string): Box {
  const halfWidth = (text.length * CHAR_WIDTH_PX) / 2 + GAP_PX;
  const middle = point.y - LABEL_RISE_PX;
  return {
    left: point.x - halfWidth,
    right: point.x + halfWidth,
    top: middle - LINE_HEIGHT_PX / 2 - GAP_PX,
    bottom: middle + LINE_HEIGHT_PX / 2 + GAP_PX,
  };
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The cities to name at this zoom: the most listings first (ties by name), at most {@link placeLabelBudget}, skipping any
 * whose name would overlap one already chosen. `toScreen` places a city on the screen in pixels (the map's projection).
 */
export function choosePlaceLabels(
  places: readonly MapPlace[],
  zoom: number,
  toScreen: (place: MapPlace) => { x: number; y: number },
): MapPlace[] {
  const budget = placeLabelBudget(zoom);
  const byListings = [...places].sort((a, b) => b.listing_count - a.listing_count || a.label.localeCompare(b.label));
  const chosen: MapPlace[] = [];
  const taken: Box[] = [];
  for (const place of byListings) {
    if (chosen.length >= budget) break;
    const box = boxAt(toScreen(place), place.city);
    if (taken.some((other) => overlap(box, other))) continue;
    chosen.push(place);
    taken.push(box);
  }
  return chosen;
}
