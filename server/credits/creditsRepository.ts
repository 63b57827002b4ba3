import type { Queryable } from '../db/database.ts';

/** Credits a user starts with; the subscription domain will grant more per plan. */
export const startingCredits = () => Number(process.env.SEARCH_STARTING_CREDITS ?? 100);
export const CREDITS_PER_RESULTS_PAGE = 1;
export const OUT_OF_CREDITS = 'You have run out of search credits. Upgrade your plan or wait for your credits to renew.';

export function creditsRepository(db: Queryable) {
  return {
    /** The balance, opening the account with the starting allowance the first time (idempotent; one round trip). */
    async ensureAccount(userId: number): Promise<number> {
      const [row] = await db.query<{ balance: number }>(
        `with created as (
           insert into credit_accounts (user_id, balance) values ($1, $2) on conflict (user_id) do nothing returning user_id, balance),
         logged as (
           insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, balance, 'starting allowance', balance from created)
         select coalesce((select balance from created), (select balance from credit_accounts where user_id = $1)) as balance`,
        [userId, startingCredits()],
      );
      return row!.balance;
    },

    /** ensureAccount for a token subject, with the user lookup in the same round trip; undefined when not registered. */
    async accountForSub(sub: string): Promise<{ userId: number; balance: number } | undefined> {
      const [row] = await db.query<{ userId: number; balance: number }>(
        `with u as (select id from users where cognito_sub = $1),
         created as (
           insert into credit_accounts (user_id, balance) select id, $2 from u on conflict (user_id) do nothing returning user_id, balance),
         logged as (
           insert into credit_ledger (user_id, delta, reason, balance_after) select user_id, balance, 'starting allowance', balance from created)
         select u.id::int as "userId", coalesce((select balance from created), (select balance from credit_accounts c where c.user_id = u.id)) as balance from u`,
        [sub, startingCredits()],
      );
      return row;
    },

    async balance(userId: number): Promise<number> {
      const [row] = await db.query<{ balance: number }>('select balance from credit_accounts where user_id = $1', [userId]);
      return row?.balance ?? 0;
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
  };
}
