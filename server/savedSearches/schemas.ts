import { Type, type Static, type TSchema } from 'typebox';

/** As listings/search/schemas.ts's, not imported: the new-search page loads this file (the alert labels) and not that one. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The changes of a matching listing a saved search can alert on (price drops, status changes, auction moves: the
 * notifications' kinds), with the words the portal shows; the client reads these.
 */
export const CHANGE_ALERT_KINDS = ['price_drop', 'status_change', 'auction_date_change'] as const;
export type ChangeAlertKind = (typeof CHANGE_ALERT_KINDS)[number];

/** Completes "Alert me when a matching listing …". */
export const CHANGE_ALERT_LABELS: Record<ChangeAlertKind, string> = {
  price_drop: 'drops its price',
  status_change: 'changes status',
  auction_date_change: 'has its auction moved',
};

/** Each in short, for lists. */
export const CHANGE_ALERT_SHORT_LABELS: Record<ChangeAlertKind, string> = {
  price_drop: 'Price drops',
  status_change: 'Status changes',
  auction_date_change: 'Auction moves',
};
/** The alerts that are on, in words, in the order above: "Price drops, status changes", or "None". */
export function changeAlertsText(kinds: readonly string[]): string {
  const on = CHANGE_ALERT_KINDS.filter((kind) => kinds.includes(kind));
  if (!on.length) return 'None';
  return on.map((kind, i) => (i === 0 ? CHANGE_ALERT_SHORT_LABELS[kind] : CHANGE_ALERT_SHORT_LABELS[kind].toLowerCase())).join(', ');
}

/** Kept as sent (the portal re-sends it as a query string); checked as the search would read it (SearchFilter). */
const Query = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'The search query as GET /searches/properties/ takes it (the fields of SearchFilter, as text or as JSON values), stored exactly as sent.',
});

/** The changes of matching listings the search alerts on (in-app, e-mail, webhooks); [] (the default): none. */
const ChangeAlerts = Type.Array(Type.Union(CHANGE_ALERT_KINDS.map((kind) => Type.Literal(kind))), {
  maxItems: CHANGE_ALERT_KINDS.length,
  uniqueItems: true,
  description: `Alert when a listing matching the search: ${CHANGE_ALERT_KINDS.map((kind) => `${kind} (${CHANGE_ALERT_LABELS[kind]})`).join(', ')}. Empty: no such alerts.`,
});

/** Sharing with the caller's team (issue 27; docs/teams.md, "Sharing"). */
const Shared = Type.Boolean({
  description:
    "true: shared with the caller's team (every member reads and runs it; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team.",
});

/** A person as a shared item names them: their name, or their e-mail without one. */
const Person = (description: string) =>
  Type.Object({ id: Type.Integer(), name: Type.String({ description: 'Their name, or their e-mail without one' }) }, { description });

export const SavedSearchCreate = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  query: Query,
  change_alerts: Type.Optional(ChangeAlerts),
  shared: Type.Optional(Shared),
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
    change_alerts: Type.Optional(ChangeAlerts),
    shared: Type.Optional(Shared),
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
  change_alerts: ChangeAlerts,
  shared: Type.Boolean({ description: "Shared with the owner's team (false: private)." }),
  created_by: Nullable(Person('Who saved it (null once their account is deleted).')),
  updated_by: Nullable(Person('Who changed it last (null once their account is deleted).')),
  can_edit: Type.Boolean({ description: 'Whether the caller may change, unshare or delete it.' }),
  edit_refusal: Nullable(Type.String({ description: 'Why the caller may not change or delete it (null when they may).' })),
});
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchBrief = Type.Object({ id: Type.Integer(), name: Type.String() });

export const SavedSearchBriefQuery = Type.Object({
  own: Type.Optional(
    Type.Boolean({
      description: "true: only the caller's own searches (automated e-mails take only those), not those shared with their team.",
    }),
  ),
});
export { IdParams } from '../lib/ids.ts';
