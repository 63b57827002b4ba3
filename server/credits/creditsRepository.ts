import type { Queryable } from '../db/database.ts';
import { isoTime } from '../lib/sqlFormat.ts';
import type { SqlParams } from '../lib/sqlParams.ts';
import { entryOf, ledgerText, type LedgerEntry, type LedgerKind } from './ledger.ts';

/** Credits a user starts with unless configured (SEARCH_STARTING_CREDITS, config.credits); plans grant more. */
export const DEFAULT_STARTING_CREDITS = 100;
/** What one search (a set of filters) costs; its further pages and sorts within SEARCH_PASS_HOURS are free. */
export const CREDITS_PER_SEARCH = 1;
/** @deprecated the name before the per-search policy; the same number. */
export const CREDITS_PER_RESULTS_PAGE = CREDITS_PER_SEARCH;
export const OUT_OF_CREDITS = 'You have run out of search credits. Upgrade your plan or wait for your credits to renew.';

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

/** The SQL of a ledger row written from a CTE `source` that yields user_id and balance (the spend or grant just made). */
export function ledgerInsertSql(params: SqlParams, source: string, delta: string, entry: LedgerEntry, at: Date, where = 'true') {
  return `insert into credit_ledger (user_id, delta, kind, description, link, balance_after, created_at)
    select user_id, ${delta}, ${params.add(entry.kind)}, ${params.add(ledgerText(entry.description))}, ${params.add(entry.link ?? null)}, balance, ${params.add(at.toISOString())}::timestamptz
    from ${source} where ${where}`;
}

export function creditsRepository(db: Queryable, startingCredits = DEFAULT_STARTING_CREDITS) {
  return {
    /** The balance, opening the account with the starting allowance the first time (idempotent; one round trip). */
    async ensureAccount(userId: number, at = new Date()): Promise<number> {
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

    /** Spends atomically with its ledger row: one conditional UPDATE, so concurrent requests can never overspend. Null when short. */
    async spend(userId: number, amount: number, entry: LedgerEntry | string, at = new Date()): Promise<number | null> {
      const e = entryOf(entry, 'search');
      const [row] = await db.query<{ balance_after: number }>(
        `with spent as (
           update credit_accounts set balance = balance - $2, updated_at = $6::timestamptz where user_id = $1 and balance >= $2 returning user_id, balance)
         insert into credit_ledger (user_id, delta, kind, description, link, balance_after, created_at)
         select user_id, -$2, $3, $4, $5, balance, $6::timestamptz from spent returning balance_after`,
        [userId, amount, e.kind, ledgerText(e.description), e.link ?? null, at.toISOString()],
      );
      return row ? row.balance_after : null;
    },

    /** Gives credits (a grant or a refund) with its ledger row in one statement; the balance after, or null when the user has no account. */
    async grant(userId: number, amount: number, entry: LedgerEntry | string, at = new Date()): Promise<number | null> {
      const e = entryOf(entry, typeof entry === 'string' && /^refund/i.test(entry) ? 'refund' : 'grant');
      const [row] = await db.query<{ balance_after: number }>(
        `with given as (
           update credit_accounts set balance = balance + $2, updated_at = $6::timestamptz where user_id = $1 returning user_id, balance)
         insert into credit_ledger (user_id, delta, kind, description, link, balance_after, created_at)
         select user_id, $2, $3, $4, $5, balance, $6::timestamptz from given returning balance_after`,
        [userId, amount, e.kind, ledgerText(e.description), e.link ?? null, at.toISOString()],
      );
      return row ? row.balance_after : null;
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

    /** When the user paid for this filter set (search pass), or null. */
    async passPaidAt(userId: number, fingerprint: string): Promise<Date | null> {
      const [row] = await db.query<{ at: string | null }>(
        `select passes -> $2::text ->> 'at' as at from credit_accounts where user_id = $1`,
        [userId, fingerprint],
      );
      return row?.at ? new Date(row.at) : null;
    },

    async balance(userId: number): Promise<number | null> {
      const [row] = await db.query<{ balance: number }>('select balance from credit_accounts where user_id = $1', [userId]);
      return row ? row.balance : null;
    },
  };
}
export type CreditsRepository = ReturnType<typeof creditsRepository>;
