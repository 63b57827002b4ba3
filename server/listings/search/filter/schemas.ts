/**
 * The search filter, the one contract of every search, count, map, download and saved search: numbers as numbers with
 * their ranges, enums for the choices, the drawn area as a Polygon/Circle union. Routes validate with it (AJV, so the
 * OpenAPI document carries the rules), the server reads stored queries with it, and the client takes its SearchQuery
 * type, option lists and labels from here (the client imports only schemas.ts files: everything here is plain
 * TypeScript, no Node modules).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { GeometrySchema } from '../geometry.ts';
import {
  AUCTION_STATUS_LABELS,
  AUCTION_TYPE_LABELS,
  CONDITION_LABELS,
  DISTRESS_LABELS,
  LISTING_TYPE_LABELS,
  NUMBER_FILTERS,
  numberMin,
  numberRange,
  POTENTIAL_LABELS,
  PROPERTY_TYPE_LABELS,
  SORT_NAMES,
  STATUS_LABELS,
  SUBTYPE_LABELS,
  type NumberFilter,
  type SearchField,
} from './options.ts';

export * from './options.ts';
export {
  auctionCriteria,
  dayText,
  describeSearch,
  labelsOf,
  ratioPercentText,
  searchSentence,
  type DescribedQuery,
  type SearchDescription,
} from './describe.ts';
export {
  areaSquareMiles,
  describeGeometry,
  geometryIssue,
  haversineMiles,
  CircleSchema,
  GeometrySchema,
  PolygonSchema,
  KM_PER_MILE,
  MAX_GEOMETRY_BYTES,
  MAX_RADIUS_MILES,
  MAX_RING_POSITIONS,
  MIN_RADIUS_MILES,
  MIN_RING_POSITIONS,
  type CircleGeometry,
  type GeometryIssue,
  type PolygonGeometry,
  type Position,
  type SearchGeometry,
} from '../geometry.ts';

/** Places one search may name: far more than a person types, far fewer than a statement can bind. */
export const MAX_LOCATIONS = 100;

const enumOf = <T extends string>(labels: Record<T, string>, description?: string) =>
  Type.Enum(Object.keys(labels) as T[], { type: 'string', description });
/** A list filter: in a query string comma-separated ("for_sale,pending") or repeated; in JSON a list or that text. */
const listOf = <T extends TSchema>(item: T, description: string, maxItems = 20) =>
  Type.Optional(Type.Array(item, { maxItems, description: `${description} Comma-separated in a query string.` }));
const numberOf = <F extends NumberFilter>(field: F, description: string) => {
  const { max, whole } = NUMBER_FILTERS[field];
  const options = { minimum: numberMin(field), maximum: max, description: `${description} ${numberRange(field).replace(/^a/, 'A')}.` };
  return Type.Optional(whole ? Type.Integer(options) : Type.Number(options));
};

/** A calendar day as ISO text ("2026-12-01"); ajv-formats' "date" refuses days a month lacks. */
const dateOf = (description: string) => Type.Optional(Type.String({ format: 'date', minLength: 10, maxLength: 10, description }));

