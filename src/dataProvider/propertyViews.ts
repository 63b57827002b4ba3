import type { Static } from 'typebox';
import type { ApiRequest } from '../auth/httpClient.ts';
import type { ViewedPage as ViewedPageSchema } from '../../server/routes/propertyViews/schemas.ts';

/** GET /properties/viewed/ and its rows, from their schemas (server/routes/propertyViews/schemas.ts). */
export type ViewedPage = Static<typeof ViewedPageSchema>;
export type ViewedProperty = ViewedPage['results'][number];

/** Recently viewed properties: /properties (last 30 days) and /properties/older. */
export function propertyViewsMethods(request: ApiRequest) {
  return {
    async recordPropertyView(propertyId: string): Promise<void> {
      await request('/properties/viewed/', { method: 'POST', body: JSON.stringify({ property_id: propertyId }) });
    },
    async viewedProperties(params: { page: number; pageSize: number; older: boolean }): Promise<ViewedPage> {
      const query = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
      if (params.older) query.set('older', 'true');
      return (await request(`/properties/viewed/?${query}`)).json as ViewedPage;
    },
  };
}
export type PropertyViewsMethods = ReturnType<typeof propertyViewsMethods>;
