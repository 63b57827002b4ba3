import { Type } from 'typebox';
import { Id } from '../../lib/ids.ts';
import { Paged } from '../../lib/pagination.ts';
import { PropertySummary } from '../search/schemas.ts';

export const ViewedProperty = Type.Object({
  id: Type.String(),
  property_id: Type.String(),
  viewed_at: Type.String(),
  view_count: Type.Integer(),
  property: PropertySummary,
});
/** GET /properties/viewed/: the properties viewed recently (or longer ago with ?older=true), the latest first. */
export const ViewedPage = Paged(ViewedProperty);
export const ViewBody = Type.Object({
  property_id: Id(),
});
