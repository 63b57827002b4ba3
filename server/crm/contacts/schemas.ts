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

/** Sharing with the caller's team (issue 27; docs/teams.md, "Sharing" → "Contacts and groups"); optional: the spec's calls are unchanged. */
export const SharedInput = (what: string) =>
  Type.Boolean({
    description: `true: shared with the caller's team (every member reads the ${what}; its owner and the team's owners and account managers change it); false: private. 400 for a user without a team.`,
  });

/** A person as a shared item names them: their name, or their e-mail without one. */
const Person = (description: string) =>
  Type.Object({ id: Type.Integer(), name: Type.String({ description: 'Their name, or their e-mail without one' }) }, { description });

/** What every shareable CRM item answers besides its own fields: its sharing and what the caller may do with it. */
export const SharingFields = {
  shared: Type.Boolean({ description: "Shared with the owner's team (false: private)." }),
  created_by: Type.Union([Person('Who made it (null once their account is deleted).'), Type.Null()]),
  updated_by: Type.Union([Person('Who changed it last (null once their account is deleted).'), Type.Null()]),
  can_edit: Type.Boolean({ description: 'Whether the caller may change, unshare or delete it.' }),
  edit_refusal: Type.Union([Type.String({ description: 'Why the caller may not change or delete it.' }), Type.Null()], {
    description: 'Why the caller may not change or delete it (null when they may).',
  }),
};

/** `?own=true` on the CRM's lists: only the caller's own rows, not those their team shares (an automated e-mail's recipients are its owner's). */
export const OwnOnly = {
  own: Type.Optional(
    Type.Boolean({
      description: "true: only the caller's own rows (automated e-mails take only those), not those shared with their team.",
    }),
  ),
};

export const ContactCreate = Type.Object(
  { email: fields.email, ...optionalFields, shared: Type.Optional(SharedInput('contact')) },
  { additionalProperties: false },
);
export type ContactCreate = Static<typeof ContactCreate>;

/** PUT /crm/contacts/ names the contact in the body (the path has no id); other fields are optional. */
export const ContactUpdate = Type.Object(
  { id: Id(), email: Type.Optional(fields.email), ...optionalFields, shared: Type.Optional(SharedInput('contact')) },
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

/** A contact as /crm/contacts/ answers it: with its sharing and what the caller may do with it (group and e-mail lists answer Contact). */
export const SharedContact = Type.Object({ ...Contact.properties, ...SharingFields });
export type SharedContact = Static<typeof SharedContact>;

/** POST /crm/contacts/import/'s answer: what was created, skipped (already a contact) and refused, by line. */
export const ImportReport = Type.Object({
  total_rows: Type.Integer(),
  created_count: Type.Integer(),
  created: Type.Array(Type.Integer({ description: 'ids of the new contacts' })),
  skipped: Type.Array(Type.Object({ line: Type.Integer(), email: Type.String(), reason: Type.String() })),
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), detail: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) }),
  ),
  group_added: Type.Integer({
    description: 'How many contacts of the file, new or already in the list, joined the chosen group (0 without one).',
  }),
});
export type ImportReport = Static<typeof ImportReport>;

// The CSV import's column mapping: both halves read headers alike (the import dialog pre-fills its choices with it).

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What a person reads for each contact field (the import's mapping step and its row reasons). */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  company: 'Company',
  role: 'Role',
  tags: 'Tags',
  notes: 'Notes',
};

/** A header as compared: letters and digits only, lower case ('E-mail', 'e_mail' and 'Email' read alike). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers other address books and spreadsheets use for each field, as {@link headerKey} reads them. */
const HEADER_ALIASES: Record<ContactField, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'primaryemail', 'workemail', 'personalemail', 'emailaddress1', 'email1'],
  first_name: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'workphone',
    'homephone',
  ],
  company: ['company', 'companyname', 'organization', 'organisation', 'organizationname', 'business', 'employer'],
  role: ['role', 'contacttype', 'type'],
  tags: ['tags', 'tag', 'labels', 'label'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
};

/** Which column of the file (its header, as written) fills each contact field; a field left out stays empty. */
export const ImportMapping = Type.Object(
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, Type.Optional(Type.String({ minLength: 1, maxLength: 200 }))])) as {
    [K in ContactField]: ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>;
  },
  { additionalProperties: false, description: 'contact field → the column header that fills it, e.g. {"email": "Email Address"}' },
);
export type ImportMapping = Static<typeof ImportMapping>;

/** The usual reading of a header row: each field takes the first column named like it, each column fills one field. */
export function autoMatch(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const field of CONTACT_FIELDS) {
    const index = headers.findIndex((header, i) => !used.has(i) && HEADER_ALIASES[field].includes(headerKey(header)));
    if (index >= 0) {
      used.add(index);
      mapping[field] = headers[index]!;
    }
  }
  return mapping;
}
