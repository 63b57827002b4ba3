import type { Queryable } from '../../db/database.ts';
import { orderBy, type ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import type { Static } from 'typebox';
import { isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { EmailLog } from './schemas.ts';

const COLUMNS = `l.id::int as id, l.automated_email_id::int as automated_email_id, l.email_name, l.run_id::int as run_id,
  l.contact_id::int as contact_id, l.recipient, l.subject, l.status, l.error, l.attempts, l.listing_count, l.test,
  ${isoTime('l.created_at')} as created_at`;

const ORDERING: Record<string, string> = {
  created_at: 'l.created_at',
  status: 'l.status',
  email_name: 'lower(l.email_name)',
  recipient: 'lower(l.recipient)',
  subject: 'lower(l.subject)',
};

export async function logsPage(db: Queryable, userId: number, page: Page, filter: { emailId?: number; status?: string } & ListOptions) {
  const params = new SqlParams();
  return pageRows<Static<typeof EmailLog>>(db, {
    select: COLUMNS,
    from: 'automated_email_logs l',
    where: [
      `l.user_id = ${params.add(userId)}`,
      filter.emailId ? `l.automated_email_id = ${params.add(filter.emailId)}` : undefined,
      filter.status && `l.status = ${params.add(filter.status)}`,
      idsFilter('l.id', filter.ids, params),
    ],
    params,
    orderBy: orderBy(filter.ordering, ORDERING, 'l.created_at desc, l.id desc', 'l.id'),
    page,
  });
}
