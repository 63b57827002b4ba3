import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { paymentRequired } from '../lib/errors.ts';
import { teamPoolRepository, type CreditPool } from '../teams/teamPoolRepository.ts';
import { systemClock, type Clock } from './clock.ts';
import { creditsRepository, DEFAULT_STARTING_CREDITS, type PoolGrantSql } from './creditsRepository.ts';
import { chargedVia, type ApiChannel, type LedgerEntry, type LedgerKind } from './ledger.ts';
import { usagePeriod } from './usagePeriod.ts';

/** One spend: who pays, how much, what the ledger says it bought. */
export interface Charge {
  userId: number;
  cost: number;
  entry: LedgerEntry;
  /** Made through an API key: an 'api' ledger row naming the key, and the credits added to the call's record. */
  via?: ApiChannel | null;
  /** Paid once per key within the window: while a payment for the key is younger, charging it again is free. */
  pass?: { key: string; windowMs: number };
  /** The caller's transaction, so the spend commits (or rolls back) with the caller's own writes. */
  tx?: Queryable;
}

/**
 * A team member's month against their cap: the credits they spent from the team's pool this calendar month (UTC), their
 * cap (null: none) and what it leaves them (null: no cap), and when the month ends.
 */
export interface MemberMonth {
  cap: number | null;
  used: number;
  remaining: number | null;
  resets_at: Date;
}

/** The month a member's cap counts: the calendar month in UTC (the usage period of an account without a billing period). */
export const capMonth = (now: Date) => usagePeriod(undefined, now);

/** "December 1": the day a cap's month ends, as the refusal and the quote say it. */
export const resetDay = (at: Date) => at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "1 credit", "1,500 credits". */
export const creditsText = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

/** Why a charge was refused when the member's cap, not the pool, is short: a 402 as the out-of-credits answers are. */
export function capReached(month: MemberMonth, cost: number) {
  const left = month.remaining ?? 0;
  const leftText = left > 0 ? `only ${creditsText(left)} of it ${left === 1 ? 'is' : 'are'} left` : 'it is used up';
  return paymentRequired(
    `This costs ${creditsText(cost)}, but your team caps your spending at ${creditsText(month.cap ?? 0)} a month and ${leftText} ` +
      `(${creditsText(month.used)} used this month). Ask your team's owner or account manager to raise your cap, or wait until it renews on ${resetDay(month.resets_at)}.`,
  );
}

/** What a charge did: credits taken (0 when a pass already covered it) and the balance after. */
export interface Charged {
  charged: number;
  balance: number;
}

/**
 * The credits domain: balances, the one way to charge, grants and refunds, each with its ledger row written in the same
 * statement as the change. Built once per app (buildApp) with the app's clock; knows no other domain: what a charge
 * bought is the caller's words (its ledger entry), and a caller that charged gives the credits back through here.
 * `startingCredits` (SEARCH_STARTING_CREDITS) is what an account opens with. `onSpent` hears of every spend, by its ledger
 * kind (the credits-spent metric); a spend inside a caller's transaction that later rolls back is heard of all the same.
 *
 * Team pools (issue 27): a member of a team spends from the team's pool, its billing owner's account (server/teams'
 * teamPoolRepository says whose), within the monthly cap the team set for them; the ledger row names the member. Their
 * own account stays as it was and is theirs again when they leave. Balances, passes and refunds follow the same pool;
 * grants (a plan's or trial's credits, a goodwill grant) go to the user's own account, which for the billing owner is the
 * pool. A user without a team works as before teams.
 */
