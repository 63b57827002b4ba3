import type { SearchSettings } from '../../config.ts';
import type { Credits } from '../../credits/credits.ts';
import type { ApiChannel } from '../../credits/ledger.ts';
import { quoteOf, type Price } from '../../credits/quote.ts';
import type { Database } from '../../db/database.ts';
import { notFound, paymentRequired } from '../../lib/errors.ts';
import type { Page } from '../../lib/pagination.ts';
import { savedSearchesRepository } from '../../savedSearches/savedSearchesRepository.ts';
import { reachesShared } from '../../teams/sharing.ts';
import { teamsRepository } from '../../teams/teamsRepository.ts';
import { clusterCell, clusterGrid, MAX_CLUSTER_CELLS, parseBBox } from './clusters.ts';
import type { SearchQuery } from './filter/schemas.ts';
import {
  CREDITS_PER_SEARCH,
  outOfSearchCredits,
  SEARCH_PASS_HOURS,
  SEARCH_PASS_MS,
  searchEntry,
  searchFingerprint,
} from './searchCharge.ts';
import { searchFiltersOf, type SearchFilters } from './searchQuery.ts';
import { searchRepository } from './searchRepository.ts';

/** Whether the caller's plan lets them search (server/billing's plan access). */
export interface SearchAccess {
  /** Null, or the 402 message naming why searches are refused. */
  searchBlock(userId: number): Promise<string | null>;
}

/** A results page asked for: the search the filter schema accepted, where, and through what. */
export interface ResultsRequest {
  userId: number;
  query: SearchQuery;
  page: Page;
  /** The auction list path: auctions only, soonest first. */
  auctionList: boolean;
  /** A saved search being run: recorded as its last run. */
  savedSearchId?: number;
  /** Made through an API key: the charge is the key's, and counts in the call's record. */
  via?: ApiChannel | null;
}

/**
 * The search domain's flow: counts (free), results pages (one credit buys a filter set: its pages and sorts within
 * SEARCH_PASS_HOURS are free, an empty page is free, a 402 spends nothing), the map's clusters and place suggestions.
 */
export function searchService(db: Database, settings: SearchSettings, credits: Credits, access: SearchAccess) {
  const repository = searchRepository(db, settings);
  const savedSearches = savedSearchesRepository(db, settings);

  /** Whether the user reaches the saved search (server/teams/sharing.ts): their own, or shared with their current team. */
  async function canRunSavedSearch(userId: number, savedSearchId: number): Promise<boolean> {
    const ownership = await savedSearches.ownership(savedSearchId);
    if (!ownership) return false;
    const membership = (await teamsRepository(db).membershipOf(userId)) ?? null;
    return reachesShared({ userId, membership }, ownership);
  }

  /**
   * What a new results page of a filter set costs now, with the balance: the one price the charge, the count and the quote
   * read (CREDITS_PER_SEARCH, or nothing while the set's pass is paid).
   */
  async function priceOf(userId: number, filters: SearchFilters) {
    const pass = { key: searchFingerprint(filters), windowMs: SEARCH_PASS_MS };
    const { balance, paidUntil } = await credits.balanceAndPass(userId, pass.key, pass.windowMs);
    return { pass, balance, paidUntil, cost: paidUntil ? 0 : CREDITS_PER_SEARCH };
  }

  return {
    async resultsPage({ userId, query, page, auctionList, savedSearchId, via }: ResultsRequest) {
      const filters = searchFiltersOf(query, { auctionList });
      // Checked before the search spends a credit: an unknown saved search, or one the user does not reach (another user's
      // private one, another team's), costs nothing. A member runs their team's shared searches as any search: the runner pays (from their team's pool when in one).
      if (savedSearchId !== undefined && !(await canRunSavedSearch(userId, savedSearchId))) throw notFound('Saved search not found.');
      // A canceled plan, an ended trial or a failed payment past its grace period stops searches (server/billing). Both
      // reads run at once: a page waits for the slower one, not their sum.
      const [blocked, { pass, balance, cost }] = await Promise.all([access.searchBlock(userId), priceOf(userId, filters)]);
      if (blocked) throw paymentRequired(blocked);
      // Refused before any listing is scanned when the balance cannot pay for a new filter set.
      if (balance < cost) throw outOfSearchCredits();
      const found = await repository.page(filters, page, userId);
      let spent = { charged: 0, balance };
      if (found.results.length > 0 && cost > 0) {
        const entry = searchEntry(query, { auctionList, savedSearchId });
        // Concurrent searches may have spent the balance meanwhile; the charge is conditional, so none overspends.
        spent = (await credits.charge({ userId, cost, entry, via, pass })) ?? fail(outOfSearchCredits());
      }
      // The page is paid for: if the saved search was deleted meanwhile, the run goes unrecorded rather than the page unseen.
      if (savedSearchId !== undefined) await savedSearches.recordRun(savedSearchId, found.count);
      return { ...found, charged: spent.charged, remaining: spent.balance };
    },

    /** How many listings match, and what viewing them would cost (free). */
    async count(userId: number, query: SearchQuery, auctionList: boolean) {
      const filters = searchFiltersOf(query, { auctionList });
      const [count, price] = await Promise.all([repository.count(filters), priceOf(userId, filters)]);
      return { count, creditCost: count > 0 ? price.cost : 0, remaining: price.balance, paidUntil: price.paidUntil };
    },

    /** What applying the search would cost now, in the ledger's words, and the balance after it (free to ask). */
    async quote(userId: number, query: SearchQuery, auctionList: boolean) {
      const counted = await this.count(userId, query, auctionList);
      const price: Price = {
        label: searchEntry(query, { auctionList }).description,
        cost: counted.creditCost,
        freeReason:
          counted.count === 0
            ? 'Nothing matches these filters, so applying them costs nothing.'
            : counted.paidUntil
              ? `You paid for these filters within the last ${SEARCH_PASS_HOURS} hours, so applying them again costs nothing.`
              : null,
        freeUntil: counted.count > 0 ? counted.paidUntil : null,
      };
      return quoteOf(auctionList ? 'auction_search' : 'search', price, counted.remaining);
    },

    /** The map's clusters of a search inside `bbox` ("west,south,east,north"; blank: the world) at a zoom: free, like the count. */
    async clusters(query: SearchQuery, auctionList: boolean, zoom: number, bbox: string | undefined) {
      const rows = await repository.clusters(
        searchFiltersOf(query, { auctionList }),
        clusterGrid(zoom, parseBBox(bbox)),
        MAX_CLUSTER_CELLS,
      );
      return { total: rows.reduce((sum, row) => sum + row.count, 0), cells: rows.map(clusterCell) };
    },

    balance: (userId: number) => credits.balance(userId),

    suggestLocations: (q: string, limit: number) => repository.suggestLocations(q, limit),
  };
}
export type SearchService = ReturnType<typeof searchService>;

const fail = (error: Error): never => {
  throw error;
};
