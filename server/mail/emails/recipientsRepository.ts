import type { Queryable } from '../../db/database.ts';
import { recipientCountSql } from './recipientSql.ts';

export async function recipientCount(db: Queryable, userId: number, emailId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select ${recipientCountSql('$1::bigint', '$2::bigint')} as count`, [emailId, userId]);
  return row!.count;
}
