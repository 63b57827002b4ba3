import type { Queryable } from '../../db/database.ts';
import { keywordPattern } from '../../lib/keywordPattern.ts';
import { pageRows, type Page } from '../../lib/pagination.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { ContactLink } from '../contacts/contactListing.ts';
import { groupColumns, groupOrder } from '../groups/groupColumns.ts';
import type { Group } from '../groups/schemas.ts';
import { recipientCountSql } from './recipientSql.ts';

export const directContactsLink = (emailId: number): ContactLink => ({
  table: 'automated_email_contacts',
  parentColumn: 'automated_email_id',
  parentId: emailId,
});

/** A page of the user's groups that are (or, with notIn, are not) recipients of the email, optionally matching a keyword. */
export async function linkedGroupsPage(
  db: Queryable,
  options: { userId: number; emailId: number; notIn: boolean; keyword?: string; page: Page; ordering?: string },
): Promise<{ count: number; rows: Group[] }> {
  const params = new SqlParams();
  const keyword = options.keyword?.trim() && params.add(keywordPattern(options.keyword));
  return pageRows<Group>(db, {
    select: groupColumns(),
    from: 'crm_groups g',
    where: [
      `g.user_id = ${params.add(options.userId)}`,
      `${options.notIn ? 'not ' : ''}exists (select 1 from automated_email_groups l where l.automated_email_id = ${params.add(options.emailId)} and l.group_id = g.id)`,
      keyword && `(g.name ilike ${keyword} or g.description ilike ${keyword})`,
    ],
    params,
    orderBy: groupOrder('g', options.ordering),
    page: options.page,
  });
}

/** Adds the user's own groups among ids; answers the ids newly added. */
export async function linkGroups(db: Queryable, userId: number, emailId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ group_id: number }>(
    `insert into automated_email_groups (automated_email_id, group_id)
     select $1, g.id from crm_groups g where g.user_id = $2 and g.id = any($3::bigint[])
     on conflict do nothing returning group_id::int as group_id`,
    [emailId, userId, ids],
  );
  return rows.map((r) => r.group_id).sort((a, b) => a - b);
}

export async function unlinkGroups(db: Queryable, emailId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ group_id: number }>(
    'delete from automated_email_groups where automated_email_id = $1 and group_id = any($2::bigint[]) returning group_id::int as group_id',
    [emailId, ids],
  );
  return rows.map((r) => r.group_id).sort((a, b) => a - b);
}

export async function recipientCount(db: Queryable, userId: number, emailId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select ${recipientCountSql('$1::bigint', '$2::bigint')} as count`, [emailId, userId]);
  return row!.count;
}
