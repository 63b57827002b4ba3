import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { withCap, type Quote } from '../../credits/quote.ts';
import { downloadPricing } from '../../downloads/downloadPricing.ts';
import { publicApi } from '../../keys/publicApi.ts';
import { badRequest } from '../../lib/errors.ts';
import { searchService } from '../../listings/search/searchService.ts';
import { failures } from '../../plugins/openapi.ts';
import { reportService } from '../../reports/reportService.ts';
import { fileTypeOf } from '../downloads/index.ts';
import { searchFilterRoute, sentQuery } from '../search/filterRequest.ts';
import { QuoteAnswer, QuoteQuerystring } from './schemas.ts';

/** The fields of the quote that are not the search's. */
const OWN_FIELDS = ['action', 'file_type', 'property_id', 'address'] as const;

/**
 * GET /credits/quote/: what an action that spends credits would cost now and the balance after it, priced by the function
 * its charge uses (searchService, downloadPricing, reportService), so the preview and the charge cannot differ. Free.
 */
const quotes: FastifyPluginAsyncTypebox = async (app) => {
  const search = searchService(app.db, app.config.search, app.credits, app.billing.access);
  const downloads = downloadPricing(app.db, app.config, app.credits);
  const reports = reportService(app.db, app.credits);

  app.get(
    '/credits/quote/',
    {
      ...searchFilterRoute,
      config: { apiKey: publicApi('quote', 'Free') },
      schema: {
        tags: ['credits'],
        summary: 'Price an action before making it',
        description:
          'The credits a search, a download or a full report would cost now, the balance after it, and why it is free when it is. ' +
          'The action itself charges the same price.',
        querystring: QuoteQuerystring,
        response: { 200: QuoteAnswer, ...failures(404) },
      },
    },
    async (request) => {
      // A team member's monthly cap limits what they may spend, whatever the action.
      const [quote, month] = await Promise.all([priceOf(request), app.credits.memberMonth(request.userId)]);
      return withCap(quote, month);
    },
  );

  /** The action's price from the domain that charges it. */
  async function priceOf(request: FastifyRequest & { userId: number; query: QuoteQuerystring }): Promise<Quote> {
    const { action, file_type: fileType, property_id: propertyId, address, ...query } = request.query;
    const userId = request.userId;
    switch (action) {
      case 'search':
      case 'auction_search':
        return search.quote(userId, query, action === 'auction_search');
      case 'download':
      case 'auction_download':
        return downloads.quote({
          userId,
          query: sentQuery(request, OWN_FIELDS),
          fileType: fileTypeOf(fileType, 'file_type'),
          auctionList: action === 'auction_download',
        });
      case 'report':
        if (!propertyId && !address?.trim())
          throw badRequest('Give an address or a property_id.', { address: ['This field is required.'] });
        return reports.quote(userId, propertyId ? { property_id: propertyId } : { address });
    }
  }
};
export default quotes;
