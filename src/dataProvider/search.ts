import { auctionChoice } from '../../server/listings/search/filter/schemas.ts';
import { bodyField as httpBodyField, HttpError, type ApiRequest } from '../auth/httpClient.ts';
import {
  AUCTION_SEARCH_FAILED,
  COUNT_408,
  COUNT_500,
  COUNT_OTHER,
  COUNT_TIMED_OUT,
  PAYMENT_REQUIRED,
  STANDARD_SEARCH_FAILED,
} from './searchMessages.ts';
import type { ClusterAnswer, CountAnswer, CreditsAnswer, LocationSuggestion, SearchPage, SearchQuery } from './searchTypes.ts';

/** Spec section 9: a sorted standard search waits 200 ms; a 500 on it is retried once after 500 ms. */
export const SORTED_SEARCH_DELAY_MS = 200;
export const SORTED_SEARCH_RETRY_MS = 500;
/** The spec names a count time-out without a duration; the server answers 408 after 10 s, so this only catches a stalled call. */
export const COUNT_TIMEOUT_MS = 30_000;

export const PATHS = {
  standardSearch: '/searches/properties/',
  standardCount: '/searches/properties/count/',
  auctionList: '/properties/auction/list/',
  auctionCount: '/properties/auction/count/',
  standardClusters: '/searches/properties/clusters/',
  auctionClusters: '/properties/auction/clusters/',
  credits: '/searches/credits/',
  locations: '/searches/locations/',
} as const;

/** Injected in tests: the waits and the count's time-out. */
export interface SearchTiming {
  sleep?: (ms: number) => Promise<void>;
  countTimeoutMs?: number;
}

/** A failed search or count, with the user message the catalogue prescribes. */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The raw error text (server detail or network error), kept for support. */
    readonly errorText: string,
    readonly isCreditLimit = false,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

/** "auctions", "Standard" → the filter's listing type; anything else is not one. */
const listingTypeOf = (value: string) =>
  /^(standard|auction)s?$/i.test(value) ? (/^auction/i.test(value) ? 'auction' : 'standard') : undefined;
const flagOf = (value: string) => (/^(true|1)$/i.test(value) ? true : /^(false|0)$/i.test(value) ? false : undefined);
const words = (value: unknown) =>
  value === undefined || value === null
    ? []
    : String(value)
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);

/**
 * The listings a query's text asks for, read as the server reads it (auctionChoice): auctions only (true), standard only
 * (false), both (undefined), or 'conflict' when property_type, listingType and is_auction disagree.
 */
export const listingChoice = (query: Record<string, unknown>) =>
  auctionChoice({
    property_type: words(query.property_type).flatMap((type) => listingTypeOf(type) ?? []),
    listingType: listingTypeOf(words(query.listingType)[0] ?? ''),
    is_auction: flagOf(String(query.is_auction ?? '')),
  });

/** A standard search that hits an auction condition goes to the auction list path (spec section 7). */
export function isAuctionQuery(query: SearchQuery): boolean {
  return listingChoice(query) === true || words(query.special_listing_conditions).some((c) => /^auction$/i.test(c));
}

/** Query string of a results page: the non-empty filters, then page and page size. */
export function searchParams(
  query: SearchQuery,
  options: { page?: number; pageSize?: number; savedSearchId?: number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  params.set('page', String(options.page ?? 1));
  if (options.pageSize) params.set('page_size', String(options.pageSize));
  if (options.savedSearchId) params.set('saved_search_id', String(options.savedSearchId));
  return params;
}

/** The query without empty fields, as the count body and a saved search's query. */
export function compactQuery(query: SearchQuery): SearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  ) as SearchQuery;
}

function bodyField(error: unknown, field: 'detail' | 'error'): string | undefined {
  return httpBodyField(error, field);
}

/** Search failures (spec section 8): 402 shows the response's error (credit flag); others a 4xx detail or the default. */
export function searchFailure(error: unknown, auction: boolean): SearchError {
  const status = error instanceof HttpError ? error.status : 0;
  const text = error instanceof Error ? error.message : String(error);
  if (status === 402) {
    const message = bodyField(error, 'error') ?? PAYMENT_REQUIRED;
    return new SearchError(message, 402, text, /credit/i.test(message));
  }
  // A 4xx detail speaks to the user (bad location, too broad); server faults and network errors get the catalogue's default.
  const detail = status >= 400 && status < 500 ? bodyField(error, 'detail') : undefined;
  return new SearchError(detail ?? (auction ? AUCTION_SEARCH_FAILED : STANDARD_SEARCH_FAILED), status, text);
}

