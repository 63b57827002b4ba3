import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { IdParams } from './ids.ts';
import { KeywordPageQuery, listOptions, type ListOptions } from './listOptions.ts';
import { Paged, pageOf, paged, type Page } from './pagination.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
export type LinkedListRequest = FastifyRequest<{ Params: { id: number }; Querystring: KeywordPageQuery }>;

/** What one of the four lists asks for: the parent's id, in or not in it, the keyword (search/ only), the page and order. */
export type LinkedListQuery = {
  parentId: number;
  notIn: boolean;
  keyword: string | undefined;
  page: Page;
} & ListOptions;

/**
 * GET `path` (the linked children), `path`notin/ (the others), and both with search/ (keyword honoured): paged, ordered
 * (?ordering=) and filtered by ?id= like every list. `rows` answers one list for the caller (and decides who may read it).
 */
export function linkedListRoutes(
  app: App,
  options: {
    path: string;
    /** The children and the parent in words, for the documentation's summaries: 'contacts', 'group'. */
    children: string;
    parent: string;
    tags: string[];
    item: TSchema;
    /** The documentation's description of the lists of children in the parent (false) and not in it (true). */
    describe?: (notIn: boolean) => string;
    rows: (request: LinkedListRequest, query: LinkedListQuery) => Promise<{ count: number; rows: unknown[] }>;
  },
): void {
  const schema = { tags: options.tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(options.item) } };
  const list = (notIn: boolean, searchable: boolean) => async (request: LinkedListRequest) => {
    const page = pageOf(request.query);
    const { count, rows } = await options.rows(request, {
      parentId: request.params.id,
      notIn,
      keyword: searchable ? request.query.keyword : undefined,
      page,
      ...listOptions(request.query),
    });
    return paged(request, page, count, rows);
  };
  for (const [suffix, notIn, searchable] of [
    ['', false, false],
    ['notin/', true, false],
    ['search/', false, true],
    ['notin/search/', true, true],
  ] as const) {
    const summary = `${searchable ? 'Search' : 'List'} the ${options.children} ${notIn ? 'not in' : 'of'} the ${options.parent}`;
    const description = options.describe?.(notIn);
    app.get(
      `${options.path}${suffix}`,
      { schema: { ...schema, summary, ...(description ? { description } : {}) } },
      list(notIn, searchable),
    );
  }
}
