import { Type, type Static } from 'typebox';
import { Id } from '../../lib/ids.ts';

export const Group = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contact_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Group = Static<typeof Group>;

export const GroupSimple = Type.Object({ id: Type.Integer(), name: Type.String(), contact_count: Type.Integer() });

const name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const description = Type.String({ maxLength: 1000 });

export const GroupCreate = Type.Object(
  {
    name,
    description: Type.Optional(description),
    contact_ids: Type.Optional(Type.Array(Id(), { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export type GroupCreate = Static<typeof GroupCreate>;

export const GroupUpdate = Type.Object(
  { id: Id(), name: Type.Optional(name), description: Type.Optional(description) },
  { additionalProperties: false, minProperties: 2 },
);
export type GroupUpdate = Static<typeof GroupUpdate>;

export const MembersChanged = Type.Object({
  group_id: Type.Integer(),
  contact_count: Type.Integer(),
  added: Type.Optional(Type.Array(Type.Integer())),
  removed: Type.Optional(Type.Array(Type.Integer())),
});
