import {
  NUMBER_FILTERS,
  NUMBER_RANGES,
  numberMin,
  numberRange,
  type DescribedQuery,
  type NumberFilter,
} from '../../../server/listings/search/filter/schemas.ts';
import { decodeGeometry } from '../map/geometry.ts';
import { listingChoice } from '../../dataProvider/search.ts';
import { locationText, placesOf } from '../../dataProvider/searchLocation.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';

/** The filter form's values: text as typed, lists as chosen. */
export interface FilterValues {
  location: string;
  status: string[];
  investmentPotential: string[];
  dom: string;
  condition: string[];
  priceMin: string;
  priceMax: string;
  /** Minimum value gap, % of ARV. */
  valueGapMin: string;
  /** Maximum list price / ARV, in % (sent as a ratio). */
  lpArvMax: string;
  bedsMin: string;
  bathsMin: string;
  sqftMin: string;
  sqftMax: string;
  yearBuiltMin: string;
  yearBuiltMax: string;
  propertySubtype: string[];
  /** '' both, 'standard' or 'auction' (sent as property_type). */
  listingKind: string;
  /** The area drawn on the map, as the contract's JSON text ('' none): a Polygon or a Circle. */
  geometry: string;
  /** Auction searches only (sent when listingKind is 'auction'): days as YYYY-MM-DD, bids in dollars, sale types, statuses. */
  auctionDateFrom: string;
  auctionDateTo: string;
  openingBidMin: string;
  openingBidMax: string;
  auctionType: string[];
  auctionStatus: string[];
  /** Listing history: the last price cut, % of the price before it, and within how many days. */
  priceDropPctMin: string;
  priceDropWithinDays: string;
  statusChangedWithinDays: string;
  /** '' either, 'true' back for sale after pending or off market, 'false' the others. */
  backOnMarket: string;
  /** Property records (issue 28): '' either, 'true' or 'false' for the yes/no filters; equity in %, whole years owned. */
  absenteeOwner: string;
  ownerOccupied: string;
  equityPctMin: string;
  equityPctMax: string;
  yearsOwnedMin: string;
  taxDelinquent: string;
  preforeclosure: string;
  distress: string[];
}

export const DEFAULT_FILTERS: FilterValues = {
  location: '',
  status: ['for_sale'],
  investmentPotential: [],
  dom: '',
  condition: [],
  priceMin: '',
  priceMax: '',
  valueGapMin: '',
  lpArvMax: '',
  bedsMin: '',
  bathsMin: '',
  sqftMin: '',
  sqftMax: '',
  yearBuiltMin: '',
  yearBuiltMax: '',
  propertySubtype: [],
  listingKind: '',
  geometry: '',
  auctionDateFrom: '',
  auctionDateTo: '',
  openingBidMin: '',
  openingBidMax: '',
  auctionType: [],
  auctionStatus: [],
  priceDropPctMin: '',
  priceDropWithinDays: '',
  statusChangedWithinDays: '',
  backOnMarket: '',
  absenteeOwner: '',
  ownerOccupied: '',
  equityPctMin: '',
  equityPctMax: '',
  yearsOwnedMin: '',
  taxDelinquent: '',
  preforeclosure: '',
  distress: [],
};

export type FilterErrors = Partial<Record<keyof FilterValues, string>>;

export const LOCATION_REQUIRED = 'Enter a city, ZIP code or county.';
/** Whether the values hold a valid drawn area. */
export const hasArea = (values: Pick<FilterValues, 'geometry'>) => decodeGeometry(values.geometry) !== null;
/** Whether there is enough to count or search: a place or a drawn area. */
export const isSearchable = (values: FilterValues) => placesOf(values.location).length > 0 || hasArea(values);
const NUMBER = /^\d+(\.\d+)?$/;
const clean = (value: string) => value.replace(/[$,%\s]/g, '');

