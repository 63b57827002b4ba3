import { moneyText } from '../../../lib/money.ts';
import { describeGeometry, type SearchGeometry } from '../geometry.ts';
import {
  AUCTION_STATUS_LABELS,
  AUCTION_TYPE_LABELS,
  auctionChoice,
  CONDITION_LABELS,
  DEFAULT_STATUS,
  DISTRESS_LABELS,
  LISTING_TYPE_LABELS,
  POTENTIAL_LABELS,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
  SUBTYPE_LABELS,
  type AuctionStatus,
  type AuctionType,
  type ConditionLevel,
  type DistressFlag,
  type ListingType,
  type PotentialLevel,
  type PropertyType,
  type Status,
  type Subtype,
} from './options.ts';

/** The fields of a search query (schemas.ts' SearchQuery, as the schema reads it) that a description names. */
export interface DescribedQuery {
  location?: readonly string[];
  geometry?: SearchGeometry;
  status?: readonly Status[];
  property_type?: readonly (ListingType | PropertyType)[];
  listingType?: ListingType;
  is_auction?: boolean;
  investment_potential?: readonly PotentialLevel[];
  condition?: readonly ConditionLevel[];
  dom?: number;
  price_min?: number;
  price_max?: number;
  value_gap_min?: number;
  lp_arv_max?: number;
  property_subtype?: readonly Subtype[];
  beds_min?: number;
  baths_min?: number;
  sqft_min?: number;
  sqft_max?: number;
  year_built_min?: number;
  year_built_max?: number;
  auction_date_from?: string;
  auction_date_to?: string;
  opening_bid_min?: number;
  opening_bid_max?: number;
  auction_type?: readonly AuctionType[];
  auction_status?: readonly AuctionStatus[];
  price_drop_pct_min?: number;
  price_drop_within_days?: number;
  status_changed_within_days?: number;
  back_on_market?: boolean;
  absentee_owner?: boolean;
  owner_occupied?: boolean;
  equity_pct_min?: number;
  equity_pct_max?: number;
  years_owned_min?: number;
  tax_delinquent?: boolean;
  preforeclosure?: boolean;
  distress?: readonly DistressFlag[];
}

/** A search in words: where (the places as given; empty for a drawn area alone), and its filters. */
export interface SearchDescription {
  places: string;
  filters: string[];
}

/** A ratio filter (LP/ARV 0.7) in percent, as every description of a search spells it: "70%", "62.5%". */
export const ratioPercentText = (ratio: number) => `${+(ratio * 100).toFixed(2)}%`;

const money = (n: number) => (n >= 1_000_000 ? `$${+(n / 1_000_000).toFixed(2)}M` : n >= 1000 ? `$${+(n / 1000).toFixed(1)}k` : `$${n}`);
/** Chosen values as their labels, in the label table's order (best first for levels). */
export const labelsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): string[] =>
  (Object.keys(labels) as T[]).filter((value) => values.includes(value)).map((value) => labels[value]);
/** The same, joined with "/". */
const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) => labelsOf(values, labels).join('/');

/** A YYYY-MM-DD day as people write it: "Dec 1, 2026" (the filter's days are UTC days). */
export const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Dec 1, 2026 – Dec 31, 2026", "from Dec 1, 2026", "until Dec 31, 2026", or null. */
function dayRange(from: string | undefined, to: string | undefined): string | null {
  if (from && to) return `${dayText(from)} – ${dayText(to)}`;
  if (from) return `from ${dayText(from)}`;
  return to ? `until ${dayText(to)}` : null;
}

/**
 * The auction filters as criteria lines ("Auction date: Dec 1, 2026 – Dec 31, 2026", "Opening bid (max): $150,000",
 * "Sale type: Trustee sale, Sheriff sale", "Auction status: Scheduled, Postponed"): downloads list them with their other
 * criteria.
 */
export function auctionCriteria(query: DescribedQuery): string[] {
  const dates = dayRange(query.auction_date_from, query.auction_date_to);
  return [
    dates && `Auction date: ${dates}`,
    query.opening_bid_min !== undefined && `Opening bid (min): ${moneyText(query.opening_bid_min)}`,
    query.opening_bid_max !== undefined && `Opening bid (max): ${moneyText(query.opening_bid_max)}`,
    query.auction_type?.length && `Sale type: ${labelsOf(query.auction_type, AUCTION_TYPE_LABELS).join(', ')}`,
    query.auction_status?.length && `Auction status: ${labelsOf(query.auction_status, AUCTION_STATUS_LABELS).join(', ')}`,
  ].filter((line): line is string => typeof line === 'string');
}

function priceRange(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
  if (min !== undefined) return `from ${money(min)}`;
  return max !== undefined ? `up to ${money(max)}` : null;
}

