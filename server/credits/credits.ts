import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { paymentRequired } from '../lib/errors.ts';
import type { SearchFilters } from '../listings/search/searchQuery.ts';
import { systemClock, type Clock } from './clock.ts';
import { CREDITS_PER_SEARCH, creditsRepository, OUT_OF_CREDITS } from './creditsRepository.ts';
import { chargedVia, type ApiChannel, type LedgerEntry } from './ledger.ts';
import type { SearchCharge } from './searchCharge.ts';
import { SEARCH_PASS_MS, searchDescription, searchFingerprint, searchLink } from './searchPass.ts';

/** What a search statement reported about credits (see searchSql). */
export interface SearchCreditOutcome {
  balance: number | null;
  paid: boolean;
  balanceAfter: number | null;
  charged: boolean;
  results: unknown[];
}

/**
 * The credits domain: balance, spend, grant, refund, and the search policy. Every charge goes through here (or through
 * {@link searchChargeSql} inside the search statement) and writes one ledger row in the same statement as the change.
 * Pass a transaction as `db` to spend inside the caller's transaction (a download's record and its charge commit together).
 */
/** `startingCredits` (SEARCH_STARTING_CREDITS) matters where an account may open (balance); refunds and grants find it open. */
export function credits(db: Queryable, clock: Clock = systemClock, startingCredits?: number) {
  const repository = creditsRepository(db, startingCredits);
  return {
    now: clock,
    /** The balance, opening the account with the starting allowance on first use. */
    balance: (userId: number) => repository.ensureAccount(userId, clock()),
    /** Spends `amount` with its ledger row; the balance after, or null (nothing spent) when the balance is short. */
    spend: (userId: number, amount: number, entry: LedgerEntry) => repository.spend(userId, amount, entry, clock()),
    /** Gives credits (a plan's allowance, a goodwill grant) with its ledger row. */
    grant: (userId: number, amount: number, entry: Omit<LedgerEntry, 'kind'>) =>
      repository.grant(userId, amount, { ...entry, kind: 'grant' }, clock()),
    /** Gives back what a failed purchase cost, with its ledger row. */
    refund: (userId: number, amount: number, entry: Omit<LedgerEntry, 'kind'>) =>
      repository.grant(userId, amount, { ...entry, kind: 'refund' }, clock()),

    /** What a results page of these filters would charge, if the filter set is not paid for within the pass. */
    searchCharge(
      filters: SearchFilters,
      fields: Record<string, unknown>,
      options: { auctionList: boolean; savedSearchId?: number; via?: ApiChannel | null },
    ): SearchCharge {
      return {
        cost: CREDITS_PER_SEARCH,
        fingerprint: searchFingerprint(filters),
        entry: chargedVia({ kind: 'search', description: searchDescription(filters), link: searchLink(fields, options) }, options.via),
        at: clock(),
        nonce: randomUUID(),
      };
    },

    /** Until when this filter set's pages and sorts stay free, or null when viewing it would cost a credit. */
    async paidUntil(userId: number, filters: SearchFilters): Promise<Date | null> {
      const at = await repository.passPaidAt(userId, searchFingerprint(filters));
      const until = at ? new Date(at.getTime() + SEARCH_PASS_MS) : null;
      return until && until > clock() ? until : null;
    },

    /**
     * The policy's verdict on a results page: credits charged (0 for an empty page or a filter set already paid for, by an
     * earlier or a concurrent request), or 402 when the filters are not paid for and the balance could not pay.
     */
    searchVerdict(outcome: SearchCreditOutcome, cost: number = CREDITS_PER_SEARCH): { charged: number; remaining: number } {
      const { balance, paid, balanceAfter, charged, results } = outcome;
      if (balance === null) throw paymentRequired(OUT_OF_CREDITS);
      if (!paid && balance < cost) throw paymentRequired(OUT_OF_CREDITS);
      // Results, not paid before, not paid now, and no concurrent payment for the same filters: concurrent spends emptied the balance.
      if (!paid && results.length > 0 && balanceAfter === null) throw paymentRequired(OUT_OF_CREDITS);
      return { charged: charged ? cost : 0, remaining: balanceAfter ?? balance };
    },
  };
}
export type Credits = ReturnType<typeof credits>;
