import { badRequest } from '../../lib/errors.ts';
import { stateCode } from '../usStates.ts';

export type LocationFilter =
  | { kind: 'zip'; postalCode: string }
  | { kind: 'city'; city: string; state?: string }
  | { kind: 'county'; county: string; state?: string }
  | { kind: 'state'; state: string };

export const LOCATION_REQUIRED =
  'location is required: give a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state, or draw an area on the map.';

/**
 * The `location` field as sent, as a list of place texts: text with places separated by ";" (a comma already separates a
 * city from its state), a JSON list of `{name}`/`{text}` objects or strings (as text in a query string), or that list;
 * 400 for a list that is not JSON or an item that is neither text nor such an object, or more than `maxPlaces` places.
 */
export function placeTexts(raw: unknown, maxPlaces: number): string[] {
  const texts = locationTexts(raw);
  if (texts.length > maxPlaces) {
    throw badRequest(`A search can name at most ${maxPlaces} places; this one names ${texts.length}.`, {
      location: [`At most ${maxPlaces} places.`],
    });
  }
  return texts;
}

/** The places of a search; `optional`: a search with a drawn area needs none (an empty list then means anywhere in the area). */
export function parsePlaces(texts: readonly string[], { optional = false }: { optional?: boolean } = {}): LocationFilter[] {
  const filters = texts.map((text) => {
    const parsed = parsePlace(text);
    if (!parsed)
      throw badRequest(`Invalid location format: "${text}" is not a city, ZIP code, county or state.`, {
        location: ['Unrecognised location.'],
      });
    return parsed;
  });
  if (filters.length === 0 && !optional) throw badRequest(LOCATION_REQUIRED, { location: ['This field is required.'] });
  return filters;
}

function locationTexts(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw.flatMap(itemTexts);
  if (typeof raw === 'object') return itemTexts(raw);
  const text = String(raw).trim();
  if (text.startsWith('[') || text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('Invalid location format: the location list is not valid JSON.', { location: ['Invalid JSON.'] });
    }
    return locationTexts(Array.isArray(parsed) ? parsed : [parsed]);
  }
  return text
    .split(';')
    .map((place) => place.trim())
    .filter(Boolean);
}

/** One item of a list: its text (a repeated query-string key may itself hold several places). */
function itemTexts(item: unknown): string[] {
  return typeof item === 'string' ? locationTexts(item) : [itemText(item)].filter((t) => t !== '');
}

function itemText(item: unknown): string {
  if (typeof item === 'string') return item.trim();
  if (item && typeof item === 'object') {
    const { name, text } = item as { name?: unknown; text?: unknown };
    const value = typeof name === 'string' && name.trim() ? name : text;
    if (typeof value === 'string') return value.trim();
  }
  throw badRequest('Invalid location format: each location must be text or an object with name or text.', { location: ['Invalid item.'] });
}

const PLACE_NAME = /^[\p{L}][\p{L} .'\u2019-]{0,79}$/u;

function parsePlace(text: string): LocationFilter | undefined {
  const zip = /^(\d{5})(-\d{4})?$/.exec(text) ?? /,?\s*[A-Za-z]{2}\s+(\d{5})(-\d{4})?$/.exec(text);
  if (zip) return { kind: 'zip', postalCode: zip[1]! };
  // "Austin TX" without a comma: a trailing state code still names the state.
  const spaced = /^(.+?)\s+([A-Za-z]{2})$/.exec(text);
  if (!text.includes(',') && spaced && stateCode(spaced[2]!)) return parsePlace(`${spaced[1]}, ${spaced[2]}`);
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !/^(USA?|United States)$/i.test(p));
  if (parts.length === 0 || parts.length > 2) return undefined;
  const last = parts.length > 1 ? parts[parts.length - 1]! : undefined;
  const state = last ? stateCode(last) : undefined;
  if (last && !state) return undefined;
  const place = parts[0]!;
  if (parts.length === 1 && stateCode(place)) return { kind: 'state', state: stateCode(place)! };
  const county = /^(.+?)\s+(County|Parish|Borough)$/i.exec(place);
  if (county && PLACE_NAME.test(county[1]!)) return { kind: 'county', county: county[1]!, state };
  if (!PLACE_NAME.test(place)) return undefined;
  return { kind: 'city', city: place, state };
}
