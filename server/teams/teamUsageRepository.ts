import type { Queryable } from '../db/queryable.ts';
import type { LedgerKind } from '../credits/ledger.ts';
import { isoTime } from '../lib/sqlFormat.ts';

/** Credits a member moved on one day (in `timeZone`) for one kind of ledger row. */
export interface MemberDayCredits {
  user_id: number;
  day: string;
  kind: LedgerKind;
  credits: number;
}

export interface TeamLedgerRow {
  id: number;
  created_at: string;
  kind: LedgerKind;
  credits: number;
  description: string;
  link: string | null;
  user_id: number;
  email: string;
}

export interface LedgerFilterSql {
  member?: number;
  /** Inclusive start instant. */
  from?: Date;
  /** Exclusive end instant. */
  to?: Date;
}

/** The rows of the team's current members (`m`), of one member ($2) and within [$3, $4) when given: ledgerValues' order. */
const memberRangeWhere = (userColumn: string, timeColumn: string) =>
  `m.team_id = $1 and ($2::bigint is null or ${userColumn} = $2) and ($3::timestamptz is null or ${timeColumn} >= $3)
  and ($4::timestamptz is null or ${timeColumn} < $4)`;
const LEDGER_WHERE = memberRangeWhere('c.user_id', 'c.created_at');
const ledgerValues = (teamId: number, filter: LedgerFilterSql) => [
  teamId,
  filter.member ?? null,
  filter.from?.toISOString() ?? null,
  filter.to?.toISOString() ?? null,
];

export interface TeamDownloadRow {
  id: number;
  created_at: string;
  user_id: number;
  email: string;
  name: string;
  file_type: string;
  row_count: number;
  credits_charged: number;
  status: string;
  criteria: string[];
}

const DOWNLOADS_WHERE = memberRangeWhere('d.user_id', 'd.created_at');
const EMAIL_LOGS_WHERE = memberRangeWhere('l.user_id', 'l.created_at');
const API_CALLS_WHERE = memberRangeWhere('k.user_id', 'c.called_at');

export interface TeamEmailLogRow {
  id: number;
  created_at: string;
  user_id: number;
  email: string;
  email_name: string;
  recipient: string;
  subject: string;
  status: string;
  listing_count: number;
}

export interface TeamApiCallRow {
  id: number;
  created_at: string;
  user_id: number;
  email: string;
  key_name: string;
  key_prefix: string;
  method: string;
  route: string;
  status: number;
  credits: number;
  duration_ms: number;
  via: 'key' | 'embed';
}

