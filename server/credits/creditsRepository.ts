import type { Queryable } from '../db/database.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import type { LedgerEntry, LedgerKind } from './ledger.ts';

export const MAX_DESCRIPTION = 300;

/** Descriptions are written as one line, not too long for the ledger. */
export function ledgerText(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DESCRIPTION ? `${line.slice(0, MAX_DESCRIPTION - 1)}…` : line;
}

/** Credits a user starts with unless configured (SEARCH_STARTING_CREDITS, config.credits); plans grant more. */
export const DEFAULT_STARTING_CREDITS = 100;

/**
 * A charge paid once per key within a window: while the key's payment is younger than the window, charging it again is
 * free. `nonce` tells this request's payment from a concurrent one for the same key.
 */
export interface PassSql {
  key: string;
  /** Payments at or before this instant have expired. */
  cutoff: Date;
  nonce: string;
}

/** A charge to a team's pool: the member who spends (named by the ledger row) and their cap for the month. */
export interface PoolSpendSql {
  memberId: number;
  /** The most the member may spend from the pool in the month; null: no cap. */
  cap: number | null;
  /** The month the cap counts: its first instant, ISO (the key of the pool's per-member count). */
  period: string;
}

/** A grant or refund to a team's pool on behalf of a member (a refund of what they spent gives back to their month too). */
export type PoolGrantSql = Omit<PoolSpendSql, 'cap'>;

/** A member's credits spent from the pool in the month `period` (both SQL parameters, as text), read from member_spent. */
const memberSpentSql = (member: string, period: string) =>
  `(case when member_spent -> ${member}::text ->> 'p' = ${period}::text then (member_spent -> ${member}::text ->> 'n')::int else 0 end)`;

/** What the usage period needs of the account's holder: their time zone and whether they are on the free trial. */
export interface AccountHolder {
  timezone: string;
  free_trial: boolean;
}

export interface LedgerRow {
  id: number;
  created_at: string;
  kind: LedgerKind;
  credits: number;
  description: string;
  link: string | null;
}

/** Ledger filters: kind, and created_at within [from, to) (instants, already resolved from dates in the user's zone). */
export interface LedgerFilter {
  kind?: LedgerKind;
  from?: Date;
  to?: Date;
}

export const LEDGER_COLUMNS = `id::int as id, ${isoTime('created_at')} as created_at, kind, delta as credits, description, link`;

