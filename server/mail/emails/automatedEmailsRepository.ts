import type { Queryable } from '../../db/database.ts';
import { orderBy, type ListOptions } from '../../lib/listOptions.ts';
import { pageRows } from '../../db/pagedQuery.ts';
import { idsFilter, type Page } from '../../lib/pagination.ts';
import { isoTime } from '../../lib/sqlFormat.ts';
import { SqlParams } from '../../lib/sqlParams.ts';
import { sharedScopeSql, type SharingScope } from '../../teams/sharingSql.ts';
import type { EmailFields } from './emailSettings.ts';
import { recipientCountSql } from './recipientSql.ts';
import type { AutomatedEmail } from './schemas.ts';

/** Who made or last changed an e-mail, as a person reads them: their name, or their e-mail address without one. */
const person = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id::int, 'name',
     coalesce(nullif(trim(${alias}.firstname || ' ' || ${alias}.lastname), ''), ${alias}.email)) end`;

const COLUMNS = `e.id::int as id, e.name, e.saved_search_id::int as saved_search_id, s.name as saved_search_name, e.subject, e.body,
  e.schedule, e.send_hour::int as send_hour, e.send_weekday::int as send_weekday, e.timezone,
  coalesce(e.timezone, u.timezone) as effective_timezone, e.status,
  (select count(*)::int from automated_email_groups g where g.automated_email_id = e.id) as group_count,
  (select count(*)::int from automated_email_contacts x where x.automated_email_id = e.id) as contact_count,
  ${recipientCountSql('e.id', 'e.user_id')} as recipient_count,
  ${isoTime('e.last_run_at')} as last_run_at, ${isoTime('e.next_run_at')} as next_run_at,
  ${isoTime('e.created_at')} as created_at, ${isoTime('e.updated_at')} as updated_at,
  e.user_id::int as owner_id, e.team_id::int as team_id, ${person('cu')} as created_by, ${person('uu')} as updated_by`;
const FROM = `automated_emails e join users u on u.id = e.user_id left join saved_searches s on s.id = e.saved_search_id
  left join users cu on cu.id = e.created_by left join users uu on uu.id = e.updated_by`;

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

/** An e-mail as read, with its owner and the team it is shared with (null: private): what the sharing rule reads. */
export type AutomatedEmailRow = Omit<AutomatedEmail, 'shared' | 'can_edit' | 'edit_refusal'> & { owner_id: number; team_id: number | null };

/** Who owns an e-mail and the team it is shared with: what server/teams/sharing.ts decides on. */
export interface AutomatedEmailOwnership {
  id: number;
  owner: number;
  team: number | null;
}

/** A write of its own that a change makes in the same transaction, given the row as changed (the team's audit log). */
export type AlsoRecord = (tx: Queryable, row: AutomatedEmailRow) => Promise<void>;

export function automatedEmailsRepository(db: Queryable) {
  const byId = async (q: Queryable, id: number): Promise<AutomatedEmailRow | undefined> =>
    (await q.query<AutomatedEmailRow>(`select ${COLUMNS} from ${FROM} where e.id = $1`, [id]))[0];
  return {
    /** The scope's e-mails: the caller's own and those shared with their current team. */
    async page(scope: SharingScope, page: Page, options: ListOptions = {}): Promise<{ count: number; rows: AutomatedEmailRow[] }> {
      const params = new SqlParams();
      return pageRows<AutomatedEmailRow>(db, {
        select: COLUMNS,
        from: FROM,
        where: [sharedScopeSql('e', 'user_id', scope, params), idsFilter('e.id', options.ids, params)],
        params,
        orderBy: orderBy(options.ordering, ORDERING, 'e.created_at desc, e.id desc', 'e.id'),
        page,
      });
    },

    find: (id: number) => byId(db, id),

    /** A new e-mail of `userId` (who made it and last changed it), shared with `teamId` (null: private); its id. */
    async create(userId: number, fields: EmailFields, teamId: number | null = null): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into automated_emails (user_id, team_id, created_by, updated_by, ${WRITABLE.join(', ')})
         values ($1, $2, $1, $1, ${WRITABLE.map((_, i) => `$${i + 3}`).join(', ')})
         returning id::int as id`,
        [userId, teamId, ...WRITABLE.map((name) => fields[name])],
      );
      return row!.id;
    },

    /**
     * Writes only the given columns, so a concurrent scheduler advance of next_run_at is not overwritten with a stale value,
     * as `actorId` (its updated_by); `teamId` shares it with that team, null makes it private, undefined keeps it.
     */
    async update(id: number, changes: Partial<EmailFields>, actorId?: number, teamId?: number | null): Promise<void> {
      const fields = WRITABLE.filter((name) => changes[name] !== undefined);
      const params: unknown[] = [id, ...fields.map((name) => changes[name])];
      const extra: string[] = [];
      if (actorId !== undefined) extra.push(`updated_by = $${params.push(actorId)}`);
      if (teamId !== undefined) extra.push(`team_id = $${params.push(teamId)}::bigint`);
      await db.query(
        `update automated_emails set ${[...fields.map((name, i) => `${name} = $${i + 2}`), ...extra, 'updated_at = now()'].join(', ')}
         where id = $1`,
        params,
      );
    },

    /** Its row as read, in `tx` (the transaction of a change). */
    findIn: (tx: Queryable, id: number) => byId(tx, id),

    /** Owners and teams of the e-mails that exist among `ids`, for the sharing rule. */
    async ownerships(ids: number[]): Promise<AutomatedEmailOwnership[]> {
      return db.query<AutomatedEmailOwnership>(
        'select id::int as id, user_id::int as owner, team_id::int as team from automated_emails where id = any($1::bigint[]) order by id',
        [ids],
      );
    },

    /** The raw row a PUT merges its changes into, with its owner (the ownership check reads it from here). */
    async fields(id: number): Promise<(EmailFields & { user_id: number; team_id: number | null; user_timezone: string }) | undefined> {
      const [row] = await db.query<EmailFields & { user_id: number; team_id: number | null; user_timezone: string }>(
        `select e.user_id::int as user_id, e.team_id::int as team_id, e.name, e.saved_search_id::int as saved_search_id, e.subject, e.body, e.schedule, e.send_hour::int as send_hour,
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

    /**
     * Deletes the e-mails the sharing rule already allowed. Logs and past runs stay (logs keep the email's name); pending
     * outbox rows go with the email.
     */
    async deleteMany(ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>('delete from automated_emails where id = any($1::bigint[]) returning id::int as id', [
        ids,
      ]);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
