import type { Queryable } from '../../db/database.ts';
import { orderBy, type ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import type { EmailFields } from './emailSettings.ts';
import { recipientCountSql } from './recipientSql.ts';
import type { AutomatedEmail } from './schemas.ts';

const COLUMNS = `e.id::int as id, e.name, e.saved_search_id::int as saved_search_id, s.name as saved_search_name, e.subject, e.body,
  e.schedule, e.send_hour::int as send_hour, e.send_weekday::int as send_weekday, e.timezone,
  coalesce(e.timezone, u.timezone) as effective_timezone, e.status,
  (select count(*)::int from automated_email_groups g where g.automated_email_id = e.id) as group_count,
  (select count(*)::int from automated_email_contacts x where x.automated_email_id = e.id) as contact_count,
  ${recipientCountSql('e.id', 'e.user_id')} as recipient_count,
  ${isoTime('e.last_run_at')} as last_run_at, ${isoTime('e.next_run_at')} as next_run_at,
  ${isoTime('e.created_at')} as created_at, ${isoTime('e.updated_at')} as updated_at`;
const FROM = 'automated_emails e join users u on u.id = e.user_id left join saved_searches s on s.id = e.saved_search_id';

const ORDERING: Record<string, string> = {
  name: 'lower(e.name)',
  status: 'e.status',
  schedule: 'e.schedule',
  subject: 'lower(e.subject)',
  saved_search_name: 'lower(s.name)',
  last_run_at: 'e.last_run_at',
  next_run_at: 'e.next_run_at',
  created_at: 'e.created_at',
  updated_at: 'e.updated_at',
};

const WRITABLE = [
  'name',
  'saved_search_id',
  'subject',
  'body',
  'schedule',
  'send_hour',
  'send_weekday',
  'timezone',
  'status',
  'next_run_at',
] as const;

export function automatedEmailsRepository(db: Queryable) {
  return {
    async page(userId: number, page: Page, options: ListOptions = {}): Promise<{ count: number; rows: AutomatedEmail[] }> {
      const params = new SqlParams();
      return pageRows<AutomatedEmail>(db, {
        select: COLUMNS,
        from: FROM,
        where: [`e.user_id = ${params.add(userId)}`, idsFilter('e.id', options.ids, params)],
        params,
        orderBy: orderBy(options.ordering, ORDERING, 'e.created_at desc, e.id desc', 'e.id'),
        page,
      });
    },

    async find(id: number): Promise<AutomatedEmail | undefined> {
      const [row] = await db.query<AutomatedEmail>(`select ${COLUMNS} from ${FROM} where e.id = $1`, [id]);
      return row;
    },

    async create(userId: number, fields: EmailFields): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into automated_emails (user_id, ${WRITABLE.join(', ')}) values ($1, ${WRITABLE.map((_, i) => `$${i + 2}`).join(', ')})
         returning id::int as id`,
        [userId, ...WRITABLE.map((name) => fields[name])],
      );
      return row!.id;
    },

    /** Writes only the given columns, so a concurrent scheduler advance of next_run_at is not overwritten with a stale value. */
    async update(id: number, changes: Partial<EmailFields>): Promise<void> {
      const fields = WRITABLE.filter((name) => changes[name] !== undefined);
      await db.query(
        `update automated_emails set ${fields.map((name, i) => `${name} = $${i + 2}, `).join('')}updated_at = now() where id = $1`,
        [id, ...fields.map((name) => changes[name])],
      );
    },

    /** The raw row a PUT merges its changes into, with its owner (the ownership check reads it from here). */
    async fields(id: number): Promise<(EmailFields & { user_id: number; user_timezone: string }) | undefined> {
      const [row] = await db.query<EmailFields & { user_id: number; user_timezone: string }>(
        `select e.user_id::int as user_id, e.name, e.saved_search_id::int as saved_search_id, e.subject, e.body, e.schedule, e.send_hour::int as send_hour,
           e.send_weekday::int as send_weekday, e.timezone, e.status, e.next_run_at, u.timezone as user_timezone
         from automated_emails e join users u on u.id = e.user_id where e.id = $1`,
        [id],
      );
      return row;
    },

    /** The user's active emails that follow the user's time zone (timezone null), locked until the transaction ends. */
    async zoneFollowers(
      userId: number,
    ): Promise<(Pick<EmailFields, 'schedule' | 'send_hour' | 'send_weekday' | 'timezone'> & { id: number })[]> {
      return db.query(
        `select id::int as id, schedule, send_hour::int as send_hour, send_weekday::int as send_weekday, timezone
         from automated_emails where user_id = $1 and timezone is null and status = 'active' for update`,
        [userId],
      );
    },

    async setNextRun(id: number, nextRunAt: Date): Promise<void> {
      await db.query('update automated_emails set next_run_at = $2, updated_at = now() where id = $1', [id, nextRunAt]);
    },

    async userTimezone(userId: number): Promise<string> {
      const [row] = await db.query<{ timezone: string }>('select timezone from users where id = $1', [userId]);
      return row?.timezone ?? 'UTC';
    },

    async savedSearchOwner(savedSearchId: number): Promise<number | undefined> {
      const [row] = await db.query<{ user_id: number }>('select user_id::int as user_id from saved_searches where id = $1', [
        savedSearchId,
      ]);
      return row?.user_id;
    },

    /** Logs and past runs stay (logs keep the email's name); pending outbox rows go with the email. */
    async deleteMany(userId: number, ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        'delete from automated_emails where user_id = $1 and id = any($2::bigint[]) returning id::int as id',
        [userId, ids],
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
