import { compileSchema, fieldErrors } from '../../lib/schemaValidator.ts';
import { ContactCreate } from './schemas.ts';
import { hasForbiddenNameCharacter, NAME_CHARACTERS_MESSAGE } from '../../users/names.ts';

/** The same check POST/PUT /crm/contacts/ apply to their body, so an imported contact can later be saved unchanged. */
const validateContact = compileSchema<ContactCreate>(ContactCreate);

export type RowResult = { contact: Required<ContactCreate> } | { errors: Record<string, string[]> };

/** One CSV row to a contact, or the field errors; tags are separated by ; | or , inside their cell. */
export function validateImportRow(row: Record<string, string | undefined>): RowResult {
  const cell = (name: string) => (row[name] ?? '').trim();
  const email = cell('email');
  const contact = {
    // An empty cell is left out so the schema reports the email as required rather than badly formatted.
    ...(email ? { email } : {}),
    first_name: cell('first_name'),
    last_name: cell('last_name'),
    phone: cell('phone'),
    company: cell('company'),
    role: (cell('role') || 'other').toLowerCase(),
    tags: cell('tags')
      .split(/[;|,]/)
      .map((t) => t.trim())
      .filter(Boolean),
    notes: cell('notes'),
  };
  const names = (['first_name', 'last_name', 'company'] as const).filter((field) => hasForbiddenNameCharacter(contact[field]));
  if (names.length) return { errors: Object.fromEntries(names.map((field) => [field, [NAME_CHARACTERS_MESSAGE]])) };
  if (!validateContact(contact)) return { errors: fieldErrors(validateContact.errors) };
  return { contact: contact as Required<ContactCreate> };
}
