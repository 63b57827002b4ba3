import { Type, type Static } from 'typebox';
import { CONTACT_FIELDS } from './schemas.ts';

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