/** SQL for the team usage view: the credit ledger and the downloads of the team's current members. */
export function teamUsageRepository(db: Queryable) {
  return {
    /** Credits per current member, day and kind in [from, to). All rows of current members, also from before they joined. */
    async creditsPerMemberDay(teamId: number, from: Date, to: Date, timeZone: string): Promise<MemberDayCredits[]> {
      return db.query<MemberDayCredits>(
        `select c.user_id::int as user_id, to_char((c.created_at at time zone $4)::date, 'YYYY-MM-DD') as day, c.kind,
                sum(abs(c.delta))::int as credits
         from credit_ledger c join team_members m on m.user_id = c.user_id and m.team_id = $1
         where c.created_at >= $2 and c.created_at < $3
         group by 1, 2, 3 order by 1, 2, 3`,
        [teamId, from.toISOString(), to.toISOString(), timeZone],
      );
    },

    /** The combined ledger of the team's current members, newest first, each row with its member's e-mail. */
    async ledgerPage(
      teamId: number,
      filter: LedgerFilterSql,
      limit: number,
      offset: number,
    ): Promise<{ count: number; rows: TeamLedgerRow[] }> {
      const values = ledgerValues(teamId, filter);
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from credit_ledger c join team_members m on m.user_id = c.user_id where ${LEDGER_WHERE}`,
        values,
      )) as [{ count: number }];
      return { count, rows: await this.ledgerRows(teamId, filter, limit, offset) };
    },

    /** As ledgerPage, without the count (the CSV export: up to `limit` rows). */
    async ledgerRows(teamId: number, filter: LedgerFilterSql, limit: number, offset = 0): Promise<TeamLedgerRow[]> {
      return db.query<TeamLedgerRow>(
        `select c.id::int as id, ${isoTime('c.created_at')} as created_at, c.kind, c.delta as credits, c.description, c.link,
                c.user_id::int as user_id, u.email
         from credit_ledger c join team_members m on m.user_id = c.user_id join users u on u.id = c.user_id
         where ${LEDGER_WHERE} order by c.created_at desc, c.id desc limit $5 offset $6`,
        [...ledgerValues(teamId, filter), limit, offset],
      );
    },

    /** The downloads of the team's current members, newest first (the same filter as the ledger), with the count. */
    async downloadsPage(teamId: number, filter: LedgerFilterSql, limit: number, offset: number) {
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from downloads d join team_members m on m.user_id = d.user_id where ${DOWNLOADS_WHERE}`,
        ledgerValues(teamId, filter),
      )) as [{ count: number }];
      return { count, rows: await this.downloadRows(teamId, filter, limit, offset) };
    },

    async downloadRows(teamId: number, filter: LedgerFilterSql, limit: number, offset = 0): Promise<TeamDownloadRow[]> {
      return db.query<TeamDownloadRow>(
        `select d.id::int as id, ${isoTime('d.created_at')} as created_at, d.user_id::int as user_id, u.email, d.name, d.file_type,
                d.row_count, d.credits_charged, d.status, d.criteria
         from downloads d join team_members m on m.user_id = d.user_id join users u on u.id = d.user_id
         where ${DOWNLOADS_WHERE} order by d.created_at desc, d.id desc limit $5 offset $6`,
        [...ledgerValues(teamId, filter), limit, offset],
      );
    },

    /** The automated e-mails' log rows of the team's current members, newest first, with the count. */
    async emailLogsPage(teamId: number, filter: LedgerFilterSql, limit: number, offset: number) {
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from automated_email_logs l join team_members m on m.user_id = l.user_id where ${EMAIL_LOGS_WHERE}`,
        ledgerValues(teamId, filter),
      )) as [{ count: number }];
      return { count, rows: await this.emailLogRows(teamId, filter, limit, offset) };
    },

    async emailLogRows(teamId: number, filter: LedgerFilterSql, limit: number, offset = 0): Promise<TeamEmailLogRow[]> {
      return db.query<TeamEmailLogRow>(
        `select l.id::int as id, ${isoTime('l.created_at')} as created_at, l.user_id::int as user_id, u.email, l.email_name,
                l.recipient, l.subject, l.status, l.listing_count
         from automated_email_logs l join team_members m on m.user_id = l.user_id join users u on u.id = l.user_id
         where ${EMAIL_LOGS_WHERE} order by l.created_at desc, l.id desc limit $5 offset $6`,
        [...ledgerValues(teamId, filter), limit, offset],
      );
    },

    /** The calls made with the team's current members' API keys and widgets, newest first, with the count. */
    async apiCallsPage(teamId: number, filter: LedgerFilterSql, limit: number, offset: number) {
      const [{ count }] = (await db.query<{ count: number }>(
        `select count(*)::int as count from api_calls c join api_keys k on k.id = c.key_id join team_members m on m.user_id = k.user_id
         where ${API_CALLS_WHERE}`,
        ledgerValues(teamId, filter),
      )) as [{ count: number }];
      return { count, rows: await this.apiCallRows(teamId, filter, limit, offset) };
    },

    async apiCallRows(teamId: number, filter: LedgerFilterSql, limit: number, offset = 0): Promise<TeamApiCallRow[]> {
      return db.query<TeamApiCallRow>(
        `select c.id::int as id, ${isoTime('c.called_at')} as created_at, k.user_id::int as user_id, u.email, k.name as key_name,
                k.prefix as key_prefix, c.method, c.route, c.status, c.credits, c.duration_ms, c.via
         from api_calls c join api_keys k on k.id = c.key_id join team_members m on m.user_id = k.user_id join users u on u.id = k.user_id
         where ${API_CALLS_WHERE} order by c.called_at desc, c.id desc limit $5 offset $6`,
        [...ledgerValues(teamId, filter), limit, offset],
      );
    },
  };
}