/** The typed number fields of the form and the filter field each is sent as (the filter's ranges check them). */
const NUMBER_FIELDS: [keyof FilterValues, NumberFilter][] = [
  ['priceMin', 'price_min'],
  ['priceMax', 'price_max'],
  ['valueGapMin', 'value_gap_min'],
  ['lpArvMax', 'lp_arv_max'],
  ['sqftMin', 'sqft_min'],
  ['sqftMax', 'sqft_max'],
  ['yearBuiltMin', 'year_built_min'],
  ['yearBuiltMax', 'year_built_max'],
  ['openingBidMin', 'opening_bid_min'],
  ['openingBidMax', 'opening_bid_max'],
  ['priceDropPctMin', 'price_drop_pct_min'],
  ['priceDropWithinDays', 'price_drop_within_days'],
  ['statusChangedWithinDays', 'status_changed_within_days'],
  ['equityPctMin', 'equity_pct_min'],
  ['equityPctMax', 'equity_pct_max'],
  ['yearsOwnedMin', 'years_owned_min'],
];
const formFieldOf = (filter: NumberFilter) => NUMBER_FIELDS.find(([, sent]) => sent === filter)![0];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether text is a calendar day (2026-02-30 is not). */
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Whether the form asks for auctions alone: only then are the auction filters sent (the server refuses them elsewhere). */
export const isAuctionForm = (values: Pick<FilterValues, 'listingKind'>) => values.listingKind === 'auction';

/** Checks the form; an empty object means it can be sent. */
export function validateFilters(values: FilterValues): FilterErrors {
  const errors: FilterErrors = {};
  // A drawn area stands in for the location (contracts/15-map.md).
  if (placesOf(values.location).length === 0 && !hasArea(values)) errors.location = LOCATION_REQUIRED;
  for (const [field, filter] of NUMBER_FIELDS) {
    const value = clean(values[field] as string);
    if (!value) continue;
    if (!NUMBER.test(value)) {
      errors[field] = 'Enter a number.';
      continue;
    }
    // LP/ARV is typed as a percentage and sent as a ratio.
    const sent = field === 'lpArvMax' ? Number(value) / 100 : Number(value);
    const { max, whole } = NUMBER_FILTERS[filter];
    if (sent > max || sent < numberMin(filter) || (whole && !Number.isInteger(sent)))
      errors[field] =
        field === 'lpArvMax' ? `Enter a percentage from 0 to ${(max * 100).toLocaleString('en-US')}.` : `Enter ${numberRange(filter)}.`;
  }
  for (const field of ['auctionDateFrom', 'auctionDateTo'] as const)
    if (values[field] && !isDay(values[field])) errors[field] = 'Enter a date (YYYY-MM-DD).';
  if (!errors.auctionDateFrom && !errors.auctionDateTo && values.auctionDateFrom && values.auctionDateTo)
    if (values.auctionDateFrom > values.auctionDateTo) errors.auctionDateTo = 'Must be on or after the first day.';
  // The server's pairs of number filters, low end first (it refuses them reversed too).
  for (const [min, max] of NUMBER_RANGES.map((pair) => pair.map(formFieldOf) as [keyof FilterValues, keyof FilterValues])) {
    const low = Number(clean(values[min] as string));
    const high = Number(clean(values[max] as string));
    if (!errors[min] && !errors[max] && clean(values[min] as string) && clean(values[max] as string) && low > high)
      errors[max] = 'Must be at least the minimum.';
  }
  return errors;
}

const joined = (values: string[]) => (values.length ? values.join(',') : undefined);
/** A yes/no choice (back on market, absentee owner…) as the filter's boolean (undefined: either). */
const backOnMarketOf = (value: string) => (value === 'true' ? true : value === 'false' ? false : undefined);
const num = (value: string) => (clean(value) ? clean(value) : undefined);

