import { ROLES, type ContactCreate, type Role } from './schemas.ts';

// The same limits as the ContactCreate schema, checked by hand because CSV cells are all strings.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ().-]{7,32}$/;
const MAX_LENGTH: Record<string, number> = { first_name: 100, last_name: 100, email: 254, phone: 32, company: 200, notes: 5000 };

export type RowResult = { contact: Required<ContactCreate> } | { errors: Record<string, string[]> };

/** One CSV row to a contact, or the field errors; tags are separated by ; | or , inside their cell. */
export function validateImportRow(row: Record<string, string | undefined>): RowResult {
  const cell = (name: string) => (row[name] ?? '').trim();
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  for (const [field, max] of Object.entries(MAX_LENGTH)) if (cell(field).length > max) fail(field, `must be at most ${max} characters`);
  const email = cell('email');
  if (!email) fail('email', 'is required');
  else if (!EMAIL.test(email)) fail('email', 'is not a valid email address');
  const phone = cell('phone');
  if (phone && !PHONE.test(phone)) fail('phone', 'is not a valid phone number');
  const role = (cell('role') || 'other').toLowerCase();
  if (!(ROLES as readonly string[]).includes(role)) fail('role', `must be one of ${ROLES.join(', ')}`);
  const tags = cell('tags').split(/[;|,]/).map((t) => t.trim()).filter(Boolean);
  if (tags.some((t) => t.length > 50)) fail('tags', 'each tag must be at most 50 characters');
  if (tags.length > 30) fail('tags', 'at most 30 tags');

  if (Object.keys(errors).length > 0) return { errors };
  return {
    contact: {
      email,
      first_name: cell('first_name'),
      last_name: cell('last_name'),
      phone,
      company: cell('company'),
      role: role as Role,
      tags,
      notes: cell('notes'),
    },
  };
}
