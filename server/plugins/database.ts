import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Shares the one database handle; its owner (main or the test) opens and closes it. */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
