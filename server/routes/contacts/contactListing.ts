import type { Queryable } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import { pageRows, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
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
  const params = new SqlParams();
  return pageRows<Contact>(db, {
    select: contactColumns(),
    from: 'crm_contacts c',
    where: [
      `c.user_id = ${params.add(options.userId)}`,
      `${options.notIn ? 'not ' : ''}exists (select 1 from ${table} l where l.${parentColumn} = ${params.add(options.link.parentId)} and l.contact_id = c.id)`,
      options.keyword?.trim() && contactKeywordMatch('c', params.add(keywordPattern(options.keyword))),
    ],
    params,
    orderBy: contactOrder('c', options.ordering),
    page: options.page,
  });
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
