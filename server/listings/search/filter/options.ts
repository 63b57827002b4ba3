import { CONDITION_LEVELS } from '../../metrics/condition.ts';
import { POTENTIAL_LEVELS } from '../../metrics/investment.ts';

/**
 * The search filter's choices and the words people read for them: one label table per enum, in the order the portal
 * offers them (best first for levels). The filter schema, the client's option lists and every description of a search
 * (ledger, downloads, saved searches) read these tables, so a label is written once.
 */
export const STATUS_LABELS = { for_sale: 'Active', pending: 'Pending', sold: 'Sold', off_market: 'Off market' } as const;
export type Status = keyof typeof STATUS_LABELS;
/** Spec section 9: a search without a status looks for listings for sale. */
export const DEFAULT_STATUS: Status = 'for_sale';
/** Other words for a status that searches have always taken. */
export const STATUS_ALIASES: Record<string, Status> = { active: 'for_sale', closed: 'sold', off: 'off_market', offmarket: 'off_market' };

const levelLabels = <T extends string>(levels: readonly T[]) =>
  Object.fromEntries([...levels].reverse().map((level) => [level, level])) as Record<T, T>;
/** The metrics' levels (server/listings/metrics), best first. */
export const CONDITION_LABELS = levelLabels(CONDITION_LEVELS);
export const POTENTIAL_LABELS = levelLabels(POTENTIAL_LEVELS);
export type ConditionLevel = keyof typeof CONDITION_LABELS;
export type PotentialLevel = keyof typeof POTENTIAL_LABELS;

/** RESO property subtypes the portal lists (the demo data holds exactly these). */
export const SUBTYPE_LABELS = {
  SingleFamilyResidence: 'Single family',
  Condominium: 'Condo',
  Townhouse: 'Townhouse',
  Duplex: 'Duplex',
  Triplex: 'Triplex',
  Quadruplex: 'Fourplex',
  ManufacturedHome: 'Manufactured home',
  UnimprovedLand: 'Land',
} as const;
export type Subtype = keyof typeof SUBTYPE_LABELS;

/** Spec section 3: property_type and listingType are "standard" or "auction". */
export const LISTING_TYPE_LABELS = { standard: 'Standard', auction: 'Auctions' } as const;
export type ListingType = keyof typeof LISTING_TYPE_LABELS;

/** RESO PropertyType values, which property_type also takes (the listings' own property type). */
export const PROPERTY_TYPE_LABELS = {
  Residential: 'Residential',
  ResidentialIncome: 'Residential income',
  ResidentialLease: 'Residential lease',
  Land: 'Land',
  Farm: 'Farm',
  ManufacturedInPark: 'Manufactured in park',
  CommercialSale: 'Commercial sale',
  CommercialLease: 'Commercial lease',
  BusinessOpportunity: 'Business opportunity',
} as const;
export type PropertyType = keyof typeof PROPERTY_TYPE_LABELS;

/**
 * Auction sale types: the values listings.auction_type holds (the demo generator's, and what a CSV's AuctionType is read
 * as, see auctionTypeOf), with the words a person reads. The filter matches the stored value exactly.
 */
export const AUCTION_TYPE_LABELS = {
  'Trustee Sale': 'Trustee sale',
  'Sheriff Sale': 'Sheriff sale',
  'Tax Deed': 'Tax deed',
  Online: 'Online auction',
  Live: 'Live auction',
} as const;
export type AuctionType = keyof typeof AUCTION_TYPE_LABELS;
/** Other spellings of the sale types (compared without case, spaces, "_" or "-"). */
export const AUCTION_TYPE_ALIASES: Record<string, AuctionType> = {
  trustee: 'Trustee Sale',
  "trustee'ssale": 'Trustee Sale',
  trusteessale: 'Trustee Sale',
  sheriff: 'Sheriff Sale',
  "sheriff'ssale": 'Sheriff Sale',
  sheriffssale: 'Sheriff Sale',
  taxdeedsale: 'Tax Deed',
  taxsale: 'Tax Deed',
  onlineauction: 'Online',
  liveauction: 'Live',
};
/** A sale type as written anywhere (a query, a CSV's AuctionType) → its stored value; text that is none stays as written. */
export function auctionTypeOf(text: string): string {
  const key = text.toLowerCase().replace(/[\s_-]/g, '');
  const known = (Object.keys(AUCTION_TYPE_LABELS) as AuctionType[]).find((type) => type.toLowerCase().replace(/\s/g, '') === key);
  return known ?? AUCTION_TYPE_ALIASES[key] ?? text;
}

/**
 * Auction statuses: where a foreclosure or tax sale stands (listings.auction_status, migration 150; null for a standard
 * listing or an auction whose data gives none), with the words a person reads. Scheduled: the sale is set for its date;
 * postponed: moved to a later date (the date shown is the new one); cancelled: called off (reinstated, paid off, withdrawn);
 * sold: sold at the auction to a third-party bidder; reverted to lender: no bid above the opening bid, so the property went
 * back to the foreclosing lender (REO) or, at a tax sale, was struck off to the county.
 */
