import { Type, type Static } from 'typebox';
import { Id } from '../lib/ids.ts';
import { PageQuery } from '../lib/pagination.ts';
import { PropertyTag } from '../deals/schemas.ts';
import { Nullable, PropertySummary } from '../listings/search/schemas.ts';

/** Issue 27: saved properties shared with the team as lists (docs/teams.md, "Saved property lists"). */
export const LIST_NAME_MAX = 100;

const Name = Type.String({ minLength: 1, maxLength: LIST_NAME_MAX, pattern: '\\S', description: 'Its name (1 to 100 characters)' });
const Shared = Type.Boolean({
  description:
    "true: shared with the caller's team (every member reads it and its items' notes and tags; its owner and the team's owners and account managers rename, unshare or delete it); false: private. 400 for a user without a team.",
});
const Person = (description: string) =>
  Type.Object({ id: Type.Integer(), name: Type.String({ description: 'Their name, or their e-mail without one' }) }, { description });

export const PropertyListCreate = Type.Object({ name: Name, shared: Type.Optional(Shared) }, { additionalProperties: false });
export type PropertyListCreate = Static<typeof PropertyListCreate>;

export const PropertyListUpdate = Type.Object(
  { name: Type.Optional(Name), shared: Type.Optional(Shared) },
  { minProperties: 1, additionalProperties: false },
);
export type PropertyListUpdate = Static<typeof PropertyListUpdate>;

export const PropertyListQuery = Type.Object({
  ...PageQuery.properties,
  own: Type.Optional(
    Type.Boolean({
      description: "true: only the caller's own lists (those they put saved properties in), not those shared with their team.",
    }),
  ),
});

export const PropertyList = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  item_count: Type.Integer({ description: 'How many of its owner’s saved properties are in it.' }),
  owner_id: Type.Integer({ description: 'Whose list it is: its items are their saved properties.' }),
  own: Type.Boolean({ description: "Whether it is the caller's own list (they may put their saved properties in it)." }),
  shared: Type.Boolean({ description: "Shared with the owner's team (false: private)." }),
  created_by: Nullable(Person('Who made it (null once their account is deleted).')),
  updated_by: Nullable(Person('Who changed it last (null once their account is deleted).')),
  can_edit: Type.Boolean({ description: 'Whether the caller may rename, unshare or delete it, and take properties out of it.' }),
  edit_refusal: Nullable(Type.String({ description: 'Why the caller may not change or delete it (null when they may).' })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PropertyList = Static<typeof PropertyList>;

export const PropertyListItem = Type.Object({
  id: Type.Integer({ description: "The property's id (property_id as a number), as the saved-property routes take it." }),
  property_id: Type.String(),
  address: Type.String(),
  note: Type.String({ description: "The list owner's note on it." }),
  tags: Type.Array(PropertyTag, { description: "Its tags the caller sees (their team's, or their own without a team)." }),
  created_at: Type.String({ description: 'When its owner saved it.' }),
  property: PropertySummary,
});
export type PropertyListItem = Static<typeof PropertyListItem>;

export const PropertyIdsBody = Type.Object(
  { property_ids: Type.Array(Id(), { minItems: 1, maxItems: 500, description: "Saved properties' property ids" }) },
  { additionalProperties: false },
);
export type PropertyIdsBody = Static<typeof PropertyIdsBody>;

export const ItemsChanged = Type.Object({
  list_id: Type.Integer(),
  item_count: Type.Integer(),
  changed: Type.Integer({ description: 'How many of the given saved properties were put in (or taken out of) the list.' }),
});
