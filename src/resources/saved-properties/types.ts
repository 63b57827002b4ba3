import type { PropertySummary } from '../../custom/search/searchTypes.ts';

/** GET /properties/saved/ rows (server/routes/properties/schemas.ts). */
export interface SavedProperty {
  id: number;
  property_id: string;
  address: string;
  note: string;
  created_at: string;
  property: PropertySummary;
}
