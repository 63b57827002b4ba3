import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { creditsRepository, CREDITS_PER_RESULTS_PAGE, OUT_OF_CREDITS } from '../../credits/creditsRepository.ts';
import { notFound, paymentRequired } from '../../lib/errors.ts';
import { pageOf, paged } from '../../lib/pagination.ts';
import { parseSearchQuery } from '../../listings/search/searchQuery.ts';
import { CountAnswer, CountBody, CreditsAnswer, LocationAnswer, LocationQuery, SearchAnswer, SearchQuerystring } from './schemas.ts';
import { savedSearchesRepository } from '../savedSearches/savedSearchesRepository.ts';
import { searchRepository } from './searchRepository.ts';

const search: FastifyPluginAsyncTypebox = async (app) => {
  const repository = searchRepository(app.db);
  const credits = creditsRepository(app.db);
  const savedSearches = savedSearchesRepository(app.db);

  /** A results page costs a credit, an empty page nothing; the search and the spend are one statement (see searchSql). */
  async function resultsPage(request: FastifyRequest, query: SearchQuerystring, auctionList: boolean) {
    const { page: _page, page_size: _size, saved_search_id: savedSearchId, ...fields } = query;
    const filters = parseSearchQuery(fields, { auctionList });
    const userId = request.userId;
    const page = pageOf(query);
    // Checked before the search spends a credit: an unknown (or another user's) saved search costs nothing.
    if (savedSearchId !== undefined && !(await savedSearches.owns(userId, savedSearchId))) throw notFound('Saved search not found.');
    const gate = { cost: CREDITS_PER_RESULTS_PAGE, reason: auctionList ? 'auction search page' : 'search page' };
    let outcome = await repository.page(filters, page, userId, gate);
    if (outcome.balance === null) {
      // A first search: open the account with the starting allowance, then search again (once in a user's life).
      await credits.ensureAccount(userId);
      outcome = await repository.page(filters, page, userId, gate);
    }
    const { balance, balanceAfter, count, results } = outcome;
    // Short before the search, or concurrent requests spent the balance while it ran.
    if (balance === null || balance < gate.cost || (results.length > 0 && balanceAfter === null)) throw paymentRequired(OUT_OF_CREDITS);
    // The page is paid for: if the saved search was deleted meanwhile, the run goes unrecorded rather than the page unseen.
    if (savedSearchId !== undefined) await savedSearches.recordRun(userId, savedSearchId, count);
    const charged = results.length > 0 ? gate.cost : 0;
    return { ...paged(request, page, count, results), credits_charged: charged, credits_remaining: balanceAfter ?? balance };
  }

  async function countAnswer(request: FastifyRequest, body: CountBody, auctionList: boolean) {
    const { query, ...fields } = body;
    const filters = parseSearchQuery(query ?? fields, { auctionList });
    const userId = request.userId;
    const remaining = await credits.ensureAccount(userId);
    const count = await repository.count(filters);
    return { count, credit_cost: count > 0 ? CREDITS_PER_RESULTS_PAGE : 0, credits_remaining: remaining };
  }

  const tags = ['search'];
  app.get('/searches/properties/', { schema: { tags, querystring: SearchQuerystring, response: { 200: SearchAnswer } } }, (request) =>
    resultsPage(request, request.query, false),
  );
  app.get('/properties/auction/list/', { schema: { tags, querystring: SearchQuerystring, response: { 200: SearchAnswer } } }, (request) =>
    resultsPage(request, request.query, true),
  );
  app.post('/searches/properties/count/', { schema: { tags, body: CountBody, response: { 200: CountAnswer } } }, (request) => countAnswer(request, request.body, false));
  app.post('/properties/auction/count/', { schema: { tags, body: CountBody, response: { 200: CountAnswer } } }, (request) => countAnswer(request, request.body, true));

  app.get('/searches/credits/', { schema: { tags, response: { 200: CreditsAnswer } } }, async (request) => {
    const userId = request.userId;
    return { balance: await credits.ensureAccount(userId), cost_per_results_page: CREDITS_PER_RESULTS_PAGE };
  });

  app.get('/searches/locations/', { schema: { tags, querystring: LocationQuery, response: { 200: LocationAnswer } } }, async (request) => ({
    results: await repository.suggestLocations(request.query.q, request.query.limit ?? 10),
  }));
};
export default search;
