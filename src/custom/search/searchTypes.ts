/** Shapes of the search API: answers derive from its schemas (server/routes/search/schemas.ts), so they cannot drift. */
import type { Static } from 'typebox';
import type {
  CountAnswer as CountAnswerSchema,
  CreditsAnswer as CreditsAnswerSchema,
  LocationSuggestion as LocationSuggestionSchema,
  PropertySummary as PropertySummarySchema,
  SearchAnswer as SearchAnswerSchema,
} from '../../../server/routes/search/schemas.ts';

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
  /** The drawn area: JSON text of a GeoJSON Polygon or {type:'Circle', center, radius_miles} (contracts/15-map.md). */
  geometry?: string;
}

export type PropertySummary = Static<typeof PropertySummarySchema>;
export type SearchPage = Static<typeof SearchAnswerSchema>;
export type CountAnswer = Static<typeof CountAnswerSchema>;
export type CreditsAnswer = Static<typeof CreditsAnswerSchema>;
export type LocationSuggestion = Static<typeof LocationSuggestionSchema>;
