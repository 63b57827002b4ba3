import type { Static } from 'typebox';
import type { SavedSearch as SavedSearchSchema } from '../../server/savedSearches/schemas.ts';

/** GET /searches/saved/{id}, from its schema (server/savedSearches/schemas.ts). */
export type SavedSearch = Static<typeof SavedSearchSchema>;
