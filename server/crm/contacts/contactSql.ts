import { orderBy } from '../../lib/listOptions.ts';
import { isoTime } from '../../lib/sqlFormat.ts';

/** The columns of a Contact answer; groups and automated emails list contacts with the same shape. */
export const contactColumns = (alias = 'c') => `${alias}.id::int as id, ${alias}.first_name, ${alias}.last_name, ${alias}.email,
  ${alias}.phone, ${alias}.company, ${alias}.role, ${alias}.tags, ${alias}.notes,
  (${alias}.unsubscribed_at is not null) as unsubscribed, ${isoTime(`${alias}.unsubscribed_at`)} as unsubscribed_at,
  ${isoTime(`${alias}.created_at`)} as created_at, ${isoTime(`${alias}.updated_at`)} as updated_at`;

/** Where-clause matching a keyword (an ILIKE pattern parameter) against the fields a person searches by. */
export const contactKeywordMatch = (alias: string, param: string) => `(
  ${alias}.first_name ilike ${param} or ${alias}.last_name ilike ${param} or ${alias}.email ilike ${param}
  or (${alias}.first_name || ' ' || ${alias}.last_name) ilike ${param} or ${alias}.company ilike ${param}
  or ${alias}.phone ilike ${param} or ${alias}.role ilike ${param} or array_to_string(${alias}.tags, ' ') ilike ${param})`;

/** Alphabetical by name, then email, unless the list asks for another ordering; id keeps pages stable. */
export function contactOrder(alias = 'c', ordering?: string): string {
  const text = (column: string) => `lower(${alias}.${column})`;
  const columns: Record<string, string> = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    company: text('company'),
    role: `${alias}.role`,
    phone: `${alias}.phone`,
    created_at: `${alias}.created_at`,
    updated_at: `${alias}.updated_at`,
    unsubscribed: `${alias}.unsubscribed_at`,
  };
  return orderBy(
    ordering,
    columns,
    `lower(${alias}.last_name), lower(${alias}.first_name), lower(${alias}.email), ${alias}.id`,
    `${alias}.id`,
  );
}
