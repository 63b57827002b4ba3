import { Type, type Static } from 'typebox';
import { Nullable } from '../listings/search/schemas.ts';

/** Kept as sent (the portal re-sends it as a query string); checked as the search would read it (SearchFilter). */
const Query = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'The search query as GET /searches/properties/ takes it (the fields of SearchFilter, as text or as JSON values), stored exactly as sent.',
});

export const SavedSearchCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  query: Query,
  last_result_count: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'Saving the search just run: its result count, recorded with now as the last run (otherwise the search has never run).',
    }),
  ),
});
export type SavedSearchCreate = Static<typeof SavedSearchCreate>;

export const SavedSearchUpdate = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    query: Type.Optional(Query),
    mark_run: Type.Optional(
      Type.Boolean({ description: 'true records a run now (last_run_at), as GET /searches/properties/?saved_search_id= does.' }),
    ),
  },
  { minProperties: 1 },
);
export type SavedSearchUpdate = Static<typeof SavedSearchUpdate>;

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  query: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_run_at: Nullable(Type.String()),
  last_result_count: Nullable(Type.Integer()),
  new_results_count: Type.Integer({ description: 'Matching listings first seen since the last run (or since creation).' }),
});
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchBrief = Type.Object({ id: Type.Integer(), name: Type.String() });
export { IdParams } from '../lib/ids.ts';