/** Form values → the API's query (spec section 3 field names); empty filters are left out. */
export function toQuery(values: FilterValues, sortBy?: string): SearchQuery {
  const lpArv = num(values.lpArvMax);
  const places = placesOf(values.location);
  const query: SearchQuery = {
    // One place as text; several as the spec's JSON list of {name}.
    location: places.length > 1 ? JSON.stringify(places.map((name) => ({ name }))) : (places[0] ?? ''),
    status: joined(values.status),
    investment_potential: joined(values.investmentPotential),
    dom: values.dom || undefined,
    condition: joined(values.condition),
    price_min: num(values.priceMin),
    price_max: num(values.priceMax),
    value_gap_min: num(values.valueGapMin),
    lp_arv_max: lpArv === undefined ? undefined : String(Number((Number(lpArv) / 100).toFixed(4))),
    beds_min: values.bedsMin || undefined,
    baths_min: values.bathsMin || undefined,
    sqft_min: num(values.sqftMin),
    sqft_max: num(values.sqftMax),
    year_built_min: num(values.yearBuiltMin),
    year_built_max: num(values.yearBuiltMax),
    property_subtype: joined(values.propertySubtype),
    property_type: values.listingKind || undefined,
    geometry: hasArea(values) ? values.geometry : undefined,
    sort_by: sortBy || undefined,
    ...(isAuctionForm(values) && {
      auction_date_from: values.auctionDateFrom || undefined,
      auction_date_to: values.auctionDateTo || undefined,
      opening_bid_min: num(values.openingBidMin),
      opening_bid_max: num(values.openingBidMax),
      auction_type: joined(values.auctionType),
      auction_status: joined(values.auctionStatus),
    }),
    price_drop_pct_min: num(values.priceDropPctMin),
    price_drop_within_days: num(values.priceDropWithinDays),
    status_changed_within_days: num(values.statusChangedWithinDays),
    back_on_market: backOnMarketOf(values.backOnMarket)?.toString(),
    absentee_owner: backOnMarketOf(values.absenteeOwner)?.toString(),
    owner_occupied: backOnMarketOf(values.ownerOccupied)?.toString(),
    equity_pct_min: num(values.equityPctMin),
    equity_pct_max: num(values.equityPctMax),
    years_owned_min: num(values.yearsOwnedMin),
    tax_delinquent: backOnMarketOf(values.taxDelinquent)?.toString(),
    preforeclosure: backOnMarketOf(values.preforeclosure)?.toString(),
    distress: joined(values.distress),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as SearchQuery;
}

const list = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? []
    : String(value)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** A yes/no filter as the form's choice: 'true', 'false' or '' (either). */
const yesNoText = (value: unknown) => (['true', 'false'].includes(text(value)) ? text(value) : '');

/** A query's geometry (JSON text, or the object itself in an older saved query) → the field's text; invalid ones are dropped. */
function geometryText(value: unknown): string {
  const textValue = typeof value === 'object' && value !== null ? JSON.stringify(value) : text(value);
  return decodeGeometry(textValue) ? textValue : '';
}

/** The listing kind a query asks for ('' both), read as the server reads it; fields that disagree ask for both. */
function listingKindOf(query: Record<string, unknown>): FilterValues['listingKind'] {
  const choice = listingChoice(query);
  return choice === true ? 'auction' : choice === false ? 'standard' : '';
}

/** A saved query (or one from the address bar) → form values. */
export function fromQuery(saved: object): FilterValues {
  const query = saved as Record<string, unknown>;
  const lpArv = text(query.lp_arv_max);
  return {
    ...DEFAULT_FILTERS,
    location: locationText(query.location),
    status: query.status === undefined ? DEFAULT_FILTERS.status : list(query.status),
    investmentPotential: list(query.investment_potential),
    dom: text(query.dom),
    condition: list(query.condition),
    priceMin: text(query.price_min),
    priceMax: text(query.price_max),
    valueGapMin: text(query.value_gap_min),
    lpArvMax: lpArv ? String(Number((Number(lpArv) * 100).toFixed(2))) : '',
    bedsMin: text(query.beds_min),
    bathsMin: text(query.baths_min),
    sqftMin: text(query.sqft_min),
    sqftMax: text(query.sqft_max),
    yearBuiltMin: text(query.year_built_min),
    yearBuiltMax: text(query.year_built_max),
    propertySubtype: list(query.property_subtype),
    geometry: geometryText(query.geometry),
    listingKind: listingKindOf(query),
    auctionDateFrom: text(query.auction_date_from),
    auctionDateTo: text(query.auction_date_to),
    openingBidMin: text(query.opening_bid_min),
    openingBidMax: text(query.opening_bid_max),
    auctionType: list(query.auction_type),
    auctionStatus: list(query.auction_status),
    priceDropPctMin: text(query.price_drop_pct_min),
    priceDropWithinDays: text(query.price_drop_within_days),
    statusChangedWithinDays: text(query.status_changed_within_days),
    backOnMarket: yesNoText(query.back_on_market),
    absenteeOwner: yesNoText(query.absentee_owner),
    ownerOccupied: yesNoText(query.owner_occupied),
    equityPctMin: text(query.equity_pct_min),
    equityPctMax: text(query.equity_pct_max),
    yearsOwnedMin: text(query.years_owned_min),
    taxDelinquent: yesNoText(query.tax_delinquent),
    preforeclosure: yesNoText(query.preforeclosure),
    distress: list(query.distress),
  };
}

const numberOf = (value: string) => (clean(value) && NUMBER.test(clean(value)) ? Number(clean(value)) : undefined);
const listOf = <T extends string>(values: string[]) => (values.length ? (values as T[]) : undefined);

/** Form values as the search filter reads them, for the one description of a search (describeSearch). */
export function filterOf(values: FilterValues): DescribedQuery {
  const lpArv = numberOf(values.lpArvMax);
  const listingType = values.listingKind === 'auction' || values.listingKind === 'standard' ? values.listingKind : undefined;
  return {
    location: placesOf(values.location),
    geometry: decodeGeometry(values.geometry) ?? undefined,
    status: values.status as DescribedQuery['status'],
    property_type: listingType && [listingType],
    investment_potential: listOf(values.investmentPotential),
    condition: listOf(values.condition),
    dom: numberOf(values.dom),
    price_min: numberOf(values.priceMin),
    price_max: numberOf(values.priceMax),
    value_gap_min: numberOf(values.valueGapMin),
    lp_arv_max: lpArv === undefined ? undefined : lpArv / 100,
    property_subtype: listOf(values.propertySubtype),
    beds_min: numberOf(values.bedsMin),
    baths_min: numberOf(values.bathsMin),
    sqft_min: numberOf(values.sqftMin),
    sqft_max: numberOf(values.sqftMax),
    year_built_min: numberOf(values.yearBuiltMin),
    year_built_max: numberOf(values.yearBuiltMax),
    ...(isAuctionForm(values) && {
      auction_date_from: values.auctionDateFrom || undefined,
      auction_date_to: values.auctionDateTo || undefined,
      opening_bid_min: numberOf(values.openingBidMin),
      opening_bid_max: numberOf(values.openingBidMax),
      auction_type: listOf(values.auctionType),
      auction_status: listOf(values.auctionStatus),
    }),
    price_drop_pct_min: numberOf(values.priceDropPctMin),
    price_drop_within_days: numberOf(values.priceDropWithinDays),
    status_changed_within_days: numberOf(values.statusChangedWithinDays),
    back_on_market: backOnMarketOf(values.backOnMarket),
    absentee_owner: backOnMarketOf(values.absenteeOwner),
    owner_occupied: backOnMarketOf(values.ownerOccupied),
    equity_pct_min: numberOf(values.equityPctMin),
    equity_pct_max: numberOf(values.equityPctMax),
    years_owned_min: numberOf(values.yearsOwnedMin),
    tax_delinquent: backOnMarketOf(values.taxDelinquent),
    preforeclosure: backOnMarketOf(values.preforeclosure),
    distress: listOf(values.distress),
  };
}
