import type { ApiRequest } from '../auth/httpClient.ts';
import type { OffMarketProperty } from '../../server/listings/records/schemas.ts';
import type { PagedResponse } from './query.ts';

export type { OffMarketProperty };

/** GET /searches/off-market/ with the search's fields as the listings search sends them, and the page. */
export const offMarketPath = (query: Record<string, string>, page: number, pageSize: number) =>
  `/searches/off-market/?${new URLSearchParams({ ...query, page: String(page), page_size: String(pageSize) })}`;

/** Off-market properties (property records without a listing; docs/property-records.md): free, like a count. */
export function offMarketMethods(request: ApiRequest) {
  return {
    offMarketSearch: async (query: Record<string, string>, page: number, pageSize: number) =>
      (await request(offMarketPath(query, page, pageSize))).json as PagedResponse<OffMarketProperty>,
  };
}
