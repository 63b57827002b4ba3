import fp from 'fastify-plugin';
import type { DemoDataState } from '../listings/demo/schemas.ts';
import { demoLoadingMessage } from '../listings/demoSeeding.ts';

/** The listing searches (results, counts, map clusters, standard and auction): what partially loaded demo data would mislead. */
const LISTING_SEARCHES = new Set([
  '/api/searches/properties/',
  '/api/properties/auction/list/',
  '/api/searches/properties/count/',
  '/api/properties/auction/count/',
  '/api/searches/properties/clusters/',
  '/api/properties/auction/clusters/',
]);
/** Seconds a client is asked to wait before searching again (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

/**
 * While the demo data loads in the background, listing searches answer 503 `{detail}` with the progress and Retry-After,
 * and spend nothing: a search of partial data would cost a credit and pass for the whole. Every other route serves as usual.
 * Registered after auth, so a caller without a session still gets its 401.
 */
export default fp<{ demoData: () => DemoDataState | null }>(
  async (app, { demoData }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!LISTING_SEARCHES.has(request.routeOptions.url ?? '')) return;
      const state = demoData();
      if (state?.status !== 'loading') return;
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: demoLoadingMessage(state) });
    });
  },
  { name: 'demo-data-loading' },
);
