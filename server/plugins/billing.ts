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
    // Out-of-credits 402s end with what the caller's plan in force allows (plugins/errors.ts).
    app.decorate('paymentAdvice', (userId: number) => billing.planState.outOfCreditsAdvice(userId));
  },
  { name: 'billing' },
);
