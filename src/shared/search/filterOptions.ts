/** The filter form's choices: the search filter's own label tables (server/listings/search/filter), so every label is the server's. */
import {
  AUCTION_STATUS_LABELS,
  AUCTION_TYPE_LABELS,
  CONDITION_LABELS,
  DISTRESS_LABELS,
  LISTING_TYPE_LABELS,
  optionsOf,
  POTENTIAL_LABELS,
  STATUS_LABELS,
  SUBTYPE_LABELS,
  type Option,
} from '../../../server/listings/search/filter/schemas.ts';

export type { Option };

/** Spec section 9: the default status is for_sale, shown as Active. */
export const STATUS_OPTIONS: Option[] = optionsOf(STATUS_LABELS);
/** Best first; the tour suggests Excellent or High. */
export const POTENTIAL_OPTIONS: Option[] = optionsOf(POTENTIAL_LABELS);
export const CONDITION_OPTIONS: Option[] = optionsOf(CONDITION_LABELS);
export const SUBTYPE_OPTIONS: Option[] = optionsOf(SUBTYPE_LABELS);
/** Both kinds, or one (sent as property_type). */
export const LISTING_KIND_OPTIONS: Option[] = [{ value: '', label: 'Standard and auctions' }, ...optionsOf(LISTING_TYPE_LABELS)];

/** Auction sale types (trustee, sheriff, tax deed, online, live). */
export const AUCTION_TYPE_OPTIONS: Option[] = optionsOf(AUCTION_TYPE_LABELS);
/** Auction statuses (scheduled, postponed, cancelled, sold at auction, reverted to lender). */
export const AUCTION_STATUS_OPTIONS: Option[] = optionsOf(AUCTION_STATUS_LABELS);

/** Presets of the days-on-market filter (a number: any whole number of days is taken). */
export const DOM_OPTIONS: Option[] = [
  { value: '', label: 'Any' },
  ...[7, 14, 30, 60, 90, 180, 365].map((days) => ({ value: String(days), label: `Up to ${days} days` })),
];

export const MIN_COUNT_OPTIONS = (max: number): Option[] => [
  { value: '', label: 'Any' },
  ...Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: `${i + 1}+` })),
];

export const labelOf = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
/** An auction's status as people read it ("Postponed", "Reverted to lender"); null when its data gives none. */
export const auctionStatusLabel = (status: string | null | undefined) => (status ? labelOf(AUCTION_STATUS_OPTIONS, status) : null);

/** Property records' distress flags (pre-foreclosure, lis pendens, tax default, probate, vacant). */
export const DISTRESS_OPTIONS: Option[] = optionsOf(DISTRESS_LABELS);
/** A yes/no filter (absentee owner, owner occupied, tax delinquent, pre-foreclosure): either, yes or no. */
export const YES_NO_OPTIONS: Option[] = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Back on market: either, only listings back for sale after pending or off market, or only the others. */
export const BACK_ON_MARKET_OPTIONS: Option[] = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Back on market only' },
  { value: 'false', label: 'Not back on market' },
];