/** "equity 40%+", "equity up to 20%", "equity 40–80%", or null. */
function equityText(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `equity ${min}–${max}%`;
  if (min !== undefined) return `equity ${min}%+`;
  return max !== undefined ? `equity up to ${max}%` : null;
}

/** A yes/no property-record filter in words: the fact, "not …", or null. */
const yesNo = (value: boolean | undefined, yes: string, no: string) => (value === true ? yes : value === false ? no : null);

const dayCount = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** "price dropped 5%+ in the last 30 days", "price dropped 5%+", "price dropped in the last 30 days", or null. */
function priceDropText(pct: number | undefined, days: number | undefined): string | null {
  if (pct === undefined && days === undefined) return null;
  return ['price dropped', pct !== undefined && `${pct}%+`, days !== undefined && `in the last ${dayCount(days)}`]
    .filter(Boolean)
    .join(' ');
}

/**
 * The one description of a search, read from the filter's label tables: "Auctions · Active/Pending · Excellent/High
 * potential · up to 30 days on market · $100k–$300k · … · inside a drawn area (Circle, 1.5 mi radius)". The ledger writes
 * "Search: " with the places first, downloads add it to their criteria, saved searches show it under their name.
 */
export function describeSearch(query: DescribedQuery): SearchDescription {
  const auction = auctionChoice(query);
  const statuses = query.status ?? [DEFAULT_STATUS];
  const auctionDays = dayRange(query.auction_date_from, query.auction_date_to);
  const filters = [
    auction === true ? LISTING_TYPE_LABELS.auction : auction === false ? LISTING_TYPE_LABELS.standard : null,
    labelled(
      (query.property_type ?? []).filter((type): type is PropertyType => type in PROPERTY_TYPE_LABELS),
      PROPERTY_TYPE_LABELS,
    ) || null,
    statuses.length ? labelled(statuses, STATUS_LABELS) : 'Any status',
    query.investment_potential?.length ? `${labelled(query.investment_potential, POTENTIAL_LABELS)} potential` : null,
    query.condition?.length ? `${labelled(query.condition, CONDITION_LABELS)} condition` : null,
    query.dom !== undefined ? `up to ${query.dom} days on market` : null,
    priceRange(query.price_min, query.price_max),
    query.value_gap_min !== undefined ? `value gap ≥ ${query.value_gap_min}%` : null,
    query.lp_arv_max !== undefined ? `LP/ARV ≤ ${ratioPercentText(query.lp_arv_max)}` : null,
    query.property_subtype?.length ? labelled(query.property_subtype, SUBTYPE_LABELS) : null,
    query.beds_min !== undefined ? `${query.beds_min}+ beds` : null,
    query.baths_min !== undefined ? `${query.baths_min}+ baths` : null,
    query.sqft_min !== undefined || query.sqft_max !== undefined ? `${query.sqft_min ?? 0}–${query.sqft_max ?? 'any'} sq ft` : null,
    query.year_built_min !== undefined || query.year_built_max !== undefined
      ? `built ${query.year_built_min ?? '…'}–${query.year_built_max ?? '…'}`
      : null,
    auctionDays ? `auction ${auctionDays}` : null,
    query.opening_bid_min !== undefined || query.opening_bid_max !== undefined
      ? `opening bid ${priceRange(query.opening_bid_min, query.opening_bid_max)}`
      : null,
    query.auction_type?.length ? labelled(query.auction_type, AUCTION_TYPE_LABELS) : null,
    query.auction_status?.length ? `auction status: ${labelsOf(query.auction_status, AUCTION_STATUS_LABELS).join(', ')}` : null,
    priceDropText(query.price_drop_pct_min, query.price_drop_within_days),
    query.status_changed_within_days !== undefined ? `status changed in the last ${dayCount(query.status_changed_within_days)}` : null,
    query.back_on_market === true ? 'back on market' : query.back_on_market === false ? 'not back on market' : null,
    yesNo(query.absentee_owner, 'absentee owner', 'owner not absentee'),
    yesNo(query.owner_occupied, 'owner occupied', 'not owner occupied'),
    equityText(query.equity_pct_min, query.equity_pct_max),
    query.years_owned_min !== undefined ? `owned ${query.years_owned_min}+ years` : null,
    yesNo(query.tax_delinquent, 'tax delinquent', 'taxes paid'),
    yesNo(query.preforeclosure, 'pre-foreclosure', 'not in pre-foreclosure'),
    query.distress?.length ? `distress: ${labelsOf(query.distress, DISTRESS_LABELS).join(', ')}` : null,
    query.geometry ? `inside a drawn area (${describeGeometry(query.geometry).replace(/^Drawn area, /, '')})` : null,
  ];
  return { places: (query.location ?? []).join('; '), filters: filters.filter((part): part is string => part !== null) };
}

/** "Austin, TX · Active · 4+ beds": the places, then the filters. */
export const searchSentence = ({ places, filters }: SearchDescription) => [places, ...filters].filter(Boolean).join(' · ');
