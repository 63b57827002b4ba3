import type { Queryable } from '../db/queryable.ts';
import type { LedgerKind } from '../credits/ledger.ts';

/** Credits a member moved on one day (in `timeZone`) for one kind of ledger row. */
export interface MemberDayCredits {
  user_id: number;
  day: string;
  kind: LedgerKind;
  credits: number;
}

/** SQL for the team usage view: the credit ledger of the team's current members. */
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
  };
}
