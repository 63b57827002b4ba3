import { describeSearch } from '../../../server/listings/search/filter/schemas.ts';
import { filterOf, fromQuery } from '../../shared/search/filterModel.ts';

/**
 * A saved query in words: "Active · Excellent/High potential · up to 30 days on market · $100k–$300k", the one
 * description of a search the ledger and downloads write too (its places are shown beside it).
 */
export const querySummary = (query: Record<string, unknown>): string => describeSearch(filterOf(fromQuery(query))).filters.join(' · ');
