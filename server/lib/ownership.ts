import type { Queryable } from '../db/database.ts';
import { forbidden, notFound } from './errors.ts';

type OwnedTable = 'crm_contacts' | 'crm_groups' | 'automated_emails';

/** 404 when the row does not exist, 403 when it is someone else's (the API conventions' split). */
export async function assertOwned(db: Queryable, table: OwnedTable, id: number, userId: number, what: string): Promise<void> {
  const [row] = await db.query<{ user_id: number }>(`select user_id::int as user_id from ${table} where id = $1`, [id]);
  if (!row) throw notFound(`${what} not found.`);
  if (row.user_id !== userId) throw forbidden();
}
