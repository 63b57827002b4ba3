/** Shapes of the search API, from its schemas (server/routes/search and the search filter), so they cannot drift. */
import type { Static } from 'typebox';
import type {
  ClusterAnswer as ClusterAnswerSchema,
  CountAnswer as CountAnswerSchema,
  CreditsAnswer as CreditsAnswerSchema,
  LocationSuggestion as LocationSuggestionSchema,
  PropertySummary as PropertySummarySchema,
  SearchAnswer as SearchAnswerSchema,
} from '../../server/routes/search/schemas.ts';
import type { SearchQueryText } from '../../server/listings/search/filter/schemas.ts';

/**
 * The search query exactly as the portal sends it: GET query parameters, the count body and a saved search's `query`.
 * Every value is text (spec section 3: a query string's values are text, dom "sent as a string"); the fields are the
 * search filter's (server/listings/search/filter/schemas.ts), which reads the text into its numbers, lists and areas.
 */
export type SearchQuery = SearchQueryText;

export type PropertySummary = Static<typeof PropertySummarySchema>;
export type SearchPage = Static<typeof SearchAnswerSchema>;
export type CountAnswer = Static<typeof CountAnswerSchema>;
export type CreditsAnswer = Static<typeof CreditsAnswerSchema>;
export type LocationSuggestion = Static<typeof LocationSuggestionSchema>;
/** The map's clusters (GET /searches/properties/clusters/) and one of their cells. */
export type ClusterAnswer = Static<typeof ClusterAnswerSchema>;
export type ClusterCell = ClusterAnswer['cells'][number];
