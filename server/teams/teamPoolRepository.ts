import type { Queryable } from '../db/database.ts';

/**
 * Where a user's credits and plan come from (issue 27, shared credits): a member of a team spends from the team's pool,
 * which is its billing owner's account and subscription; a user without a team (or in a team whose billing owner's account
 * is gone) spends from their own, as before teams.
 */
export interface CreditPool {
  /** The user whose credit account is charged and whose subscription is the plan in force. */
  holderId: number;
  /** The team, or null without one. */
  teamId: number | null;
  /** The member's monthly cap (credits a calendar month, UTC); null without one, or without a team. */
  cap: number | null;
}

/** The read and written by the credits domain (charges) and billing (the plan in force) alike: one answer to "who pays". */
export function teamPoolRepository(db: Queryable) {
  return {
    async poolOf(userId: number): Promise<CreditPool> {
      const [row] = await db.query<{ holder_id: number | null; team_id: number | null; cap: number | null }>(
        `select t.billing_user_id::int as holder_id, m.team_id::int as team_id, m.credit_cap as cap
         from team_members m join teams t on t.id = m.team_id where m.user_id = $1`,
        [userId],
      );
      if (!row) return { holderId: userId, teamId: null, cap: null };
      return { holderId: row.holder_id ?? userId, teamId: row.team_id, cap: row.cap };
    },
  };
}
