import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { IdParams } from './ids.ts';
import { currentOwner } from './ownership.ts';
import { KeywordPageQuery, listOptions } from './listOptions.ts';
import { linkedPage, type Link } from './linksRepository.ts';
import { Paged, pageOf, paged } from './pagination.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type ListRequest = FastifyRequest<{ Params: { id: number }; Querystring: KeywordPageQuery }>;

/**
 * GET `path` (the linked children), `path`notin/ (the user's others), and both with search/ (keyword honoured):
 * paged, ordered (?ordering=) and filtered by ?id= like every list, once the parent is the caller's (404/403 otherwise).
 */
export function linkedListRoutes(
  app: App,
  options: {
    path: string;
    /** The children in words, for the documentation's summaries: 'contacts'. */
    children: string;
    tags: string[];
    item: TSchema;
    link: Link;
    parent: { table: Parameters<typeof currentOwner>[1]; what: string };
  },
): void {
  const schema = { tags: options.tags, params: IdParams, querystring: KeywordPageQuery, response: { 200: Paged(options.item) } };
  const parent = options.parent.what.toLowerCase();
  const list = (notIn: boolean, searchable: boolean) => async (request: ListRequest) => {
    const userId = await currentOwner(request, options.parent.table, request.params.id, options.parent.what);
    const page = pageOf(request.query);
    const { count, rows } = await linkedPage(app.db, options.link, {
      userId,
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
    const summary = `${searchable ? 'Search' : 'List'} the ${options.children} ${notIn ? 'not in' : 'of'} the ${parent}`;
    app.get(`${options.path}${suffix}`, { schema: { ...schema, summary } }, list(notIn, searchable));
  }
}