/** The filter's fields, one schema each (every field of SEARCH_FIELDS, no other). */
const searchFilterFields = () =>
  ({
    location: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: MAX_LOCATIONS,
        description:
          'Places: a city ("Austin, TX"), a ZIP code, a county ("Travis County, TX") or a state. Also taken as text with several places separated by ";", or as a JSON list of {name} / {text} objects. Required unless a geometry is drawn.',
      }),
    ),
    geometry: Type.Optional(GeometrySchema),
    status: listOf(enumOf(STATUS_LABELS), 'Listing statuses (default for_sale; also active, closed, off).', 4),
    dom: numberOf('dom', 'Most days on market (cumulative over relists); the spec sends it as text, which is taken.'),
    property_type: listOf(
      enumOf({ ...LISTING_TYPE_LABELS, ...PROPERTY_TYPE_LABELS }),
      'Standard or auction listings (spec section 3), or RESO property types (Residential, ResidentialIncome, Land…).',
      11,
    ),
    property_subtype: listOf(enumOf(SUBTYPE_LABELS), 'RESO property subtypes.', 8),
    special_listing_conditions: listOf(Type.String({ minLength: 1, maxLength: 50 }), 'RESO special listing conditions (any of them).'),
    sort_by: Type.Optional(
      Type.Enum([...SORT_NAMES, ...SORT_NAMES.map((name) => `-${name}` as const)], {
        type: 'string',
        description: 'Sort field; a leading "-" sorts descending. Default: investment potential (auction lists: auction date).',
      }),
    ),
    listingType: Type.Optional(enumOf(LISTING_TYPE_LABELS, 'Auctions versus standard listings (spec section 3).')),
    is_auction: Type.Optional(Type.Boolean({ description: 'true: auctions only; false: standard listings only.' })),
    price_min: numberOf('price_min', 'Lowest list price, dollars.'),
    price_max: numberOf('price_max', 'Highest list price, dollars.'),
    beds_min: numberOf('beds_min', 'Fewest bedrooms.'),
    baths_min: numberOf('baths_min', 'Fewest bathrooms.'),
    sqft_min: numberOf('sqft_min', 'Smallest living area, sq ft.'),
    sqft_max: numberOf('sqft_max', 'Largest living area, sq ft.'),
    year_built_min: numberOf('year_built_min', 'Built in or after.'),
    year_built_max: numberOf('year_built_max', 'Built in or before.'),
    investment_potential: listOf(enumOf(POTENTIAL_LABELS), 'Investment potential levels.', 4),
    condition: listOf(enumOf(CONDITION_LABELS), 'Condition levels.', 5),
    value_gap_min: numberOf('value_gap_min', 'Smallest value gap, % of ARV.'),
    lp_arv_max: numberOf('lp_arv_max', 'Highest list price / ARV ratio (0.7 = 70%).'),
    auction_date_from: dateOf('Auctions on or after this day (YYYY-MM-DD, a UTC day). Auction searches only.'),
    auction_date_to: dateOf('Auctions on or before this day (YYYY-MM-DD, a UTC day). Auction searches only.'),
    opening_bid_min: numberOf('opening_bid_min', 'Lowest opening bid, dollars. Auction searches only.'),
    opening_bid_max: numberOf('opening_bid_max', 'Highest opening bid, dollars. Auction searches only.'),
    auction_type: listOf(
      enumOf(AUCTION_TYPE_LABELS),
      'Auction sale types (trustee, sheriff, tax deed, online, live; any of them). Auction searches only.',
      Object.keys(AUCTION_TYPE_LABELS).length,
    ),
    auction_status: listOf(
      enumOf(AUCTION_STATUS_LABELS),
      'Auction statuses (scheduled, postponed, cancelled, sold, reverted_to_lender; any of them). Auction searches only.',
      Object.keys(AUCTION_STATUS_LABELS).length,
    ),
    price_drop_pct_min: numberOf(
      'price_drop_pct_min',
      "Smallest last price drop, % of the price before it (the listing's most recent price cut).",
    ),
    price_drop_within_days: numberOf('price_drop_within_days', 'The last price drop happened within this many days.'),
    status_changed_within_days: numberOf('status_changed_within_days', 'The status (StandardStatus) changed within this many days.'),
    back_on_market: Type.Optional(
      Type.Boolean({ description: 'true: listings back for sale after pending or off market; false: the others.' }),
    ),
    absentee_owner: Type.Optional(
      Type.Boolean({
        description: "Property records: true, the owner's mailing address is not the property's (absentee owner); false: the others.",
      }),
    ),
    owner_occupied: Type.Optional(Type.Boolean({ description: 'Property records: true, the owner lives there; false: the others.' })),
    equity_pct_min: numberOf('equity_pct_min', 'Property records: smallest estimated equity, % of the market value.'),
    equity_pct_max: numberOf('equity_pct_max', 'Property records: largest estimated equity, % of the market value.'),
    years_owned_min: numberOf('years_owned_min', 'Property records: owned for at least this many whole years since the last sale.'),
    tax_delinquent: Type.Optional(
      Type.Boolean({ description: 'Property records: true, the property tax is delinquent; false: the others.' }),
    ),
    preforeclosure: Type.Optional(
      Type.Boolean({ description: 'Property records: true, in pre-foreclosure (any stage); false: the others.' }),
    ),
    distress: listOf(
      enumOf(DISTRESS_LABELS),
      'Property records: distress flags (any of them): preforeclosure, lis_pendens, tax_default, probate, vacant.',
      Object.keys(DISTRESS_LABELS).length,
    ),
  }) satisfies Record<SearchField, TSchema>;

/*
 * Built once, marked pure: a client bundle that takes only the labels and rules leaves the schemas (and TypeBox) out.
 */
/** The filter's fields; route schemas spread them beside their own fields. */
export const SearchFilterFields = /* @__PURE__ */ searchFilterFields();
export const SearchFilter = /* @__PURE__ */ Type.Object(SearchFilterFields, { description: 'A search: location and filters.' });
/** A search as the schema reads it: lists as lists, numbers as numbers, the drawn area as an object. */
export type SearchQuery = Static<typeof SearchFilter>;
/**
 * The same search as a query string carries it, and as the portal stores and sends it: every value text (lists
 * comma-separated, several places as a JSON list of {name}, the drawn area as JSON text).
 */
export type SearchQueryText = { [K in SearchField]?: string };
