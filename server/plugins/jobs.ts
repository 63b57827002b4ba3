import fp from 'fastify-plugin';
import type { JobSettings } from '../config.ts';
import { startJobQueue, type JobQueue } from '../jobs/jobQueue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL job queue all background work runs on (server/jobs/jobQueue.ts). */
    jobs: JobQueue;
  }
}

/**
 * Starts the job queue on the app's database; route plugins define their queues on it. On close it stops taking jobs and
 * gives running ones up to `shutdownTimeoutMs` before handing them back to the queue.
 */
export default fp<{ settings: JobSettings; shutdownTimeoutMs: number }>(
  async (app, { settings, shutdownTimeoutMs }) => {
    const queue = await startJobQueue({ db: app.db, settings, log: app.log });
    app.decorate('jobs', queue);
    app.addHook('onClose', async () => queue.stop(shutdownTimeoutMs));
  },
  { name: 'jobs', dependencies: ['database'] },
);
