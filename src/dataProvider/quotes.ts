import type { QuoteAnswer } from '../../server/routes/credits/schemas.ts';
import type { Static } from 'typebox';
import type { ApiRequest } from '../auth/httpClient.ts';
import { downloadParams, type DownloadQuery } from './downloadParams.ts';
import type { FileType } from './downloadTypes.ts';
import { isAuctionQuery, searchParams } from './search.ts';
import type { SearchQuery } from './searchTypes.ts';

/** GET /credits/quote/: an action's price before it is made (the same price its charge takes), and the balance after it. */
export type Quote = Static<typeof QuoteAnswer>;

/** What to price: applying a search, a download of it in a format (sent as the download sends it), or a full report. */
export type QuoteRequest =
  | { action: 'search'; query: SearchQuery; /** The auction list path: auctions whatever the query says. */ auctionList?: boolean }
  | { action: 'download'; query: DownloadQuery; fileType: FileType; auction: boolean }
  | { action: 'report'; propertyId?: string; address?: string };

/** The quote's query string: the action's own fields, the search as its action sends it. */
export function quoteParams(request: QuoteRequest): URLSearchParams {
  if (request.action === 'report') {
    const params = new URLSearchParams({ action: 'report' });
    if (request.propertyId) params.set('property_id', request.propertyId);
    else params.set('address', request.address ?? '');
    return params;
  }
  if (request.action === 'download') {
    const params = downloadParams(request.query, request.fileType, request.auction);
    params.set('action', 'download');
    return params;
  }
  // The search's own fields (no page): an auction search is priced on the auction list path's terms, as it runs.
  const params = searchParams(request.query);
  params.delete('page');
  params.set('action', request.auctionList || isAuctionQuery(request.query) ? 'auction_search' : 'search');
  return params;
}

export function quoteMethods(request: ApiRequest) {
  return {
    /** The price of an action now; free to ask. */
    quotePrice: async (quote: QuoteRequest): Promise<Quote> => (await request(`/credits/quote/?${quoteParams(quote)}`)).json as Quote,
  };
}
