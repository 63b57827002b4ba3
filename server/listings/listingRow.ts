import type { AuctionStatus } from './search/filter/options.ts';

/** One listings row as written (RESO fields in snake_case plus stored metrics); generated columns excluded. */
export interface ListingRow {
  id?: number;
  listing_key: string;
  unparsed_address: string;
  address_key: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  county_or_parish: string;
  latitude: number | null;
  longitude: number | null;
  property_type: string;
  property_sub_type: string | null;
  standard_status: string;
  special_listing_conditions: string[];
  auction_date: string | null;
  auction_opening_bid: number | null;
  auction_type: string | null;
  auction_venue: string | null;
  /** Where the auction stands (migration 150; AUCTION_STATUS_LABELS); absent or null when the data gives none. */
  auction_status?: AuctionStatus | null;
  list_price: number;
  original_list_price: number | null;
  close_price: number | null;
  close_date: string | null;
  listing_contract_date: string | null;
  on_market_date: string | null;
  off_market_date: string | null;
  prior_days_on_market: number;
  bedrooms_total: number | null;
  bathrooms_total_integer: number | null;
  living_area: number | null;
  lot_size_square_feet: number | null;
  year_built: number | null;
  public_remarks: string;
  media: MediaItem[];
  is_demo: boolean;
  first_seen_at?: string;
}

export interface MediaItem {
  url: string;
  kind: 'photo' | 'placeholder';
  caption?: string;
}

/** Derived metrics stored beside the facts, with the explanation kept in listing_explanations. */
export interface ListingMetrics {
  arv: number | null;
  arv_confidence: number | null;
  arv_comp_count: number;
  rehab_estimate: number | null;
  rent_estimate: number | null;
  condition: string | null;
  condition_rank: number | null;
  investment_potential: string | null;
  investment_rank: number | null;
  arv_comps: unknown[];
  condition_cues: unknown[];
  potential_factors: unknown[];
  /** Lease listings the rent estimate read (kept with the comparables in listing_explanations). */
  rent_comps: unknown[];
  /** The valuation rules' version (METRICS_VERSION) and what a report needs to reproduce the figures: null without a valuation. */
  metrics_version: number | null;
  valuation_date: string | null;
  area_ppsf: number | null;
  comp_radius_mi: number | null;
}

/** "123 Main St Apt 4" + ZIP → one spelling, so a relist under a new ListingKey is recognised. */
export function addressKey(address: string, postalCode: string): string {
  return `${address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${postalCode}`;
}
