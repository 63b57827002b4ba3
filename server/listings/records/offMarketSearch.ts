import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import type { OFF_MARKET_FIELDS, SearchQuery } from '../search/filter/schemas.ts';
import { parsePlaces } from '../search/location.ts';
import { ownerFiltersOf } from '../search/searchQuery.ts';
import { offMarketRecords } from './propertyRecordsRepository.ts';

/** The off-market search's fields: places (required) and the property-record filters of the one search filter. */
export type OffMarketQuery = Pick<SearchQuery, (typeof OFF_MARKET_FIELDS)[number]>;

/**
 * Off-market properties (issue 28): property records whose address no listing has, in the places named, matching the
 * owner filters with the listings search's own rules (a missing or unknown place is the same 400). By address.
 */
export async function searchOffMarket(db: Queryable, query: OffMarketQuery, page: Page) {
  const locations = parsePlaces(query.location ?? []);
  return offMarketRecords(db, locations, ownerFiltersOf(query), page);
}
