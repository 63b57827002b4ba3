import type { Queryable } from '../db/database.ts';
import { pageRows } from '../db/pagedQuery.ts';
import { keywordPattern } from './keywordPattern.ts';
import { idsFilter, type Page } from './pagination.ts';
import { SqlParams } from './sqlParams.ts';

/**
 * A link table from a parent (a group, an automated email) to the user's own children (contacts, groups):
 * which columns link them, and how the children are listed (answer columns, keyword match, order).
 */
export interface Link {
  table: 'crm_group_contacts' | 'automated_email_contacts' | 'automated_email_groups';
  parentColumn: 'group_id' | 'automated_email_id';
  childColumn: 'contact_id' | 'group_id';
  /** The children's table and its alias, which columns, keywordMatch and order use. */
  childTable: 'crm_contacts' | 'crm_groups';
  alias: string;
  columns: string;
  /** Where-clause matching a keyword (an ILIKE pattern parameter). */
  keywordMatch: (param: string) => string;
  order: (ordering?: string) => string;
}

export interface LinkedPageOptions {
  userId: number;
  parentId: number;
  /** The user's children not linked to the parent instead of those linked. */
  notIn: boolean;
  keyword?: string;
  page: Page;
  ordering?: string;
  ids?: number[];
}

/** A page of the user's children linked to the parent (or, with notIn, not linked), optionally matching a keyword and ids. */
export function linkedPage<T extends object>(db: Queryable, link: Link, options: LinkedPageOptions): Promise<{ count: number; rows: T[] }> {
  const { alias } = link;
  const params = new SqlParams();
  const linked = `exists (select 1 from ${link.table} l where l.${link.parentColumn} = ${params.add(options.parentId)} and l.${link.childColumn} = ${alias}.id)`;
  return pageRows<T>(db, {
    select: link.columns,
    from: `${link.childTable} ${alias}`,
    where: [
      `${alias}.user_id = ${params.add(options.userId)}`,
      `${options.notIn ? 'not ' : ''}${linked}`,
      options.keyword?.trim() && link.keywordMatch(params.add(keywordPattern(options.keyword))),
      idsFilter(`${alias}.id`, options.ids, params),
    ],
    params,
    orderBy: link.order(options.ordering),
    page: options.page,
  });
}

/** Links the user's own children among ids (others' ids and unknown ids are ignored); answers the ids newly linked. */
export async function linkChildren(db: Queryable, link: Link, userId: number, parentId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `insert into ${link.table} (${link.parentColumn}, ${link.childColumn})
     select $1, x.id from ${link.childTable} x where x.user_id = $2 and x.id = any($3::bigint[])
     on conflict do nothing returning ${link.childColumn}::int as id`,
    [parentId, userId, ids],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Unlinks children; answers the ids that were linked. */
export async function unlinkChildren(db: Queryable, link: Link, parentId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `delete from ${link.table} where ${link.parentColumn} = $1 and ${link.childColumn} = any($2::bigint[]) returning ${link.childColumn}::int as id`,
    [parentId, ids],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
