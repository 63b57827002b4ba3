import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { systemClock, type Clock } from './clock.ts';
import { creditsRepository, DEFAULT_STARTING_CREDITS } from './creditsRepository.ts';
import { chargedVia, type ApiChannel, type LedgerEntry, type LedgerKind } from './ledger.ts';

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
 */
export function credits(
  db: Queryable,
  clock: Clock = systemClock,
  startingCredits = DEFAULT_STARTING_CREDITS,
  onSpent: (kind: LedgerKind, credits: number) => void = () => {},
) {
  const repository = (tx?: Queryable) => creditsRepository(tx ?? db, startingCredits);
  const give = (kind: 'grant' | 'refund') => (userId: number, amount: number, entry: Omit<LedgerEntry, 'kind'>, tx?: Queryable) =>
    repository(tx).grant(userId, amount, { ...entry, kind }, clock());

  return {
    now: clock,
    /**
     * The balance, opening the account with the starting allowance on first use. Read first, opened only when missing: a
     * balance is read on every count and search, and the opening statement is a write.
     */
    balance: async (userId: number, tx?: Queryable) =>
      (await repository(tx).balance(userId)) ?? repository(tx).ensureAccount(userId, clock()),

    /** The balance and until when a pass key stays paid (null: charging it would cost), in one read. */
    async balanceAndPass(userId: number, key: string, windowMs: number): Promise<{ balance: number; paidUntil: Date | null }> {
      const found = await repository().balanceAndPassPaidAt(userId, key);
      if (!found) return { balance: await repository().ensureAccount(userId, clock()), paidUntil: null };
      return { balance: found.balance, paidUntil: passPaidUntil(found.paidAt, windowMs, clock()) };
    },

    /** Spends `cost` (opening the account first) or, when the balance is short, nothing: null. */
    async charge({ userId, cost, entry, via, pass, tx }: Charge): Promise<Charged | null> {
      const at = clock();
      await repository(tx).ensureAccount(userId, at);
      const passSql = pass && { key: pass.key, cutoff: new Date(at.getTime() - pass.windowMs), nonce: randomUUID() };
      const written = chargedVia(entry, via);
      const spent = await repository(tx).spend(userId, cost, written, at, passSql);
      if (!spent) return null;
      const charged = spent.charged ? cost : 0;
      if (via) via.credits += charged;
      if (charged > 0) onSpent(written.kind, charged);
      return { charged, balance: spent.balance };
    },

    /** Until when a pass key stays paid (null: charging it would cost). */
    async passPaidUntil(userId: number, key: string, windowMs: number): Promise<Date | null> {
      return passPaidUntil(await repository().passPaidAt(userId, key), windowMs, clock());
    },

    /** Forgets a pass whose payment was refunded: the next charge of its key costs again. */
    releasePass: (userId: number, key: string, tx?: Queryable) => repository(tx).releasePass(userId, key),

    /** Gives credits (a plan's allowance, a goodwill grant) with its ledger row. */
    grant: give('grant'),
    /** Gives back what a failed purchase cost, with its ledger row: called by the domain that charged. */
    refund: give('refund'),
  };
}
export type Credits = ReturnType<typeof credits>;

/** A pass paid at `paidAt` stays paid for `windowMs`: until when, or null once that has passed (or it was never paid). */
function passPaidUntil(paidAt: Date | null, windowMs: number, now: Date): Date | null {
  const until = paidAt ? new Date(paidAt.getTime() + windowMs) : null;
  return until && until > now ? until : null;
}
