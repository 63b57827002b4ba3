import { SEARCH_FIELDS } from '../../../server/listings/search/filter/schemas.ts';
import { searchParams } from '../../dataProvider/search.ts';
import { decodeGeometry } from '../map/geometry.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';
import { PAGE_SIZES } from './useSearchResults.ts';

/** A search as the address bar keeps it: the API's filter fields and sort_by, then page and page_size. */
export interface UrlSearch {
  query: SearchQuery;
  page: number;
  pageSize: number;
}

/** The search filter's fields (sort_by among them): every other parameter of the address is not the search. */
const FILTER_FIELDS = new Set<string>(SEARCH_FIELDS);
const MAX_PAGE = 100_000;

/**
 * The search a query string holds, or null when it holds none (no location and no drawn area). Bad page numbers fall back to
 * the first page; a geometry that is not valid is dropped.
 */
export function searchFromUrl(params: URLSearchParams): UrlSearch | null {
  const geometry = decodeGeometry(params.get('geometry')) ? params.get('geometry')! : '';
  if (!params.get('location')?.trim() && !geometry) return null;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (FILTER_FIELDS.has(key) && key !== 'geometry' && value.trim() !== '') query[key] = value;
  if (geometry) query.geometry = geometry;
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  return {
    query: query as SearchQuery,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : PAGE_SIZES[0]!,
  };
}

/** The query string of a search ("?location=…&page=2&page_size=25"), the same one the results call sends. */
export const searchToUrl = (search: UrlSearch) => `?${searchParams(search.query, { page: search.page, pageSize: search.pageSize })}`;