/** Count failures (spec section 8): time-out, 408, 500, anything else. */
export function countFailure(error: unknown, timedOut: boolean): SearchError {
  const status = error instanceof HttpError ? error.status : 0;
  const text = bodyField(error, 'detail') ?? (error instanceof Error ? error.message : String(error));
  if (timedOut) return new SearchError(COUNT_TIMED_OUT, status, text);
  if (status === 408) return new SearchError(COUNT_408, 408, text);
  if (status === 500) return new SearchError(COUNT_500, 500, text);
  // A 4xx with a detail (an unknown place, a bad filter) tells the user what to change; the catalogue's default otherwise.
  const detail = status >= 400 && status < 500 ? bodyField(error, 'detail') : undefined;
  return new SearchError(detail ?? COUNT_OTHER, status, text);
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SearchOptions {
  page?: number;
  pageSize?: number;
  savedSearchId?: number;
}

/** The data provider's search methods (spec section 7 and 9): results pages, free counts, credits, place suggestions. */
export function searchMethods(request: ApiRequest, timing: SearchTiming = {}) {
  const sleep = timing.sleep ?? defaultSleep;

  /** One results page (costs a credit when it has results); applies the auction, delay and retry rules. */
  async function search(query: SearchQuery, options: SearchOptions = {}): Promise<SearchPage> {
    const auction = isAuctionQuery(query);
    const path = `${auction ? PATHS.auctionList : PATHS.standardSearch}?${searchParams(query, options)}`;
    const sorted = !auction && Boolean(query.sort_by);
    if (sorted) await sleep(SORTED_SEARCH_DELAY_MS);
    try {
      return (await request(path)).json as SearchPage;
    } catch (error) {
      if (!(sorted && error instanceof HttpError && error.status === 500)) throw searchFailure(error, auction);
    }
    await sleep(SORTED_SEARCH_RETRY_MS);
    try {
      // The http client refreshes the session first; its own failures (session over) are handled there, the retry still goes out.
      return (await request(path, { freshToken: true })).json as SearchPage;
    } catch (error) {
      throw searchFailure(error, auction);
    }
  }

  /** How many listings match (free); `signal` cancels a count the user has moved on from. */
  async function countProperties(query: SearchQuery, { signal }: { signal?: AbortSignal } = {}): Promise<CountAnswer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timing.countTimeoutMs ?? COUNT_TIMEOUT_MS);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    const path = isAuctionQuery(query) ? PATHS.auctionCount : PATHS.standardCount;
    try {
      return (await request(path, { method: 'POST', body: JSON.stringify(compactQuery(query)), signal: controller.signal }))
        .json as CountAnswer;
    } catch (error) {
      if (signal?.aborted) throw new DOMException('Count cancelled', 'AbortError');
      throw countFailure(error, timedOut);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** The matches grouped into map cells at a zoom and view (free, like the count; contracts/15-map.md). */
  async function propertyClusters(
    query: SearchQuery,
    { zoom, bbox, signal }: { zoom: number; bbox: [number, number, number, number]; signal?: AbortSignal },
  ): Promise<ClusterAnswer> {
    const { sort_by: _sort, ...filters } = compactQuery(query);
    const params = new URLSearchParams(filters as Record<string, string>);
    params.set('zoom', String(Math.max(0, Math.min(22, Math.round(zoom)))));
    params.set('bbox', bbox.map((n) => Number(n.toFixed(6))).join(','));
    const path = isAuctionQuery(query) ? PATHS.auctionClusters : PATHS.standardClusters;
    return (await request(`${path}?${params}`, { signal })).json as ClusterAnswer;
  }

  return {
    search,
    countProperties,
    propertyClusters,
    getCredits: async (): Promise<CreditsAnswer> => (await request(PATHS.credits)).json as CreditsAnswer,
    suggestLocations: async (q: string, { signal }: { signal?: AbortSignal } = {}): Promise<LocationSuggestion[]> =>
      (
        (await request(`${PATHS.locations}?${new URLSearchParams({ q, limit: '8' })}`, { signal })).json as {
          results: LocationSuggestion[];
        }
      ).results,
  };
}

export type SearchMethods = ReturnType<typeof searchMethods>;