export function creditsRepository(db: Queryable, startingCredits = DEFAULT_STARTING_CREDITS) {
  return {
    /** The balance, opening the account with the starting allowance the first time (idempotent; one round trip). */
    async ensureAccount(userId: number, at: Date): Promise<number> {
      const [row] = await db.query<{ balance: number }>(
        `with created as (
           insert into credit_accounts (user_id, balance) values ($1, $2) on conflict (user_id) do nothing returning user_id, balance),
         logged as (
           insert into credit_ledger (user_id, delta, kind, description, balance_after, created_at)
           select user_id, balance, 'grant', 'Starting allowance', balance, $3::timestamptz from created)
         select coalesce((select balance from created), (select balance from credit_accounts where user_id = $1)) as balance`,
        [userId, startingCredits, at.toISOString()],
      );
      return row!.balance;
    },

    /**
     * Spends atomically with its ledger row: one conditional UPDATE, so concurrent requests can never overspend. With a
     * pass, a key paid within the window costs nothing (PostgreSQL re-checks the condition on the latest row version after
     * waiting for a concurrent spend, so one key is paid once). With `pool`, `accountId` is a team's pool and the ledger
     * row names the member who spends; their credits this month are counted on the pool's row, in the same UPDATE, so a
     * cap is checked as the balance is (parallel requests never spend past it). Null when the balance (or the cap) is short.
     */
    async spend(
      accountId: number,
      amount: number,
      entry: LedgerEntry,
      at: Date,
      pass?: PassSql,
      pool?: PoolSpendSql,
    ): Promise<{ balance: number; charged: boolean } | null> {
      const values: unknown[] = [accountId, amount, entry.kind, ledgerText(entry.description), entry.link ?? null, at.toISOString()];
      const param = (value: unknown) => `$${values.push(value)}`;
      let paid = 'false';
      let passes = 'passes';
      let charged = 'true';
      if (pass) {
        const [key, cutoff, nonce] = [param(pass.key), param(pass.cutoff.toISOString()), param(pass.nonce)];
        paid = `coalesce((passes -> ${key}::text ->> 'at')::timestamptz > ${cutoff}::timestamptz, false)`;
        passes = `case when ${paid} then passes else
             (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(passes) e(k, v) where (v ->> 'at')::timestamptz > ${cutoff}::timestamptz)
             || jsonb_build_object(${key}::text, jsonb_build_object('at', $6::text, 'by', ${nonce}::text)) end`;
        charged = `(passes -> ${key}::text ->> 'by') = ${nonce}::text`;
      }
      let withinCap = 'true';
      let memberSpent = 'member_spent';
      let spender = 'user_id';
      if (pool) {
        const [member, period, cap] = [param(String(pool.memberId)), param(pool.period), param(pool.cap)];
        const before = memberSpentSql(member, period);
        withinCap = `(${paid} or $2::int = 0 or ${cap}::int is null or ${before} + $2 <= ${cap}::int)`;
        // This month's counts only (other months' are dropped), with the member's new total.
        memberSpent = `case when ${paid} then member_spent else
             (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(member_spent) e(k, v) where v ->> 'p' = ${period}::text)
             || jsonb_build_object(${member}::text, jsonb_build_object('p', ${period}::text, 'n', ${before} + $2)) end`;
        spender = `${param(pool.memberId)}::bigint`;
      }
      const [row] = await db.query<{ balance: number; charged: boolean }>(
        `with spent as (
           update credit_accounts set balance = balance - case when ${paid} then 0 else $2 end, passes = ${passes},
             member_spent = ${memberSpent}, updated_at = $6::timestamptz
           where user_id = $1 and (balance >= $2 or ${paid}) and ${withinCap} returning user_id, balance, ${charged} as charged),
         logged as (
           insert into credit_ledger (user_id, delta, kind, description, link, balance_after, created_at)
           select ${spender}, -$2, $3, $4, $5, balance, $6::timestamptz from spent where charged)
         select balance, charged from spent`,
        values,
      );
      return row ?? null;
    },

    /**
     * Gives credits (a grant or a refund) with its ledger row in one statement; the balance after, or null when the account
     * does not exist. With `pool`, `accountId` is a team's pool: the ledger row names the member, and a refund gives back
     * to the member's credits this month (never below zero) what it gives to the pool.
     */
    async grant(accountId: number, amount: number, entry: LedgerEntry, at: Date, pool?: PoolGrantSql): Promise<number | null> {
      const values: unknown[] = [accountId, amount, entry.kind, ledgerText(entry.description), entry.link ?? null, at.toISOString()];
      const param = (value: unknown) => `$${values.push(value)}`;
      let memberSpent = 'member_spent';
      let spender = 'user_id';
      if (pool) {
        const [member, period] = [param(String(pool.memberId)), param(pool.period)];
        if (entry.kind === 'refund')
          memberSpent = `case when member_spent -> ${member}::text ->> 'p' = ${period}::text then
               member_spent || jsonb_build_object(${member}::text, jsonb_build_object('p', ${period}::text, 'n', greatest(0, ${memberSpentSql(member, period)} - $2)))
             else member_spent end`;
        spender = `${param(pool.memberId)}::bigint`;
      }
      const [row] = await db.query<{ balance_after: number }>(
        `with given as (
           update credit_accounts set balance = balance + $2, member_spent = ${memberSpent}, updated_at = $6::timestamptz
           where user_id = $1 returning user_id, balance)
         insert into credit_ledger (user_id, delta, kind, description, link, balance_after, created_at)
         select ${spender}, $2, $3, $4, $5, balance, $6::timestamptz from given returning balance_after`,
        values,
      );
      return row ? row.balance_after : null;
    },

    /**
     * Moves a team's pool from one account to another in one statement (a team's billing handed over): every credit, the
     * members' counts this month (caps keep counting) and their search passes; the receiving account's own balance joins
     * it. Two 'transfer' ledger rows say so (none when the pool is empty). Answers the credits moved.
     */
    async movePool(fromId: number, toId: number, at: Date, texts: { out: string; in: string }): Promise<number> {
      const [row] = await db.query<{ credits: number }>(
        `with pool as (select balance, member_spent, passes from credit_accounts where user_id = $1 for update),
           emptied as (update credit_accounts set balance = 0, member_spent = '{}', passes = '{}', updated_at = $3
             where user_id = $1 returning user_id),
           filled as (insert into credit_accounts (user_id, balance, member_spent, passes, updated_at)
               select $2, pool.balance, pool.member_spent, pool.passes, $3 from pool
             on conflict (user_id) do update set balance = credit_accounts.balance + excluded.balance,
               member_spent = excluded.member_spent, passes = credit_accounts.passes || excluded.passes, updated_at = $3
             returning balance),
           logged as (insert into credit_ledger (user_id, delta, kind, description, balance_after, created_at)
             select $1, -pool.balance, 'transfer', $4, 0, $3::timestamptz from pool where pool.balance > 0
             union all
             select $2, pool.balance, 'transfer', $5, filled.balance, $3::timestamptz from pool, filled where pool.balance > 0)
         select coalesce((select balance from pool), 0)::int as credits`,
        [fromId, toId, at.toISOString(), ledgerText(texts.out), ledgerText(texts.in)],
      );
      return row!.credits;
    },

    /** Credits a member spent from the pool `accountId` in the month starting at `period` (0 when none, or no account). */
    async memberSpent(accountId: number, memberId: number, period: string): Promise<number> {
      const [row] = await db.query<{ spent: number }>(
        `select ${memberSpentSql('$2', '$3')} as spent from credit_accounts where user_id = $1`,
        [accountId, String(memberId), period],
      );
      return row?.spent ?? 0;
    },

    /** One page of the caller's ledger, newest first, with the total it was cut from. */
    async ledgerPage(userId: number, filter: LedgerFilter, limit: number, offset: number): Promise<{ count: number; rows: LedgerRow[] }> {
      const values: unknown[] = [userId, filter.kind ?? null, filter.from?.toISOString() ?? null, filter.to?.toISOString() ?? null];
      const where = `user_id = $1 and ($2::text is null or kind = $2) and ($3::timestamptz is null or created_at >= $3) and ($4::timestamptz is null or created_at < $4)`;
      const rows = await db.query<LedgerRow & { total: number }>(
        `with matching as (select * from credit_ledger where ${where})
         select (select count(*)::int from matching) as total, p.* from (select 1) one
         left join (select ${LEDGER_COLUMNS} from matching order by created_at desc, id desc limit $5 offset $6) p on true`,
        [...values, limit, offset],
      );
      const count = rows[0]?.total ?? 0;
      return { count, rows: rows.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row) };
    },

    /**
     * Credits per kind and day in [from, to), days as dates in `timeZone`: spends as positive numbers, refunds and grants as given.
     */
    async creditsPerDay(
      userId: number,
      from: Date,
      to: Date,
      timeZone: string,
    ): Promise<{ day: string; kind: LedgerKind; credits: number }[]> {
      return db.query(
        `select to_char((created_at at time zone $4)::date, 'YYYY-MM-DD') as day, kind, sum(abs(delta))::int as credits
         from credit_ledger where user_id = $1 and created_at >= $2 and created_at < $3 group by 1, 2 order by 1, 2`,
        [userId, from.toISOString(), to.toISOString(), timeZone],
      );
    },

    /** Forgets a pass (what it paid for was refunded), so charging its key costs again. */
    async releasePass(userId: number, key: string): Promise<void> {
      await db.query('update credit_accounts set passes = passes - $2::text where user_id = $1', [userId, key]);
    },

    /** When the user paid for this filter set (search pass), or null. */
    /** The balance with the time `fingerprint`'s pass was paid (null: never), or undefined when the user has no account yet. */
    async balanceAndPassPaidAt(userId: number, fingerprint: string): Promise<{ balance: number; paidAt: Date | null } | undefined> {
      const [row] = await db.query<{ balance: number; at: string | null }>(
        `select balance, passes -> $2::text ->> 'at' as at from credit_accounts where user_id = $1`,
        [userId, fingerprint],
      );
      return row && { balance: row.balance, paidAt: row.at ? new Date(row.at) : null };
    },

    async passPaidAt(userId: number, fingerprint: string): Promise<Date | null> {
      const [row] = await db.query<{ at: string | null }>(
        `select passes -> $2::text ->> 'at' as at from credit_accounts where user_id = $1`,
        [userId, fingerprint],
      );
      return row?.at ? new Date(row.at) : null;
    },

    async accountHolder(userId: number): Promise<AccountHolder | undefined> {
      const [user] = await db.query<AccountHolder>('select timezone, free_trial from users where id = $1', [userId]);
      return user;
    },

    async balance(userId: number): Promise<number | null> {
      const [row] = await db.query<{ balance: number }>('select balance from credit_accounts where user_id = $1', [userId]);
      return row ? row.balance : null;
    },
  };
}
export type CreditsRepository = ReturnType<typeof creditsRepository>;
