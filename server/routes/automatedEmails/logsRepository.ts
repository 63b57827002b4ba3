import type { Queryable } from '../../db/database.ts';
import { orderBy, type ListOptions } from '../../lib/listOptions.ts';
import type { Page } from '../../lib/pagination.ts';
import type { Static } from 'typebox';
import { isoTime } from '../../lib/sqlFormat.ts';
import type { EmailLog } from './schemas.ts';

const COLUMNS = `l.id::int as id, l.automated_email_id::int as automated_email_id, l.email_name, l.run_id::int as run_id,
  l.contact_id::int as contact_id, l.recipient, l.subject, l.status, l.error, l.attempts, l.listing_count, l.test,
  ${isoTime('l.created_at')} as created_at`;

const ORDERING: Record<string, string> = {
  created_at: 'l.created_at', status: 'l.status', email_name: 'lower(l.email_name)', recipient: 'lower(l.recipient)', subject: 'lower(l.subject)',
};

export async function logsPage(db: Queryable, userId: number, page: Page, filter: { emailId?: number; status?: string } & ListOptions) {
  const params: unknown[] = [userId];
  let where = 'l.user_id = $1';
  if (filter.emailId) where += ` and l.automated_email_id = $${params.push(filter.emailId)}`;
  if (filter.status) where += ` and l.status = $${params.push(filter.status)}`;
  if (filter.ids) where += ` and l.id = any($${params.push(filter.ids)}::bigint[])`;
  const [counted] = await db.query<{ count: number }>(`select count(*)::int as count from automated_email_logs l where ${where}`, params);
  const rows = await db.query<Static<typeof EmailLog>>(
    `select ${COLUMNS} from automated_email_logs l where ${where} order by ${orderBy(filter.ordering, ORDERING, 'l.created_at desc, l.id desc', 'l.id')} limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { count: counted!.count, rows };
}
