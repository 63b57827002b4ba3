import { Type, type Static } from 'typebox';
import { Id } from '../../lib/ids.ts';
import { MAX_PAGE, Paged } from '../../lib/pagination.ts';
import {
  OFF_MARKET_FIELDS,
  POTENTIAL_LABELS,
  SearchFilter,
  SearchFilterFields,
  type PotentialLevel,
} from '../../listings/search/filter/schemas.ts';
import { LocationSuggestion, Nullable, PropertySummary } from '../../listings/search/schemas.ts';
import { PlanInForce } from '../subscription/schemas.ts';
import { MemberCap } from '../dashboard/schemas.ts';
import { OffMarketProperty } from '../../listings/records/schemas.ts';

// The result row and the filter are domain types (downloads, saved searches and e-mails use them too).
export { LocationSuggestion, Nullable, PropertySummary, SearchFilter, SearchFilterFields };

export const SearchQuerystring = Type.Object({
  ...SearchFilterFields,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  saved_search_id: Type.Optional(Id({ description: 'The saved search being run: recorded as its last run.' })),
});
export type SearchQuerystring = Static<typeof SearchQuerystring>;

/** The off-market search (property records without a listing): its fields (OFF_MARKET_FIELDS) with the filter's schemas. */
export const OffMarketQuerystring = Type.Object({
  ...(Object.fromEntries(OFF_MARKET_FIELDS.map((field) => [field, SearchFilterFields[field]])) as Pick<
    typeof SearchFilterFields,
    (typeof OFF_MARKET_FIELDS)[number]
  >),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export const OffMarketAnswer = Paged(OffMarketProperty);

/** The count body: the query itself, or wrapped as `{query: {...}}`. */
export const CountBody = Type.Object({ ...SearchFilterFields, query: Type.Optional(SearchFilter) });
export type CountBody = Static<typeof CountBody>;

export const CountAnswer = Type.Object({
  count: Type.Integer(),
  credit_cost: Type.Integer({
    description: 'Credits viewing this search costs: 0 when nothing matches or the filter set is already paid for.',
  }),
  paid_until: Nullable(
    Type.String({ description: 'When the filter set is paid for: until when its pages and sorts stay free (ISO time).' }),
  ),
  credits_remaining: Type.Integer(),
});

export const SearchAnswer = Type.Intersect([
  Paged(PropertySummary),
  Type.Object({ credits_charged: Type.Integer(), credits_remaining: Type.Integer() }),
]);

/** The map's clusters: the search's fields plus where the map looks. */
export const ClusterQuerystring = Type.Object({
  ...SearchFilterFields,
  zoom: Type.Number({ minimum: 0, maximum: 22, description: "The map's zoom level (0 to 22; a fraction counts as the level below)." }),
  bbox: Type.Optional(
    Type.String({ maxLength: 200, description: 'The visible box, "west,south,east,north" in degrees (blank: the whole world).' }),
  ),
});
export type ClusterQuerystring = Static<typeof ClusterQuerystring>;

export const ClusterAnswer = Type.Object({
  total: Type.Integer({ description: "Matches inside the box (with coordinates): the sum of the cells' counts." }),
  cells: Type.Array(
    Type.Object({
      latitude: Type.Number({ description: "The mean position of the cell's matches." }),
      longitude: Type.Number(),
      count: Type.Integer(),
      potential: Nullable(
        Type.Enum(Object.keys(POTENTIAL_LABELS) as PotentialLevel[], { description: 'The best investment potential in the cell.' }),
      ),
      property_id: Nullable(Type.String({ description: 'The listing, when the cell holds one.' })),
    }),
    { description: 'At most 2,000 cells, the fullest first.' },
  ),
});
export type ClusterAnswer = Static<typeof ClusterAnswer>;

export const LocationQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const LocationAnswer = Type.Object({ results: Type.Array(LocationSuggestion) });
export const CreditsAnswer = Type.Object({
  balance: Type.Integer(),
  plan: PlanInForce,
  cost_per_search: Type.Integer({ description: 'Credits a new filter set costs; its pages and sorts within 24 hours are free.' }),
  cost_per_results_page: Type.Integer({ description: 'Former name of cost_per_search (same number).' }),
  member_cap: Type.Optional(
    Type.Object(MemberCap.properties, {
      description:
        "Only for a team member with a monthly cap (docs/teams.md, Monthly caps): what it leaves them this month beside the pool's balance; as the usage dashboard's.",
    }),
  ),
});
