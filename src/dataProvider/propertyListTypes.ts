import type { Static } from 'typebox';
import type {
  ItemsChanged as ItemsChangedSchema,
  PropertyList as PropertyListSchema,
  PropertyListItem as PropertyListItemSchema,
} from '../../server/propertyLists/schemas.ts';

/** GET /properties/lists/ rows (the PROPERTY_LISTS resource), derived from the server's schema so it cannot drift. */
export type PropertyList = Static<typeof PropertyListSchema>;
/** GET /properties/lists/{id}/items/ rows: the owner's saved properties in it, with their notes and tags. */
export type PropertyListItem = Static<typeof PropertyListItemSchema>;
/** POST /properties/lists/{id}/items/add/ and remove/. */
export type ItemsChanged = Static<typeof ItemsChangedSchema>;
