import fp from 'fastify-plugin';
import type { Billing } from '../billing/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing domain: subscription service, plan access (searches, downloads, developer API), the local billing service. */
    billing: Billing;
  }
}

/** Shares the billing domain, built once per app (its provider, settings and clock). */
export default fp<{ billing: Billing }>(
  async (app, { billing }) => {
    app.decorate('billing', billing);
  },
  { name: 'billing' },
);
