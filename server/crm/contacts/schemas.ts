import { Type, type Static } from 'typebox';
import { Id } from '../../lib/ids.ts';

export const ROLES = ['buyer', 'seller', 'agent', 'lender', 'investor', 'other'] as const;
export type Role = (typeof ROLES)[number];

/** The columns a user edits (and a CSV import may name), in the order the import documents them. */
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'company', 'role', 'tags', 'notes'] as const;

const fields = {
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.String({ maxLength: 32, pattern: '^$|^[+0-9 ().-]{7,32}$' }),
  company: Type.String({ maxLength: 200 }),
  role: Type.Union(ROLES.map((role) => Type.Literal(role)) as [ReturnType<typeof Type.Literal<Role>>]),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 30 }),
  notes: Type.String({ maxLength: 5000 }),
};

/** Everything about a contact but the email is optional on create and update alike. */
const optionalFields = {
  first_name: Type.Optional(fields.first_name),
  last_name: Type.Optional(fields.last_name),
  phone: Type.Optional(fields.phone),
  company: Type.Optional(fields.company),
  role: Type.Optional(fields.role),
  tags: Type.Optional(fields.tags),
  notes: Type.Optional(fields.notes),
};

export const ContactCreate = Type.Object({ email: fields.email, ...optionalFields }, { additionalProperties: false });
export type ContactCreate = Static<typeof ContactCreate>;

/** PUT /crm/contacts/ names the contact in the body (the path has no id); other fields are optional. */
export const ContactUpdate = Type.Object(
  { id: Id(), email: Type.Optional(fields.email), ...optionalFields },
  { additionalProperties: false, minProperties: 2 },
);
export type ContactUpdate = Static<typeof ContactUpdate>;

export const Contact = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  role: Type.String(),
  tags: Type.Array(Type.String()),
  notes: Type.String(),
  unsubscribed: Type.Boolean(),
  unsubscribed_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Contact = Static<typeof Contact>;

/** POST /crm/contacts/import/'s answer: what was created, skipped (already a contact) and refused, by line. */
export const ImportReport = Type.Object({
  total_rows: Type.Integer(),
  created_count: Type.Integer(),
  created: Type.Array(Type.Integer({ description: 'ids of the new contacts' })),
  skipped: Type.Array(Type.Object({ line: Type.Integer(), email: Type.String(), reason: Type.String() })),
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), detail: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) }),
  ),
  group_added: Type.Integer({ description: 'How many of the new contacts joined the chosen group (0 without one).' }),
});
export type ImportReport = Static<typeof ImportReport>;