export function credits(
  db: Queryable,
  clock: Clock = systemClock,
  startingCredits = DEFAULT_STARTING_CREDITS,
  onSpent: (kind: LedgerKind, credits: number) => void = () => {},
) {
  const repository = (tx?: Queryable) => creditsRepository(tx ?? db, startingCredits);
  const poolOf = (userId: number, tx?: Queryable) => teamPoolRepository(tx ?? db).poolOf(userId);
  /** Whether the pool is another user's: the member's passes there are kept under their own id. */
  const passKey = (pool: CreditPool, userId: number, key: string) => (pool.holderId === userId ? key : `${userId}:${key}`);
  /** A member's part in a pool charge or refund: whose spend it is and the month it counts in. */
  const poolSql = (pool: CreditPool, userId: number, at: Date): PoolGrantSql | undefined =>
    pool.teamId === null ? undefined : { memberId: userId, period: capMonth(at).start.toISOString() };
  /** The balance of an account, opening it with the starting allowance on first use. */
  const accountBalance = async (accountId: number, tx?: Queryable) =>
    (await repository(tx).balance(accountId)) ?? repository(tx).ensureAccount(accountId, clock());

  async function memberMonth(pool: CreditPool, userId: number, tx?: Queryable): Promise<MemberMonth | null> {
    if (pool.teamId === null) return null;
    const month = capMonth(clock());
    const used = await repository(tx).memberSpent(pool.holderId, userId, month.start.toISOString());
    return { cap: pool.cap, used, remaining: pool.cap === null ? null : Math.max(0, pool.cap - used), resets_at: month.end };
  }

  return {
    now: clock,
    /**
     * The balance the user spends from (their team's pool in a team), opening the account with the starting allowance on
     * first use. Read first, opened only when missing: a balance is read on every count and search, and opening is a write.
     */
    balance: async (userId: number, tx?: Queryable) => accountBalance((await poolOf(userId, tx)).holderId, tx),

    /** The user's own balance, whatever team they are in: what a plan's period grant tops up (server/billing/planCredits.ts). */
    ownBalance: (userId: number, tx?: Queryable) => accountBalance(userId, tx),

    /** In a team: the member's credits this month against their cap (null without a team). */
    memberMonth: async (userId: number, tx?: Queryable) => memberMonth(await poolOf(userId, tx), userId, tx),

    /** The balance and until when a pass key stays paid (null: charging it would cost), in one read. */
    async balanceAndPass(userId: number, key: string, windowMs: number): Promise<{ balance: number; paidUntil: Date | null }> {
      const pool = await poolOf(userId);
      const found = await repository().balanceAndPassPaidAt(pool.holderId, passKey(pool, userId, key));
      if (!found) return { balance: await repository().ensureAccount(pool.holderId, clock()), paidUntil: null };
      return { balance: found.balance, paidUntil: passPaidUntil(found.paidAt, windowMs, clock()) };
    },

    /**
     * Spends `cost` (opening the account first) or, when the balance is short, nothing: null. A team member whose monthly
     * cap the cost would pass is refused with a 402 naming the cap ({@link capReached}), whatever the pool holds.
     */
    async charge({ userId, cost, entry, via, pass, tx }: Charge): Promise<Charged | null> {
      const at = clock();
      const pool = await poolOf(userId, tx);
      // The user's own account is opened as before teams (it is theirs again if they leave), and the pool's if it is another's.
      await repository(tx).ensureAccount(userId, at);
      if (pool.holderId !== userId) await repository(tx).ensureAccount(pool.holderId, at);
      const passSql = pass && {
        key: passKey(pool, userId, pass.key),
        cutoff: new Date(at.getTime() - pass.windowMs),
        nonce: randomUUID(),
      };
      const member = poolSql(pool, userId, at);
      const written = chargedVia(entry, via);
      const spent = await repository(tx).spend(pool.holderId, cost, written, at, passSql, member && { ...member, cap: pool.cap });
      if (!spent) {
        const month = await memberMonth(pool, userId, tx);
        if (month?.cap != null && month.used + cost > month.cap) throw capReached(month, cost);
        return null;
      }
      const charged = spent.charged ? cost : 0;
      if (via) via.credits += charged;
      if (charged > 0) onSpent(written.kind, charged);
      return { charged, balance: spent.balance };
    },

    /** Until when a pass key stays paid (null: charging it would cost). */
    async passPaidUntil(userId: number, key: string, windowMs: number): Promise<Date | null> {
      const pool = await poolOf(userId);
      return passPaidUntil(await repository().passPaidAt(pool.holderId, passKey(pool, userId, key)), windowMs, clock());
    },

    /** Forgets a pass whose payment was refunded: the next charge of its key costs again. */
    async releasePass(userId: number, key: string, tx?: Queryable) {
      const pool = await poolOf(userId, tx);
      await repository(tx).releasePass(pool.holderId, passKey(pool, userId, key));
    },

    /** Gives credits (a plan's allowance, a goodwill grant) to the user's own account, with its ledger row. */
    grant: (userId: number, amount: number, entry: Omit<LedgerEntry, 'kind'>, tx?: Queryable) =>
      repository(tx).grant(userId, amount, { ...entry, kind: 'grant' }, clock()),

    /**
     * Gives back what a failed purchase cost, with its ledger row: called by the domain that charged. A team member's
     * refund goes to the pool they spend from, and back to their month's count.
     */
    async refund(userId: number, amount: number, entry: Omit<LedgerEntry, 'kind'>, tx?: Queryable) {
      const at = clock();
      const pool = await poolOf(userId, tx);
      return repository(tx).grant(pool.holderId, amount, { ...entry, kind: 'refund' }, at, poolSql(pool, userId, at));
    },
  };
}
export type Credits = ReturnType<typeof credits>;

/** A pass paid at `paidAt` stays paid for `windowMs`: until when, or null once that has passed (or it was never paid). */
function passPaidUntil(paidAt: Date | null, windowMs: number, now: Date): Date | null {
  const until = paidAt ? new Date(paidAt.getTime() + windowMs) : null;
  return until && until > now ? until : null;
}
