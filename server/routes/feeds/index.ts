import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireOperator } from '../../admin/operators.ts';
import { feedService } from '../../listings/feeds/feedService.ts';
import { FeedParams, FeedStatusList, SyncQuery, SyncQueued } from '../../listings/feeds/schemas.ts';
import { failures } from '../../plugins/openapi.ts';

/** The queue whose job runs one sync of a feed; its 'stately' policy lets one run and one wait per feed. */
export const FEED_SYNC_JOB = 'feeds.sync';
/** A sync still running after this long is counted dead and retried by another replica (the lease guards the overlap). */
const SYNC_EXPIRE_SECONDS = 6 * 3600;

/**
 * RESO Web API feeds (docs/feeds.md): each configured feed is synced on the job queue every RESO_SYNC_MINUTES, and the
 * portal's operators (ADMIN_EMAILS) see its progress and start a sync by hand.
 */
const feeds: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['feeds'];
  const service = feedService({ db: app.db, feed: app.config.feed });
  const { feed } = service;
  if (feed) {
    await app.jobs.define<{ full?: boolean }>(
      FEED_SYNC_JOB,
      { policy: 'stately', retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: SYNC_EXPIRE_SECONDS },
      async (job) => {
        const result = await service.sync({ owner: `job-${job.jobId}`, log: job.log, full: job.data.full === true });
        if (result.outcome === 'failed') job.log.warn({ feed: feed.id, error: result.error }, 'feed sync stopped on an error');
      },
    );
    await app.jobs.every('feeds.schedule', feed.syncMinutes * 60, async () => {
      await app.jobs.send(FEED_SYNC_JOB, {}, { singletonKey: feed.id });
    });
    if (await service.hasRunInProgress()) await app.jobs.send(FEED_SYNC_JOB, {}, { singletonKey: feed.id });
  }

  app.get(
    '/feeds/',
    {
      schema: {
        tags,
        summary: "The listing feeds with their progress, counts and last error (the portal's operators only)",
        response: { 200: FeedStatusList, ...failures(403) },
      },
    },
    async (request) => {
      await requireOperator(app.db, request.userId, app.config.adminEmails);
      return service.statuses();
    },
  );

  app.post(
    '/feeds/:id/sync/',
    {
      schema: {
        tags,
        summary: "Queue a sync of a feed now (the portal's operators only)",
        params: FeedParams,
        querystring: SyncQuery,
        response: { 202: SyncQueued, ...failures(403, 404) },
      },
    },
    async (request, reply) => {
      await requireOperator(app.db, request.userId, app.config.adminEmails);
      const configured = service.configured(request.params.id);
      const id = await app.jobs.send(
        FEED_SYNC_JOB,
        { full: request.query.full === true },
        { singletonKey: configured.id, requestId: request.id },
      );
      return reply.status(202).send({ queued: id !== null });
    },
  );
};
export default feeds;
