import type { Queryable } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import { contactColumns, contactKeywordMatch, contactOrder } from './contactSql.ts';
import { CONTACT_FIELDS, type Contact, type ContactCreate, type ContactUpdate } from './schemas.ts';

/** Trimmed tags without case-insensitive duplicates, first spelling kept. */
function normalizeTags(tags: string[] | undefined): string[] | undefined {
  if (!tags) return undefined;
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

export function contactsRepository(db: Queryable) {
  /**
   * Throws the unique violation on a duplicate email (the route turns it into a 409), or with skipDuplicate (the CSV
   * import) answers undefined instead, even for a duplicate racing in concurrently.
   */
  function create(userId: number, contact: ContactCreate): Promise<Contact>;
  function create(userId: number, contact: ContactCreate, options: { skipDuplicate: boolean }): Promise<Contact | undefined>;
  async function create(userId: number, contact: ContactCreate, options: { skipDuplicate?: boolean } = {}): Promise<Contact | undefined> {
    const [row] = await db.query<Contact>(
      `insert into crm_contacts as c (user_id, email, first_name, last_name, phone, company, role, tags, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)${options.skipDuplicate ? ' on conflict (user_id, lower(email)) do nothing' : ''}
       returning ${contactColumns()}`,
      [
        userId,
        contact.email.trim(),
        contact.first_name?.trim() ?? '',
        contact.last_name?.trim() ?? '',
        contact.phone?.trim() ?? '',
        contact.company?.trim() ?? '',
        contact.role ?? 'other',
        normalizeTags(contact.tags) ?? [],
        contact.notes ?? '',
      ],
    );
    return row;
  }

  return {
    create,

    /** The id of the user's contact with this email (any case), if there is one. */
    async idByEmail(userId: number, email: string): Promise<number | undefined> {
      const [row] = await db.query<{ id: number }>(
        'select id::int as id from crm_contacts where user_id = $1 and lower(email) = lower($2)',
        [userId, email.trim()],
      );
      return row?.id;
    },

    /** A page of the user's contacts, optionally those matching a keyword. */
    async page(userId: number, page: Page, keyword?: string, options: ListOptions = {}): Promise<{ count: number; rows: Contact[] }> {
      const params = new SqlParams();
      return pageRows<Contact>(db, {
        select: contactColumns(),
        from: 'crm_contacts c',
        where: [
          `c.user_id = ${params.add(userId)}`,
          keyword?.trim() && contactKeywordMatch('c', params.add(keywordPattern(keyword))),
          idsFilter('c.id', options.ids, params),
        ],
        params,
        orderBy: contactOrder('c', options.ordering),
        page,
      });
    },

    /** What placeholders use, e.g. for a test rendered as this contact would see it. */
    async personalDetails(id: number) {
      const [row] = await db.query<{ first_name: string; last_name: string; email: string; company: string; unsubscribed: boolean }>(
        'select first_name, last_name, email, company, unsubscribed_at is not null as unsubscribed from crm_contacts where id = $1',
        [id],
      );
      return row;
    },

    async update(userId: number, changes: ContactUpdate): Promise<Contact | undefined> {
      const values = { ...changes, tags: normalizeTags(changes.tags) } as Record<string, unknown>;
      const fields = CONTACT_FIELDS.filter((name) => values[name] !== undefined);
      const assignments = fields.map((name, i) => `${name} = $${i + 3}`).join(', ');
      const [row] = await db.query<Contact>(
        `update crm_contacts c set ${assignments}, updated_at = now() where c.id = $1 and c.user_id = $2 returning ${contactColumns()}`,
        [
          changes.id,
          userId,
          ...fields.map((name) => (typeof values[name] === 'string' && name !== 'notes' ? (values[name] as string).trim() : values[name])),
        ],
      );
      return row;
    },

    /** Deletes only the user's own rows; group and recipient links go with them (cascade), logs stay. */
    async deleteMany(userId: number, ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        'delete from crm_contacts where user_id = $1 and id = any($2::bigint[]) returning id::int as id',
        [userId, ids],
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