export const AUCTION_STATUS_LABELS = {
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
  sold: 'Sold at auction',
  reverted_to_lender: 'Reverted to lender',
} as const;
export type AuctionStatus = keyof typeof AUCTION_STATUS_LABELS;
/** Other spellings of the statuses, as feeds and county files write them (compared without case, spaces, "_" or "-"). */
export const AUCTION_STATUS_ALIASES: Record<string, AuctionStatus> = {
  active: 'scheduled',
  upcoming: 'scheduled',
  continued: 'postponed',
  rescheduled: 'postponed',
  canceled: 'cancelled',
  withdrawn: 'cancelled',
  soldatauction: 'sold',
  soldtothirdparty: 'sold',
  thirdparty: 'sold',
  thirdpartysale: 'sold',
  reverted: 'reverted_to_lender',
  reverttolender: 'reverted_to_lender',
  revertedtobeneficiary: 'reverted_to_lender',
  backtolender: 'reverted_to_lender',
  backtobank: 'reverted_to_lender',
  reo: 'reverted_to_lender',
  struckoff: 'reverted_to_lender',
};
/** An auction status as written anywhere (a query, a CSV's AuctionStatus) → its stored value, or null when it is none. */
export function auctionStatusOf(text: string): AuctionStatus | null {
  const key = text.toLowerCase().replace(/[\s_'-]/g, '');
  const known = (Object.keys(AUCTION_STATUS_LABELS) as AuctionStatus[]).find(
    (status) => status.replace(/_/g, '') === key || AUCTION_STATUS_LABELS[status].toLowerCase().replace(/\s/g, '') === key,
  );
  return known ?? AUCTION_STATUS_ALIASES[key] ?? null;
}

/**
 * Property records' distress flags (issue 28, migration 145's distress_flags), with the words a person reads; the
 * distress filter matches any of the chosen ones.
 */
export const DISTRESS_LABELS = {
  preforeclosure: 'Pre-foreclosure',
  lis_pendens: 'Lis pendens',
  tax_default: 'Tax default',
  probate: 'Probate',
  vacant: 'Vacant',
} as const;
export type DistressFlag = keyof typeof DISTRESS_LABELS;
/** Pre-foreclosure stages as a recorder's file names them, in the order a foreclosure goes. */
export const PREFORECLOSURE_STAGE_LABELS = {
  lis_pendens: 'Lis pendens filed',
  notice_of_default: 'Notice of default',
  notice_of_sale: 'Notice of trustee sale',
} as const;
export type PreforeclosureStage = keyof typeof PREFORECLOSURE_STAGE_LABELS;

/** The search filter's fields (spec section 3 plus the portal's filters), in the order a query lists them. */
/** The property-record filters (owners, equity, distress): of the listings search and the off-market search alike. */
export const OWNER_FILTER_FIELDS = [
  'absentee_owner',
  'owner_occupied',
  'equity_pct_min',
  'equity_pct_max',
  'years_owned_min',
  'tax_delinquent',
  'preforeclosure',
  'distress',
] as const;

export const SEARCH_FIELDS = [
  'location',
  'geometry',
  'status',
  'dom',
  'property_type',
  'property_subtype',
  'special_listing_conditions',
  'sort_by',
  'listingType',
  'is_auction',
  'price_min',
  'price_max',
  'beds_min',
  'baths_min',
  'sqft_min',
  'sqft_max',
  'year_built_min',
  'year_built_max',
  'investment_potential',
  'condition',
  'value_gap_min',
  'lp_arv_max',
  'auction_date_from',
  'auction_date_to',
  'opening_bid_min',
  'opening_bid_max',
  'auction_type',
  'auction_status',
  'price_drop_pct_min',
  'price_drop_within_days',
  'status_changed_within_days',
  'back_on_market',
  ...OWNER_FILTER_FIELDS,
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** Filters on an auction's own facts: only a search for auctions alone takes them (searchFiltersOf refuses them elsewhere). */
export const AUCTION_FIELDS = [
  'auction_date_from',
  'auction_date_to',
  'opening_bid_min',
  'opening_bid_max',
  'auction_type',
  'auction_status',
] as const;
/** Date filters: a calendar day, YYYY-MM-DD, read as a UTC day. */
export const DATE_FILTERS = ['auction_date_from', 'auction_date_to'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Public sort names (a leading "-" sorts descending); searchSql maps each to its column. */
export const SORT_NAMES = [
  'list_price',
  'price',
  'arv',
  'value_gap',
  'value_gap_pct',
  'lp_arv',
  'dom',
  'days_on_market',
  'bedrooms',
  'beds',
  'bathrooms',
  'baths',
  'living_area',
  'sqft',
  'year_built',
  'rehab_estimate',
  'rent_estimate',
  'condition',
  'investment_potential',
  'first_seen_at',
  'newest',
  'close_date',
  'auction_date',
] as const;
export type SortName = (typeof SORT_NAMES)[number];
/** What each sort orders by, in the words of the results' and downloads' column headers (aliases read alike). */
export const SORT_LABELS: Record<SortName, string> = {
  list_price: 'List price',
  price: 'List price',
  arv: 'ARV',
  value_gap: 'Value gap',
  value_gap_pct: 'Value gap %',
  lp_arv: 'LP/ARV',
  dom: 'Days on market',
  days_on_market: 'Days on market',
  bedrooms: 'Beds',
  beds: 'Beds',
  bathrooms: 'Baths',
  baths: 'Baths',
  living_area: 'Sq ft',
  sqft: 'Sq ft',
  year_built: 'Year built',
  rehab_estimate: 'Rehab estimate',
  rent_estimate: 'Rent estimate',
  condition: 'Condition',
  investment_potential: 'Investment potential',
  first_seen_at: 'First seen',
  newest: 'First seen',
  close_date: 'Close date',
  auction_date: 'Auction date',
};
const DATE_SORTS: ReadonlySet<SortName> = new Set(['first_seen_at', 'newest', 'close_date', 'auction_date']);

/** A sort_by value as a person reads it: "-list_price" is "List price (high to low)", "auction_date" "Auction date (earliest first)". */
export function sortLabel(sortBy: string): string {
  const name = sortBy.replace(/^-/, '') as SortName;
  const desc = sortBy.startsWith('-');
  if (!(name in SORT_LABELS)) return sortBy;
  const order = DATE_SORTS.has(name) ? (desc ? 'latest first' : 'earliest first') : desc ? 'high to low' : 'low to high';
  return `${SORT_LABELS[name]} (${order})`;
}

/**
 * The numeric filters and their ranges, so a value never reaches SQL outside its column's range. `whole`: no decimals
 * (the column counts whole things). Prices and baths may carry decimals: whole-number columns compare them rounded inward.
 */
export const NUMBER_FILTERS = {
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
  opening_bid_min: { max: 10_000_000_000, whole: false },
  opening_bid_max: { max: 10_000_000_000, whole: false },
  // Listing history (issue 28): the last price drop in percent of the old price, and day counts back from now.
  price_drop_pct_min: { max: 100, whole: false },
  price_drop_within_days: { min: 1, max: 3650, whole: true },
  status_changed_within_days: { min: 1, max: 3650, whole: true },
  // Property records (issue 28): estimated equity in percent of the market value, whole years since the last sale.
  equity_pct_min: { max: 100, whole: false },
  equity_pct_max: { max: 100, whole: false },
  years_owned_min: { max: 200, whole: true },
} as const;
export type NumberFilter = keyof typeof NUMBER_FILTERS;

/** The number filters that come in pairs, low end first: a search whose low end is above its high end is refused. */
export const NUMBER_RANGES = [
  ['price_min', 'price_max'],
  ['sqft_min', 'sqft_max'],
  ['year_built_min', 'year_built_max'],
  ['opening_bid_min', 'opening_bid_max'],
  ['equity_pct_min', 'equity_pct_max'],
] as const satisfies readonly (readonly [NumberFilter, NumberFilter])[];

/** A numeric filter's lowest value: 0 unless its entry says otherwise (day counts start at 1). */
export const numberMin = (field: NumberFilter): number => {
  const entry = NUMBER_FILTERS[field];
  return 'min' in entry ? entry.min : 0;
};

/** "a whole number from 0 to 2,100": how a numeric filter's range reads, in 400s and beside the form's fields. */
export function numberRange(field: NumberFilter): string {
  const { max, whole } = NUMBER_FILTERS[field];
  return `${whole ? 'a whole number' : 'a number'} from ${numberMin(field)} to ${max.toLocaleString('en-US')}`;
}

export interface Option<T extends string = string> {
  value: T;
  label: string;
}
/** A label table as the options of a select, in the table's order. */
export const optionsOf = <T extends string>(labels: Record<T, string>): Option<T>[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/** The listing-type words of a query: property_type (spec), listingType and is_auction all express the standard/auction split. */
export interface ListingTypeFields {
  property_type?: readonly string[];
  listingType?: string;
  is_auction?: boolean;
}

/**
 * Auctions only (true), standard listings only (false), both (undefined), or 'conflict' when the fields disagree: the one
 * place that reads the split, for the server's filter and the client's choice of the auction paths.
 */
export function auctionChoice({
  property_type: types = [],
  listingType,
  is_auction: isAuction,
}: ListingTypeFields): boolean | undefined | 'conflict' {
  const votes = new Set<boolean>(types.filter((type) => type in LISTING_TYPE_LABELS).map((type) => type === 'auction'));
  if (listingType) votes.add(listingType === 'auction');
  if (isAuction !== undefined) votes.add(isAuction);
  if (votes.size > 1) return 'conflict';
  return votes.size ? [...votes][0] : undefined;
}

/**
 * The fields the off-market search takes besides its page (GET /searches/off-market/): the place and the property-record
 * filters. A plain list, so the client reads it without the filter's TypeBox schema.
 */
export const OFF_MARKET_FIELDS = ['location', ...OWNER_FILTER_FIELDS] as const;
