import { badRequest } from '../../lib/errors.ts';
import { stateCode } from '../usStates.ts';

export type LocationFilter =
  | { kind: 'zip'; postalCode: string }
  | { kind: 'city'; city: string; state?: string }
  | { kind: 'county'; county: string; state?: string }
  | { kind: 'state'; state: string };

export const LOCATION_REQUIRED =
  'location is required: give a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state, or draw an area on the map.';

/** Location as text (several places separated by ";"), or JSON list of `{name}`/`{text}` objects (or strings); 400 when missing or unparseable. */
/** Places one search may name: far more than a person types, far fewer than a statement can bind. */
export const MAX_LOCATIONS = 100;

/** `optional`: a search with a drawn area needs no location (an empty list then means anywhere in the area). */
export function parseLocation(raw: unknown, { optional = false }: { optional?: boolean } = {}): LocationFilter[] {
  const texts = locationTexts(raw);
  if (texts.length > MAX_LOCATIONS) {
    throw badRequest(`A search can name at most ${MAX_LOCATIONS} places; this one names ${texts.length}.`, {
      location: [`At most ${MAX_LOCATIONS} places.`],
    });
  }
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
  if (Array.isArray(raw)) return raw.map(itemText).filter((t) => t !== '');
  if (typeof raw === 'object') return [itemText(raw)].filter((t) => t !== '');
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
  // A comma separates a city from its state, so several places in one text are separated by semicolons.
  return text
    .split(';')
    .map((place) => place.trim())
    .filter(Boolean);
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
