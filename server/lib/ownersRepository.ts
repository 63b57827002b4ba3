import type { Queryable } from '../db/database.ts';

/** The tables whose rows a user owns and routes address by id. */
export type OwnedTable = 'crm_contacts' | 'crm_groups' | 'automated_emails';

/** The row's owner: `{user_id}`, or undefined when no row has the id. */
export async function ownerOf(db: Queryable, table: OwnedTable, id: number): Promise<{ user_id: number } | undefined> {
  const [row] = await db.query<{ user_id: number }>(`select user_id::int as user_id from ${table} where id = $1`, [id]);
  return row;
}
