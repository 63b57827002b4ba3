import type { Queryable } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import type { Page } from '../../lib/pagination.ts';
import { contactColumns, contactKeywordMatch, contactOrder } from './contactColumns.ts';
import type { Contact } from './schemas.ts';

/** A link table from a parent (a group, an automated email) to contacts. */
export interface ContactLink {
  table: 'crm_group_contacts' | 'automated_email_contacts';
  parentColumn: 'group_id' | 'automated_email_id';
  parentId: number;
}

/** A page of the user's contacts linked to the parent (or, with notIn, not linked), optionally matching a keyword. */
export async function linkedContactsPage(
  db: Queryable,
  options: { userId: number; link: ContactLink; notIn: boolean; keyword?: string; page: Page; ordering?: string },
): Promise<{ count: number; rows: Contact[] }> {
  const { table, parentColumn } = options.link;
  const linked = `exists (select 1 from ${table} l where l.${parentColumn} = $2 and l.contact_id = c.id)`;
  const params: unknown[] = [options.userId, options.link.parentId];
  let where = `c.user_id = $1 and ${options.notIn ? 'not ' : ''}${linked}`;
  if (options.keyword?.trim()) {
    params.push(keywordPattern(options.keyword));
    where += ` and ${contactKeywordMatch('c', '$3')}`;
  }
  const [counted] = await db.query<{ count: number }>(`select count(*)::int as count from crm_contacts c where ${where}`, params);
  const rows = await db.query<Contact>(
    `select ${contactColumns()} from crm_contacts c where ${where} order by ${contactOrder('c', options.ordering)} limit ${options.page.limit} offset ${options.page.offset}`,
    params,
  );
  return { count: counted!.count, rows };
}

/** Links the user's own contacts among ids (others' ids and unknown ids are ignored); answers the ids newly linked. */
export async function linkContacts(db: Queryable, userId: number, link: ContactLink, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ contact_id: number }>(
    `insert into ${link.table} (${link.parentColumn}, contact_id)
     select $1, c.id from crm_contacts c where c.user_id = $2 and c.id = any($3::bigint[])
     on conflict do nothing returning contact_id::int as contact_id`,
    [link.parentId, userId, ids],
  );
  return rows.map((r) => r.contact_id).sort((a, b) => a - b);
}

/** Unlinks contacts; answers the ids that were linked. */
export async function unlinkContacts(db: Queryable, link: ContactLink, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ contact_id: number }>(
    `delete from ${link.table} where ${link.parentColumn} = $1 and contact_id = any($2::bigint[]) returning contact_id::int as contact_id`,
    [link.parentId, ids],
  );
  return rows.map((r) => r.contact_id).sort((a, b) => a - b);
}
