/** Shapes of the search API (server/routes/search/schemas.ts), as the browser reads them. */

/** The search query exactly as sent: GET query parameters, the count body and a saved search's `query`. */
export interface SearchQuery {
  location?: string;
  status?: string;
  dom?: string;
  property_type?: string;
  property_subtype?: string;
  special_listing_conditions?: string;
  sort_by?: string;
  listingType?: string;
  is_auction?: string;
  price_min?: string;
  price_max?: string;
  beds_min?: string;
  baths_min?: string;
  sqft_min?: string;
  sqft_max?: string;
  year_built_min?: string;
  year_built_max?: string;
  investment_potential?: string;
  condition?: string;
  value_gap_min?: string;
  lp_arv_max?: string;
}

export interface PropertySummary {
  id: string;
  listing_key: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  county: string;
  latitude: number | null;
  longitude: number | null;
  property_type: string;
  property_subtype: string | null;
  status: string;
  standard_status: string;
  special_listing_conditions: string[];
  is_auction: boolean;
  auction_date: string | null;
  auction_opening_bid: number | null;
  auction_type: string | null;
  auction_venue: string | null;
  list_price: number;
  original_list_price: number | null;
  close_price: number | null;
  close_date: string | null;
  on_market_date: string | null;
  days_on_market: number | null;
  cumulative_days_on_market: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  living_area: number | null;
  lot_size_sqft: number | null;
  year_built: number | null;
  arv: number | null;
  arv_confidence: number | null;
  value_gap: number | null;
  value_gap_pct: number | null;
  lp_arv: number | null;
  rehab_estimate: number | null;
  rent_estimate: number | null;
  condition: string | null;
  investment_potential: string | null;
  thumbnail_url: string;
  has_photos: boolean;
  is_demo: boolean;
  is_saved: boolean;
}

export interface SearchPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: PropertySummary[];
  credits_charged: number;
  credits_remaining: number;
}

export interface CountAnswer {
  count: number;
  credit_cost: number;
  credits_remaining: number;
}

export interface CreditsAnswer {
  balance: number;
  cost_per_results_page: number;
}

export interface LocationSuggestion {
  kind: 'city' | 'zip' | 'county' | 'state';
  label: string;
  city: string | null;
  county: string | null;
  state: string;
  postal_code: string | null;
  listing_count: number;
}
