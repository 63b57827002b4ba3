import { Type, type Static } from 'typebox';
import { IdListParam, parseIdList } from './ids.ts';
import { PageQuery } from './pagination.ts';

/**
 * List options the react-admin data provider sends besides paging: `ordering` (DRF style, `-field` descending)
 * and `id` (1 or 1,2,3: how it fetches single records from list endpoints).
 */
export const ListQuery = Type.Object({
  ...PageQuery.properties,
  ordering: Type.Optional(Type.String({ pattern: '^-?[a-z_]+$', maxLength: 40 })),
  id: Type.Optional(IdListParam),
});
export type ListQuery = Static<typeof ListQuery>;

/** A list query with a `keyword` (the search/ variants of lists). */
export const KeywordPageQuery = Type.Object({ ...ListQuery.properties, keyword: Type.Optional(Type.String({ maxLength: 200 })) });
export type KeywordPageQuery = Static<typeof KeywordPageQuery>;

export interface ListOptions {
  ordering?: string;
  ids?: number[];
}

export const listOptions = (query: { ordering?: string; id?: string }): ListOptions => ({
  ordering: query.ordering,
  ids: query.id ? parseIdList(query.id) : undefined,
});

/** ORDER BY for an allowed field (unknown fields fall back, as DRF ignores them), with a stable id tiebreak. */
export function orderBy(ordering: string | undefined, columns: Record<string, string>, fallback: string, idColumn: string): string {
  const field = ordering?.replace(/^-/, '');
  const column = field ? columns[field] : undefined;
  if (!column) return fallback;
  const direction = ordering!.startsWith('-') ? 'desc' : 'asc';
  return `${column} ${direction} nulls last, ${idColumn} ${direction}`;
}
