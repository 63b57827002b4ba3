import { badRequest } from '../../lib/errors.ts';
import { auctionChoice, DEFAULT_STATUS, type SearchQuery, type SortName, type Status } from './filter/schemas.ts';
import { geometryOf, type Geometry } from './geometry.ts';
import { parsePlaces, type LocationFilter } from './location.ts';

export interface Sort {
  field: SortName;
  desc: boolean;
}

/** The filter's sort_by (a name, "-" first for descending); by default the best investments first, auctions soonest first. */
export function sortOf(sortBy: string | undefined, auction: boolean): Sort {
  if (!sortBy) return auction ? { field: 'auction_date', desc: false } : { field: 'investment_potential', desc: true };
  return { field: sortBy.replace(/^-/, '') as SortName, desc: sortBy.startsWith('-') };
}

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

/** A search as the SQL reads it; the same for the API, counts, downloads and saved-search runs. */
export interface SearchFilters {
  /** Empty only when a drawn area (geometry) bounds the search. */
  locations: LocationFilter[];
  /** The drawn area (polygon or circle) the listings must lie in. */
  geometry?: Geometry;
  statuses: Status[];
  auction?: boolean;
  /** RESO property types (property_type's values other than standard/auction). */
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

/** Whether a search lists auctions only: the auction paths always do; elsewhere the query's listing-type fields decide. */
export function auctionOf(query: SearchQuery, { auctionList = false }: { auctionList?: boolean } = {}): boolean | undefined {
  if (auctionList) return true;
  const choice = auctionChoice(query);
  if (choice === 'conflict')
    throw badRequest('The query asks for both auction and standard listings.', {
      is_auction: ['Conflicts with property_type or listingType.'],
    });
  return choice;
}

/**
 * A search the filter schema accepted, with the rules the schema cannot state: a location unless an area is drawn, places
 * that exist as places, listing-type fields that agree.
 */
export function searchFiltersOf(query: SearchQuery, options: { auctionList?: boolean } = {}): SearchFilters {
  const auction = auctionOf(query, options);
  const geometry = query.geometry && geometryOf(query.geometry);
  return {
    locations: parsePlaces(query.location ?? [], { optional: geometry !== undefined }),
    geometry,
    statuses: query.status ?? [DEFAULT_STATUS],
    auction,
    propertyTypes: nonEmpty(query.property_type?.filter((type) => type !== 'standard' && type !== 'auction')),
    subtypes: query.property_subtype,
    specialConditions: query.special_listing_conditions,
    priceMin: query.price_min,
    priceMax: query.price_max,
    bedsMin: query.beds_min,
    bathsMin: query.baths_min,
    sqftMin: query.sqft_min,
    sqftMax: query.sqft_max,
    yearBuiltMin: query.year_built_min,
    yearBuiltMax: query.year_built_max,
    conditions: query.condition,
    potentials: query.investment_potential,
    valueGapMin: query.value_gap_min,
    lpArvMax: query.lp_arv_max,
    domMax: query.dom,
    sort: sortOf(query.sort_by, auction === true),
  };
}
