import { badRequest } from '../../lib/errors.ts';
import {
  AUCTION_FIELDS,
  NUMBER_RANGES,
  auctionChoice,
  DEFAULT_STATUS,
  type AuctionStatus,
  type AuctionType,
  type DistressFlag,
  type SearchQuery,
  type SortName,
  type Status,
} from './filter/schemas.ts';
import { geometryOf, type Geometry } from './geometry.ts';
import { parsePlaces, type LocationFilter } from './location.ts';

/** The property-record filters; a search with any of them finds only listings with a record. */
export interface OwnerFilters {
  absentee?: boolean;
  ownerOccupied?: boolean;
  equityPctMin?: number;
  equityPctMax?: number;
  yearsOwnedMin?: number;
  taxDelinquent?: boolean;
  preforeclosure?: boolean;
  distress?: DistressFlag[];
}

/** The query's property-record filters, or undefined when it has none. */
export function ownerFiltersOf(query: SearchQuery): OwnerFilters | undefined {
  const owner: OwnerFilters = {
    absentee: query.absentee_owner,
    ownerOccupied: query.owner_occupied,
    equityPctMin: query.equity_pct_min,
    equityPctMax: query.equity_pct_max,
    yearsOwnedMin: query.years_owned_min,
    taxDelinquent: query.tax_delinquent,
    preforeclosure: query.preforeclosure,
    distress: query.distress?.length ? query.distress : undefined,
  };
  return Object.values(owner).some((value) => value !== undefined) ? owner : undefined;
}

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
  /** Auction searches only: the auction's day, UTC, YYYY-MM-DD (both ends included). */
  auctionDateFrom?: string;
  auctionDateTo?: string;
  openingBidMin?: number;
  openingBidMax?: number;
  auctionTypes?: AuctionType[];
  auctionStatuses?: AuctionStatus[];
  /** Listing history (issue 28): the last price drop's percent and age, the last status change's age, back on market. */
  priceDropPctMin?: number;
  priceDropWithinDays?: number;
  statusChangedWithinDays?: number;
  backOnMarket?: boolean;
  /** Property records (issue 28): the owner and equity facts of the listing's property record (address key). */
  owner?: OwnerFilters;
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

/** A range whose low end is above its high end names the high end's field. */
function checkRange(query: SearchQuery, low: keyof SearchQuery, high: keyof SearchQuery, words: string) {
  const [min, max] = [query[low], query[high]];
  if (min === undefined || max === undefined || min <= max) return;
  throw badRequest(`${high} must be ${words} ${low}.`, { [high]: [`Must be ${words} ${low}.`] });
}

/**
 * The auction filters belong to a search for auctions alone (the auction paths, or is_auction/listingType/property_type
 * asking for auctions): anywhere else they would quietly drop every standard listing, so they are refused.
 */
function checkAuctionFields(query: SearchQuery, auction: boolean | undefined) {
  const given = AUCTION_FIELDS.filter((field) => query[field] !== undefined);
  if (auction === true || !given.length) return;
  throw badRequest(
    `${given.join(', ')} ${given.length > 1 ? 'apply' : 'applies'} to auction searches only: use /properties/auction/list/ or is_auction=true.`,
    Object.fromEntries(given.map((field) => [field, ['Auction searches only.']])),
  );
}

/**
 * A search the filter schema accepted, with the rules the schema cannot state: a location unless an area is drawn, places
 * that exist as places, listing-type fields that agree, auction filters on auction searches only, ranges low to high.
 */
export function searchFiltersOf(query: SearchQuery, options: { auctionList?: boolean } = {}): SearchFilters {
  const auction = auctionOf(query, options);
  checkAuctionFields(query, auction);
  checkRange(query, 'auction_date_from', 'auction_date_to', 'on or after');
  for (const [low, high] of NUMBER_RANGES) checkRange(query, low, high, 'at least');
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
    auctionDateFrom: query.auction_date_from,
    auctionDateTo: query.auction_date_to,
    openingBidMin: query.opening_bid_min,
    openingBidMax: query.opening_bid_max,
    auctionTypes: query.auction_type,
    auctionStatuses: query.auction_status,
    priceDropPctMin: query.price_drop_pct_min,
    priceDropWithinDays: query.price_drop_within_days,
    statusChangedWithinDays: query.status_changed_within_days,
    backOnMarket: query.back_on_market,
    owner: ownerFiltersOf(query),
    sort: sortOf(query.sort_by, auction === true),
  };
}
