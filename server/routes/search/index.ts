import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { planInForceView } from '../../billing/planState.ts';
import { publicApi } from '../../keys/publicApi.ts';
import { pageOf, paged } from '../../lib/pagination.ts';
import { CREDITS_PER_SEARCH } from '../../listings/search/searchCharge.ts';
import { searchService } from '../../listings/search/searchService.ts';
import { searchOffMarket } from '../../listings/records/offMarketSearch.ts';
import { failures } from '../../plugins/openapi.ts';
import { searchFilterRoute } from './filterRequest.ts';
import {
  ClusterAnswer,
  ClusterQuerystring,
  CountAnswer,
  CountBody,
  CreditsAnswer,
  LocationAnswer,
  LocationQuery,
  OffMarketAnswer,
  OffMarketQuerystring,
  SearchAnswer,
  SearchQuerystring,
} from './schemas.ts';

/** Search routes: HTTP in, the search service's answers out. */
const search: FastifyPluginAsyncTypebox = async (app) => {
  const service = searchService(app.db, app.config.search, app.credits, app.billing.access);
  const tags = ['search'];
  const perSearch = `${CREDITS_PER_SEARCH} credit per new filter set (its pages and sorts within 24 hours are free; an empty page is free)`;

  for (const [path, auctionList, name, summary] of [
    ['/searches/properties/', false, 'search-properties', 'Search listings'],
    ['/properties/auction/list/', true, 'auction-list', 'Search auction listings'],
  ] as const) {
    app.get(
      path,
      {
        ...searchFilterRoute,
        config: { apiKey: publicApi(name, perSearch) },
        schema: { tags, summary, querystring: SearchQuerystring, response: { 200: SearchAnswer, ...failures(402, 404) } },
      },
      async (request) => {
        const { page: _page, page_size: _size, saved_search_id: savedSearchId, ...query } = request.query;
        const page = pageOf(request.query);
        const found = await service.resultsPage({ userId: request.userId, query, page, auctionList, savedSearchId, via: request.apiCall });
        return { ...paged(request, page, found.count, found.results), credits_charged: found.charged, credits_remaining: found.remaining };
      },
    );
  }

  app.get(
    '/searches/off-market/',
    {
      ...searchFilterRoute,
      schema: {
        tags,
        summary: 'Search off-market properties (property records without a listing) by place and owner filters',
        querystring: OffMarketQuerystring,
        response: { 200: OffMarketAnswer },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const found = await searchOffMarket(app.db.reader, request.query, page);
      return paged(request, page, found.count, found.results);
    },
  );

  for (const [path, auctionList, name, summary] of [
    ['/searches/properties/count/', false, 'count-properties', 'Count listings matching a search'],
    ['/properties/auction/count/', true, 'count-auction', 'Count auction listings matching a search'],
  ] as const) {
    app.post(
      path,
      {
        ...searchFilterRoute,
        config: { apiKey: publicApi(name, 'Free') },
        schema: { tags, summary, body: CountBody, response: { 200: CountAnswer, ...failures(413) } },
      },
      async (request) => {
        const { query, ...fields } = request.body;
        const counted = await service.count(request.userId, query ?? fields, auctionList);
        return {
          count: counted.count,
          credit_cost: counted.creditCost,
          credits_remaining: counted.remaining,
          paid_until: counted.paidUntil?.toISOString() ?? null,
        };
      },
    );
  }

  for (const [path, auctionList] of [
    ['/searches/properties/clusters/', false],
    ['/properties/auction/clusters/', true],
  ] as const) {
    app.get(
      path,
      {
        ...searchFilterRoute,
        schema: {
          tags,
          summary: `Cluster the ${auctionList ? 'auction ' : ''}listings of a search for the map`,
          querystring: ClusterQuerystring,
          response: { 200: ClusterAnswer },
        },
      },
      (request) => {
        const { zoom, bbox, ...query } = request.query;
        return service.clusters(query, auctionList, zoom, bbox);
      },
    );
  }

  app.get(
    '/searches/credits/',
    {
      schema: {
        tags,
        summary: 'Read the credit balance and the plan in force',
        description: "A team member's balance is the team's pool; a member with a monthly cap also gets member_cap.",
        response: { 200: CreditsAnswer },
      },
    },
    async (request) => {
      const [balance, plan, month] = await Promise.all([
        service.balance(request.userId),
        app.billing.planState.current(request.userId),
        app.credits.memberMonth(request.userId),
      ]);
      // A capped team member's chip says what the cap leaves this month beside the pool's balance.
      const memberCap =
        month && month.cap !== null && month.remaining !== null
          ? { member_cap: { cap: month.cap, used: month.used, remaining: month.remaining, resets_at: month.resets_at.toISOString() } }
          : {};
      return {
        balance,
        plan: planInForceView(plan),
        cost_per_results_page: CREDITS_PER_SEARCH,
        cost_per_search: CREDITS_PER_SEARCH,
        ...memberCap,
      };
    },
  );

  app.get(
    '/searches/locations/',
    { schema: { tags, summary: 'Suggest locations to search', querystring: LocationQuery, response: { 200: LocationAnswer } } },
    async (request) => ({
      results: await service.suggestLocations(request.query.q, request.query.limit ?? 10),
    }),
  );
};
export default search;
