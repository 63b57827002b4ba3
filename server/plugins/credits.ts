import fp from 'fastify-plugin';
import type { Credits } from '../credits/credits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The credits domain, built once per app with the app's clock: balances, charges, grants, refunds. */
    credits: Credits;
  }
}

/** Shares the credits domain buildApp built, so route plugins hand that one instance to the domains that charge. */
export default fp<{ credits: Credits }>(
  async (app, { credits }) => {
    app.decorate('credits', credits);
  },
  { name: 'credits' },
);
