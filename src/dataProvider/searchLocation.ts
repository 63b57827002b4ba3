/** Separates places in the location field ("Austin, TX; 78704"): a comma already separates a city from its state. */
export const PLACE_SEPARATOR = ';';

/** The places of a location field's text. */
export const placesOf = (location: string) =>
  location
    .split(PLACE_SEPARATOR)
    .map((place) => place.trim())
    .filter(Boolean);

/** A query's location (text, a list of strings or {name}/{text} objects, or that list as JSON text) → the field's text. */
export function locationText(location: unknown): string {
  if (typeof location === 'string' && /^\s*[[{]/.test(location)) {
    try {
      return locationText(JSON.parse(location));
    } catch {
      return location;
    }
  }
  if (!Array.isArray(location)) {
    if (typeof location === 'object' && location !== null) return locationText([location]);
    return location === undefined || location === null ? '' : String(location);
  }
  const placeOf = (item: unknown) =>
    typeof item === 'string' ? item : ((item as { name?: string; text?: string }).name ?? (item as { text?: string }).text ?? '');
  return location.map(placeOf).filter(Boolean).join(`${PLACE_SEPARATOR} `);
}
