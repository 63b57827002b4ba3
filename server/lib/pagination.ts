import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { absoluteUrl } from './publicUrl.ts';
import type { SqlParams } from './sqlParams.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** The last page number a list answers (100,000 pages of 100 rows: far past any real list, well inside SQL's OFFSET). */
export const MAX_PAGE = 100_000;

/** Query fields every paged list accepts. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
});
export type PageQuery = Static<typeof PageQuery>;

export interface Page {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageOf(query: { page?: number; page_size?: number }): Page {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Schema of a paged answer: `{count, next, previous, results}`. */
export const Paged = <T extends import('typebox').TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });

export interface PagedResult<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Builds the answer with absolute next/previous links (under PUBLIC_URL) that keep every other query parameter. */
export function paged<T>(request: FastifyRequest, page: Page, count: number, results: T[]): PagedResult<T> {
  const link = (target: number) => {
    const url = absoluteUrl(request, request.url);
    if (target === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / page.pageSize));
  return {
    count,
    next: page.page < lastPage ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(Math.min(page.page - 1, lastPage)) : null,
    results,
  };
}

/** The `?id=1,2,3` filter of react-admin's list calls: a clause for pageRows, none without ids. */
export const idsFilter = (column: string, ids: number[] | undefined, params: SqlParams): string | undefined =>
  ids ? `${column} = any(${params.add(ids)}::bigint[])` : undefined;
