import type { GetListParams, Identifier } from 'react-admin';

export interface PagedResponse<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** react-admin list params → the API's query string: page, page_size, ordering, filters. */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>, keywordParam?: string): string {
  const query = new URLSearchParams();
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  query.set('page', String(page));
  query.set('page_size', String(perPage));
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  if (field && field !== 'id') query.set('ordering', `${order === 'DESC' ? '-' : ''}${field}`);
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' && keywordParam ? keywordParam : key;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
}

/** `{count, results}` → react-admin's `{data, total}`; a bare array is accepted for unpaged lists. */
export function parseList<T extends { id: Identifier }>(body: PagedResponse<T> | T[]): { data: T[]; total: number } {
  if (Array.isArray(body)) return { data: body, total: body.length };
  return { data: body.results, total: body.count };
}

export const idsParam = (param: string, ids: Identifier[]) => `${param}=${ids.map(encodeURIComponent).join(',')}`;
