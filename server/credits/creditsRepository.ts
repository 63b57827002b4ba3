import type { Queryable } from '../db/database.ts';

/** Credits a user starts with unless configured (SEARCH_STARTING_CREDITS, config.credits); the subscription domain will grant more per plan. */
export const DEFAULT_STARTING_CREDITS = 100;
export const CREDITS_PER_RESULTS_PAGE = 1;
export const OUT_OF_CREDITS = 'You have run out of search credits. Upgrade your plan or wait for your credits to renew.';

export function creditsRepository(db: Queryable, startingCredits = DEFAULT_STARTING_CREDITS) {
  return {
    /** The balance, opening the account with the starting allowance the first time (idempotent; one round trip). */
    async ensureAccount(userId: number): Promise<number> {
      const [row] = await db.query<{ balance: number }>(
        `with created as (
           insert into credit_accounts (user_id, balance) values ($1, $2) on conflict (user_id) do nothing returning user_id, balance),
         logged as (
           insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, balance, 'starting allowance', balance from created)
         select coalesce((select balance from created), (select balance from credit_accounts where user_id = $1)) as balance`,
        [userId, startingCredits],
      );
      return row!.balance;
    },

    /** Spends atomically: one conditional UPDATE, so concurrent requests can never overspend. Null when short. */
    async spend(userId: number, amount: number, reason: string): Promise<number | null> {
      const [row] = await db.query<{ balance_after: number }>(
        `with spent as (
           update credit_accounts set balance = balance - $2, updated_at = now() where user_id = $1 and balance >= $2 returning user_id, balance)
         insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, -$2, $3, balance from spent returning balance_after`,
        [userId, amount, reason],
      );
      return row ? row.balance_after : null;
    },

    /** Gives credits (a refund), with its ledger line, in one statement; the balance after, or null when the user has no account. */
    async grant(userId: number, amount: number, reason: string): Promise<number | null> {
      const [row] = await db.query<{ balance_after: number }>(
        `with given as (
           update credit_accounts set balance = balance + $2, updated_at = now() where user_id = $1 returning user_id, balance)
         insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, $2, $3, balance from given returning balance_after`,
        [userId, amount, reason],
      );
      return row ? row.balance_after : null;
    },
  };
}
