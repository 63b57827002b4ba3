import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../credits/clock.ts';
import { credits as creditsDomain } from '../../credits/credits.ts';
import { CREDITS_PER_SEARCH } from '../../credits/creditsRepository.ts';
import { publicApi } from '../../keys/publicApi.ts';
import { notFound, paymentRequired } from '../../lib/errors.ts';
import { pageOf, paged } from '../../lib/pagination.ts';
import { parseSearchQuery } from '../../listings/search/searchQuery.ts';
import { clusterGrid, parseBBox } from '../../listings/search/clusters.ts';
import {
  ClusterAnswer,
  ClusterQuerystring,
  CountAnswer,
  CountBody,
  CreditsAnswer,
  LocationAnswer,
  LocationQuery,
  SearchAnswer,
  SearchQuerystring,
} from './schemas.ts';
import { savedSearchesRepository } from '../../savedSearches/savedSearchesRepository.ts';
import { searchRepository } from '../../listings/search/searchRepository.ts';

const search: FastifyPluginAsyncTypebox<{ clock?: Clock }> = async (app, { clock }) => {
  const repository = searchRepository(app.db, app.config.search);
  const credits = creditsDomain(app.db, clock, app.config.credits.startingCredits);
  const savedSearches = savedSearchesRepository(app.db, app.config.search);

  /**
   * One credit buys a search (a filter set): its pages and sorts within 24 hours are free, an empty page is free, and a 402
   * spends nothing. The search and the spend are one statement (see searchSql).
   */
  async function resultsPage(request: FastifyRequest, query: SearchQuerystring, auctionList: boolean) {
    const { page: _page, page_size: _size, saved_search_id: savedSearchId, ...fields } = query;
    const filters = parseSearchQuery(fields, { auctionList });
    const userId = request.userId;
    const page = pageOf(query);
    // Checked before the search spends a credit: an unknown (or another user's) saved search costs nothing.
    if (savedSearchId !== undefined && !(await savedSearches.owns(userId, savedSearchId))) throw notFound('Saved search not found.');
    // A canceled plan, an ended trial or a failed payment past its grace period stops searches (server/billing).
    const blocked = await app.billing.access.searchBlock(userId);
    if (blocked) throw paymentRequired(blocked);
    const charge = credits.searchCharge(filters, fields, { auctionList, savedSearchId, via: request.apiCall });
    let outcome = await repository.page(filters, page, userId, charge);
    if (outcome.balance === null) {
      // A first search: open the account with the starting allowance, then search again (once in a user's life).
      await credits.balance(userId);
      outcome = await repository.page(filters, page, userId, charge);
    }
    const { charged, remaining } = credits.searchVerdict(outcome, charge.cost);
    if (request.apiCall) request.apiCall.credits += charged;
    // The page is paid for: if the saved search was deleted meanwhile, the run goes unrecorded rather than the page unseen.
    if (savedSearchId !== undefined) await savedSearches.recordRun(userId, savedSearchId, outcome.count);
    return { ...paged(request, page, outcome.count, outcome.results), credits_charged: charged, credits_remaining: remaining };
  }

  async function countAnswer(request: FastifyRequest, body: CountBody, auctionList: boolean) {
    const { query, ...fields } = body;
    const filters = parseSearchQuery(query ?? fields, { auctionList });
    const userId = request.userId;
    const remaining = await credits.balance(userId);
    const [count, paidUntil] = await Promise.all([repository.count(filters), credits.paidUntil(userId, filters)]);
    return {
      count,
      credit_cost: count > 0 && !paidUntil ? CREDITS_PER_SEARCH : 0,
      credits_remaining: remaining,
      paid_until: paidUntil?.toISOString() ?? null,
    };
  }

  /** The map's clusters of a search: free, like the count. */
  async function clusterAnswer(query: ClusterQuerystring, auctionList: boolean) {
    const { zoom, bbox, ...fields } = query;
    const filters = parseSearchQuery(fields, { auctionList });
    return repository.clusters(filters, clusterGrid(zoom, parseBBox(bbox)));
  }

  const tags = ['search'];
  const perSearch = `${CREDITS_PER_SEARCH} credit per new filter set (its pages and sorts within 24 hours are free; an empty page is free)`;
  app.get(
    '/searches/properties/',
    {
      config: { apiKey: publicApi('search-properties', perSearch) },
      schema: { tags, summary: 'Search listings', querystring: SearchQuerystring, response: { 200: SearchAnswer } },
    },
    (request) => resultsPage(request, request.query, false),
  );
  app.get(
    '/properties/auction/list/',
    {
      config: { apiKey: publicApi('auction-list', perSearch) },
      schema: { tags, summary: 'Search auction listings', querystring: SearchQuerystring, response: { 200: SearchAnswer } },
    },
    (request) => resultsPage(request, request.query, true),
  );
  app.post(
    '/searches/properties/count/',
    {
      config: { apiKey: publicApi('count-properties', 'Free') },
      schema: { tags, summary: 'Count listings matching a search', body: CountBody, response: { 200: CountAnswer } },
    },
    (request) => countAnswer(request, request.body, false),
  );
  app.post(
    '/properties/auction/count/',
    {
      config: { apiKey: publicApi('count-auction', 'Free') },
      schema: { tags, summary: 'Count auction listings matching a search', body: CountBody, response: { 200: CountAnswer } },
    },
    (request) => countAnswer(request, request.body, true),
  );

  app.get(
    '/searches/properties/clusters/',
    { schema: { tags, querystring: ClusterQuerystring, response: { 200: ClusterAnswer } } },
    (request) => clusterAnswer(request.query, false),
  );
  app.get(
    '/properties/auction/clusters/',
    { schema: { tags, querystring: ClusterQuerystring, response: { 200: ClusterAnswer } } },
    (request) => clusterAnswer(request.query, true),
  );

  app.get('/searches/credits/', { schema: { tags, response: { 200: CreditsAnswer } } }, async (request) => {
    const userId = request.userId;
    return { balance: await credits.balance(userId), cost_per_results_page: CREDITS_PER_SEARCH, cost_per_search: CREDITS_PER_SEARCH };
  });

  app.get('/searches/locations/', { schema: { tags, querystring: LocationQuery, response: { 200: LocationAnswer } } }, async (request) => ({
    results: await repository.suggestLocations(request.query.q, request.query.limit ?? 10),
  }));
};
export default search;
