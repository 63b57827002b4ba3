import { Type } from 'typebox';
import { Id, IdParams, IdText } from '../../lib/ids.ts';
import { ASSUMPTION_BOUNDS, CONDITIONS } from '../../reports/analysis/assumptions.ts';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS } from '../../reports/shareLinkLimits.ts';

export const CreateBody = Type.Object(
  {
    address: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    property_id: Type.Optional(IdText),
  },
  { additionalProperties: false },
);

export const ReportParams = IdParams;
export const TokenParams = Type.Object({ token: Type.String({ minLength: 3, maxLength: 120, pattern: '^[0-9]+\\.[A-Za-z0-9_-]+$' }) });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

export const SuggestQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
});

const bounded = Object.fromEntries(
  Object.entries(ASSUMPTION_BOUNDS).map(([key, [minimum, maximum]]) => [key, Type.Optional(Type.Number({ minimum, maximum }))]),
);

/** Any subset of the assumptions, each within its bounds; comp choices as listing ids. */
export const AssumptionsBody = Type.Object(
  {
    ...bounded,
    after_repair_condition: Type.Optional(Type.Union(CONDITIONS.map((c) => Type.Literal(c)))),
    excluded_comp_ids: Type.Optional(Type.Array(IdText, { maxItems: 100, uniqueItems: true })),
    added_comp_ids: Type.Optional(Type.Array(IdText, { maxItems: 20, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ReportListItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  address: Type.String(),
  property_id: Type.String(),
  arv: Type.Union([Type.Number(), Type.Null()]),
  arv_low: Type.Union([Type.Number(), Type.Null()]),
  arv_high: Type.Union([Type.Number(), Type.Null()]),
  confidence_level: Type.Union([Type.String(), Type.Null()]),
  thumbnail_url: Type.Union([Type.String(), Type.Null()]),
});

export const CostAnswer = Type.Object({ cost: Type.Integer(), unit: Type.String() });
export const ShareQuery = Type.Object({
  expires_in_days: Type.Optional(
    Type.Integer({
      minimum: SHARE_LINK_MIN_DAYS,
      maximum: SHARE_LINK_MAX_DAYS,
      default: SHARE_LINK_DEFAULT_DAYS,
      description: 'How many days the link opens the report.',
    }),
  ),
});
export const ShareAnswer = Type.Object({
  id: Type.Integer(),
  token: Type.String({ description: 'Shown in this answer only.' }),
  path: Type.String({ description: "The link's page in the portal." }),
  expires_at: Type.String(),
});
export const ShareLinkItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  expires_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean({ description: 'Opens the report now: neither expired nor revoked.' }),
});
export const ShareLinkParams = Type.Object({ id: Id(), share_id: Id() });
export const Suggestions = Type.Object({
  results: Type.Array(Type.Object({ property_id: Type.String(), address: Type.String(), status: Type.String() })),
});
