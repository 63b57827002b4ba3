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

const LEDGER_WHERE = `m.team_id = $1 and ($2::bigint is null or c.user_id = $2) and ($3::timestamptz is null or c.created_at >= $3)
  and ($4::timestamptz is null or c.created_at < $4)`;
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

const DOWNLOADS_WHERE = LEDGER_WHERE.replaceAll('c.', 'd.');

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
  };
}
