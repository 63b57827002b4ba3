import { Type, type Static, type TSchema } from 'typebox';
import { Id, IdListParam } from '../lib/ids.ts';
import { ListQuery } from '../lib/listOptions.ts';

/** The deal pipeline (issue 27): deals, stages, tasks, notes and property tags. Shared by validation, types, OpenAPI and the client. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The stages' stable keys, in pipeline order; their labels are the team's to rename. */
export const DEAL_STAGES = ['lead', 'contacted', 'offer_made', 'under_contract', 'closed_won', 'closed_lost'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
export const DealStageSchema = Type.Union(
  [
    Type.Literal('lead'),
    Type.Literal('contacted'),
    Type.Literal('offer_made'),
    Type.Literal('under_contract'),
    Type.Literal('closed_won'),
    Type.Literal('closed_lost'),
  ],
  { description: 'A stage key: lead, contacted, offer_made, under_contract, closed_won or closed_lost' },
);

/** The outbox's name for the e-mail of a due task (the delivery worker sends it as it sends every other). */
export const DUE_TASK_EMAIL_NAME = 'Deal task due';

/** A stage as people read it until the team renames it. */
export const DEFAULT_STAGE_LABELS: Record<DealStage, string> = {
  lead: 'Lead',
  contacted: 'Contacted',
  offer_made: 'Offer made',
  under_contract: 'Under contract',
  closed_won: 'Closed won',
  closed_lost: 'Closed lost',
};

const Day = Type.String({ format: 'date', minLength: 10, maxLength: 10, description: 'A day, YYYY-MM-DD' });
const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
/** Offer amounts in cents, up to a billion dollars. */
const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000_000, description: 'US cents' });

export const DealStageLabel = Type.Object({
  key: DealStageSchema,
  label: Type.String(),
  default_label: Type.String(),
  position: Type.Integer(),
});
export type DealStageLabel = Static<typeof DealStageLabel>;
export const DealStageList = Type.Array(DealStageLabel);
export const DealStageRename = Type.Object(
  { key: DealStageSchema, label: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }) },
  { additionalProperties: false },
);

/** The property's analysis on a deal's page: the caller's latest full report of it, else the listing's own figures. */
export const DealAnalysis = Type.Object({
  source: Type.Union([Type.Literal('report'), Type.Literal('listing')]),
  report_id: Nullable(Type.Integer()),
  list_price: Nullable(Type.Number()),
  arv: Nullable(Type.Number()),
  value_gap: Nullable(Type.Number()),
  value_gap_pct: Nullable(Type.Number()),
});

export const DealContact = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export const PropertyTag = Type.Object({ id: Type.Integer(), name: Type.String() });
export type PropertyTag = Static<typeof PropertyTag>;

export const Deal = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  property_id: Type.String({ description: "The listing's id" }),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  stage: DealStageSchema,
  stage_label: Type.String(),
  offer_cents: Nullable(Type.Integer()),
  expected_close_date: Nullable(Type.String()),
  owner_id: Nullable(Type.Integer()),
  owner_email: Nullable(Type.String()),
  team_id: Nullable(Type.Integer({ description: 'The team the deal belongs to; null for a private deal' })),
  contact_ids: Type.Array(Type.Integer()),
  contacts: Type.Array(DealContact),
  tags: Type.Array(PropertyTag, { description: "Tags on saved properties of the deal's listing" }),
  open_task_count: Type.Integer(),
  analysis: DealAnalysis,
  created_by_email: Nullable(Type.String()),
  updated_by_email: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Deal = Static<typeof Deal>;

export const DealCreate = Type.Object(
  {
    property_id: Id({ description: "The listing's id (a saved property's property_id)" }),
    title: Type.Optional(Title),
    stage: Type.Optional(DealStageSchema),
    offer_cents: Type.Optional(Nullable(Cents)),
    expected_close_date: Type.Optional(Nullable(Day)),
    contact_ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type DealCreate = Static<typeof DealCreate>;

export const DealUpdate = Type.Object(
  {
    title: Type.Optional(Title),
    stage: Type.Optional(DealStageSchema),
    offer_cents: Type.Optional(Nullable(Cents)),
    expected_close_date: Type.Optional(Nullable(Day)),
    contact_ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type DealUpdate = Static<typeof DealUpdate>;

export const DealFilter = Type.Object({
  stage: Type.Optional(
    Type.String({ pattern: '^[a-z_]+(,[a-z_]+)*$', maxLength: 120, description: 'One stage key or several, comma-separated' }),
  ),
  owner: Type.Optional(Id({ description: 'The owner (users.id)' })),
  tag: Type.Optional(Id({ description: 'A property tag: deals whose listing is a saved property carrying it' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the title or the address' })),
});
export type DealFilter = Static<typeof DealFilter>;
export const DealListQuery = Type.Object({ ...ListQuery.properties, ...DealFilter.properties });
export type DealListQuery = Static<typeof DealListQuery>;
export const DealBulkDeleteQuery = Type.Object({ deal_ids: IdListParam });
export const PropertyTagBulkDeleteQuery = Type.Object({ tag_ids: IdListParam });

export const DealTask = Type.Object({
  id: Type.Integer(),
  deal_id: Type.Integer(),
  title: Type.String(),
  due_date: Nullable(Type.String()),
  assignee_id: Nullable(Type.Integer()),
  assignee_email: Nullable(Type.String()),
  done: Type.Boolean(),
  done_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type DealTask = Static<typeof DealTask>;
export const DealTaskCreate = Type.Object(
  {
    title: Title,
    due_date: Type.Optional(Nullable(Day)),
    assignee_id: Type.Optional(Nullable(Id({ description: 'A member of the deal’s team (or its owner); default the caller' }))),
  },
  { additionalProperties: false },
);
export type DealTaskCreate = Static<typeof DealTaskCreate>;
export const DealTaskUpdate = Type.Object(
  {
    title: Type.Optional(Title),
    due_date: Type.Optional(Nullable(Day)),
    assignee_id: Type.Optional(Nullable(Id())),
    done: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DealTaskUpdate = Static<typeof DealTaskUpdate>;
export const DealTaskParams = Type.Object({ id: Id(), taskId: Id() });

const NoteBody = Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' });
export const DealNote = Type.Object({
  id: Type.Integer({ description: 'The note (its first version’s id)' }),
  deal_id: Type.Integer(),
  body: Type.String({ description: 'The latest version' }),
  version: Type.Integer(),
  author_id: Nullable(Type.Integer()),
  author_email: Nullable(Type.String()),
  edited_by_email: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type DealNote = Static<typeof DealNote>;
export const DealNoteVersion = Type.Object({
  version: Type.Integer(),
  body: Type.String(),
  author_email: Nullable(Type.String()),
  created_at: Type.String(),
});
export type DealNoteVersion = Static<typeof DealNoteVersion>;
export const DealNoteWrite = Type.Object({ body: NoteBody }, { additionalProperties: false });
export const DealNoteParams = Type.Object({ id: Id(), noteId: Id() });

export const PropertyTagWithCount = Type.Object({ id: Type.Integer(), name: Type.String(), property_count: Type.Integer() });
export const PropertyTagCreate = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const SavedPropertyParams = Type.Object({ propertyId: Id({ description: "The saved property's property_id" }) });
export const SavedPropertyTagsBody = Type.Object({ tag_ids: Type.Array(Id(), { maxItems: 100 }) }, { additionalProperties: false });
