import { Type, type Static } from 'typebox';
import { Id } from '../../lib/ids.ts';
import { SharedInput, SharingFields } from '../contacts/schemas.ts';

export const Group = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contact_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Group = Static<typeof Group>;

/**
 * A group as /crm/groups/ answers it: with its sharing and what the caller may do with it; `contact_count` counts the
 * members the caller reaches (their own contacts and those shared with their team). Automated e-mails list Group.
 */
export const SharedGroup = Type.Object({
  ...Group.properties,
  contact_count: Type.Integer({ description: 'Its contacts the caller reaches (their own and those shared with their team).' }),
  ...SharingFields,
});
export type SharedGroup = Static<typeof SharedGroup>;

export const GroupSimple = Type.Object({ id: Type.Integer(), name: Type.String(), contact_count: Type.Integer() });

export const GroupSimpleQuery = Type.Object({
  own: Type.Optional(
    Type.Boolean({
      description: "true: only the caller's own groups (automated e-mails take only those), not those shared with their team.",
    }),
  ),
});

const name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const description = Type.String({ maxLength: 1000 });

export const GroupCreate = Type.Object(
  {
    name,
    description: Type.Optional(description),
    contact_ids: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
    shared: Type.Optional(SharedInput('group')),
  },
  { additionalProperties: false },
);
export type GroupCreate = Static<typeof GroupCreate>;

export const GroupUpdate = Type.Object(
  { id: Id(), name: Type.Optional(name), description: Type.Optional(description), shared: Type.Optional(SharedInput('group')) },
  { additionalProperties: false, minProperties: 2 },
);
export type GroupUpdate = Static<typeof GroupUpdate>;

export const MembersChanged = Type.Object({
  group_id: Type.Integer(),
  contact_count: Type.Integer(),
  added: Type.Optional(Type.Array(Type.Integer())),
  removed: Type.Optional(Type.Array(Type.Integer())),
});
