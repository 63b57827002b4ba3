import { badRequest } from '../../lib/errors.ts';
import { CONDITION_LEVELS } from '../metrics/condition.ts';
import { POTENTIAL_LEVELS } from '../metrics/investment.ts';
import { parseGeometry, type Geometry } from './geometry.ts';
import { parseLocation, type LocationFilter } from './location.ts';
import { parseSort, type Sort } from './sorting.ts';

export const STATUSES = ['for_sale', 'pending', 'sold', 'off_market'] as const;
export type Status = (typeof STATUSES)[number];
/** The metrics' levels, best first (as a 400 lists them). */
export const CONDITIONS: readonly string[] = [...CONDITION_LEVELS].reverse();
export const POTENTIALS: readonly string[] = [...POTENTIAL_LEVELS].reverse();
const STATUS_ALIASES: Record<string, Status> = { active: 'for_sale', closed: 'sold', off: 'off_market', offmarket: 'off_market' };

/** A search, validated and normalised; the same for the API, counts and saved-search runs. */
export interface SearchFilters {
  /** Empty only when a drawn area (geometry) bounds the search. */
  locations: LocationFilter[];
  /** The drawn area (polygon or circle) the listings must lie in. */
  geometry?: Geometry;
  statuses: Status[];
  auction?: boolean;
  propertyTypes?: string[];
  subtypes?: string[];
  specialConditions?: string[];
  priceMin?: number;
  priceMax?: number;
  bedsMin?: number;
  bathsMin?: number;
  sqftMin?: number;
  sqftMax?: number;
  yearBuiltMin?: number;
  yearBuiltMax?: number;
  conditions?: string[];
  potentials?: string[];
  valueGapMin?: number;
  lpArvMax?: number;
  domMax?: number;
  sort: Sort;
}

type Raw = Record<string, unknown>;

/** Parses query-string or JSON query fields; throws 400 with the offending field. */
export function parseSearchQuery(raw: Raw, options: { auctionList?: boolean } = {}): SearchFilters {
  const auction = options.auctionList ? true : auctionSplit(raw);
  const geometry = parseGeometry(raw.geometry);
  return {
    locations: parseLocation(raw.location, { optional: geometry !== undefined }),
    geometry,
    statuses: list(raw, 'status')?.map(status) ?? ['for_sale'],
    auction,
    propertyTypes: list(raw, 'property_type')?.filter((t) => !/^(standard|auction)s?$/i.test(t)),
    subtypes: list(raw, 'property_subtype'),
    specialConditions: list(raw, 'special_listing_conditions'),
    priceMin: num(raw, 'price_min'),
    priceMax: num(raw, 'price_max'),
    bedsMin: num(raw, 'beds_min'),
    bathsMin: num(raw, 'baths_min'),
    sqftMin: num(raw, 'sqft_min'),
    sqftMax: num(raw, 'sqft_max'),
    yearBuiltMin: num(raw, 'year_built_min'),
    yearBuiltMax: num(raw, 'year_built_max'),
    conditions: levels(raw, 'condition', CONDITIONS),
    potentials: levels(raw, 'investment_potential', POTENTIALS),
    valueGapMin: num(raw, 'value_gap_min'),
    lpArvMax: num(raw, 'lp_arv_max'),
    domMax: num(raw, 'dom'),
    sort: parseSort(raw.sort_by, auction === true),
  };
}

/** property_type (standard|auction), listingType and is_auction all express the standard/auction split. */
function auctionSplit(raw: Raw): boolean | undefined {
  const votes = new Set<boolean>();
  for (const type of list(raw, 'property_type') ?? []) if (/^(standard|auction)s?$/i.test(type)) votes.add(/^auction/i.test(type));
  const listingType = text(raw.listingType);
  if (listingType) {
    if (!/^(standard|auction)s?$/i.test(listingType))
      throw badRequest('listingType must be "standard" or "auction".', { listingType: ['Invalid value.'] });
    votes.add(/^auction/i.test(listingType));
  }
  const isAuction = text(raw.is_auction);
  if (isAuction) {
    if (!/^(true|false|1|0)$/i.test(isAuction)) throw badRequest('is_auction must be true or false.', { is_auction: ['Invalid value.'] });
    votes.add(/^(true|1)$/i.test(isAuction));
  }
  if (votes.size > 1)
    throw badRequest('The query asks for both auction and standard listings.', {
      is_auction: ['Conflicts with property_type or listingType.'],
    });
  return votes.size ? [...votes][0] : undefined;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}

function list(raw: Raw, field: string): string[] | undefined {
  const value = raw[field];
  const items = (Array.isArray(value) ? value : [value])
    .flatMap((v) => text(v)?.split(',') ?? [])
    .map((v) => v.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/** The range each numeric filter takes (whole: no decimals), so a value never reaches SQL out of its column's range. */
export const NUMERIC_FILTERS = {
  price_min: { max: 10_000_000_000, whole: false },
  price_max: { max: 10_000_000_000, whole: false },
  beds_min: { max: 100, whole: true },
  baths_min: { max: 100, whole: false },
  sqft_min: { max: 10_000_000, whole: true },
  sqft_max: { max: 10_000_000, whole: true },
  year_built_min: { max: 2100, whole: true },
  year_built_max: { max: 2100, whole: true },
  value_gap_min: { max: 10_000_000_000, whole: false },
  lp_arv_max: { max: 1000, whole: false },
  dom: { max: 36_500, whole: true },
} as const;

function num(raw: Raw, field: keyof typeof NUMERIC_FILTERS): number | undefined {
  const value = text(raw[field]);
  if (value === undefined || /^(any|all)$/i.test(value)) return undefined;
  const n = Number(value.replace(/[$,%\s]/g, ''));
  const { max, whole } = NUMERIC_FILTERS[field];
  const expected = `${whole ? 'a whole number' : 'a number'} from 0 to ${max.toLocaleString('en-US')}`;
  if (!Number.isFinite(n) || n < 0 || n > max || (whole && !Number.isInteger(n))) {
    throw badRequest(`${field} must be ${expected}.`, { [field]: [`Enter ${expected}.`] });
  }
  return n;
}

function status(value: string): Status {
  const key = value.toLowerCase().replace(/[\s-]/g, '_');
  const found = (STATUSES as readonly string[]).includes(key) ? (key as Status) : STATUS_ALIASES[key.replace(/_/g, '')];
  if (!found) throw badRequest(`status must be one of ${STATUSES.join(', ')}.`, { status: ['Invalid value.'] });
  return found;
}

function levels(raw: Raw, field: string, allowed: readonly string[]): string[] | undefined {
  return list(raw, field)?.map((value) => {
    const found = allowed.find((level) => level.toLowerCase() === value.toLowerCase().replace(/_/g, ' '));
    if (!found) throw badRequest(`${field} takes comma-separated levels among ${allowed.join(', ')}.`, { [field]: ['Invalid level.'] });
    return found;
  });
}
