import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../../credits/clock.ts';
import { Paged, pageOf, paged, PageQuery } from '../../lib/pagination.ts';
import { failures, noContent } from '../../plugins/openapi.ts';
import { SENSITIVE_RATE_LIMIT } from '../../plugins/rateLimit.ts';
import {
  Delivery,
  DeliveryDetail,
  DeliveryParams,
  DeliveryQuery,
  Endpoint,
  EndpointCreate,
  EndpointParams,
  EndpointUpdate,
  EVENT_LABELS,
  EVENT_TYPES,
  EventTypeList,
  NewEndpoint,
} from '../../webhooks/schemas.ts';
import { webhookService } from '../../webhooks/webhookService.ts';

/** The queue whose job sends due webhook deliveries. */
export const WEBHOOK_JOB = 'webhooks.deliver';
/** Saved properties' price drops and status changes are looked for this often (well inside the scan's 15-minute window). */
const LISTING_CHANGES_SECONDS = 60;

/**
 * Outbound webhooks of the signed-in user: endpoints (POST/GET/PATCH/DELETE), a test event, the delivery log and replays.
 * Due deliveries (new ones and retries) are sent by a job on the queue, found every JOB_POLL_SECONDS on each replica.
 */
const webhooks: FastifyPluginAsyncTypebox<{ allowPrivate: boolean; clock?: Clock }> = async (app, options) => {
  const tags = ['webhooks'];
  const wake = () =>
    void app.jobs
      .send(WEBHOOK_JOB, {}, { singletonKey: 'due' })
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook delivery job could not be queued'));
  const service = webhookService({ db: app.db, clock: options.clock, allowPrivate: options.allowPrivate, onQueued: wake });
  // One sending job waits at a time; a second replica may send beside a running one: claims split the deliveries.
  await app.jobs.define(WEBHOOK_JOB, { policy: 'short', retryLimit: 3 }, async () => {
    await service.runDue();
  });
  app.jobs.sendWhenReady(WEBHOOK_JOB, 'due', app.config.jobs.pollSeconds, () => service.hasDue());
  await app.jobs.every('webhooks.listing-changes', LISTING_CHANGES_SECONDS, async () => {
    await service.enqueueListingChanges();
  });

  app.get(
    '/webhooks/event-types/',
    { schema: { tags, summary: 'The event types an endpoint can subscribe to, with their labels', response: { 200: EventTypeList } } },
    async () => EVENT_TYPES.map((type) => ({ type, label: EVENT_LABELS[type] })),
  );

  app.post(
    '/webhooks/endpoints/',
    {
      // Registering resolves the address (the SSRF guard): the tighter per-user limit keeps it from probing names.
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Register a webhook endpoint (its signing secret is shown only in this answer)',
        body: EndpointCreate,
        response: { 201: NewEndpoint },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createEndpoint(request.userId, request.body)),
  );

  app.get(
    '/webhooks/endpoints/',
    { schema: { tags, summary: 'List webhook endpoints', querystring: PageQuery, response: { 200: Paged(Endpoint) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.listEndpoints(request.userId, page);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/webhooks/endpoints/:id/',
    { schema: { tags, summary: 'One webhook endpoint', params: EndpointParams, response: { 200: Endpoint, ...failures(404) } } },
    async (request) => service.getEndpoint(request.userId, request.params.id),
  );

  app.patch(
    '/webhooks/endpoints/:id/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Change a webhook endpoint's address, description or event types",
        params: EndpointParams,
        body: EndpointUpdate,
        response: { 200: Endpoint, ...failures(404) },
      },
    },
    async (request) => service.updateEndpoint(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/webhooks/endpoints/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery log',
        params: EndpointParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteEndpoint(request.userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/webhooks/endpoints/:id/test/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a webhook.test event to an endpoint now',
        params: EndpointParams,
        response: { 200: DeliveryDetail, ...failures(404) },
      },
    },
    async (request) => service.sendTest(request.userId, request.params.id),
  );

  app.get(
    '/webhooks/deliveries/',
    { schema: { tags, summary: 'The webhook delivery log, newest first', querystring: DeliveryQuery, response: { 200: Paged(Delivery) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await service.listDeliveries(request.userId, request.query, page);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/webhooks/deliveries/:id/',
    {
      schema: {
        tags,
        summary: 'One webhook delivery with every try',
        params: DeliveryParams,
        response: { 200: DeliveryDetail, ...failures(404) },
      },
    },
    async (request) => service.getDelivery(request.userId, request.params.id),
  );

  app.post(
    '/webhooks/deliveries/:id/replay/',
    {
      config: { rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a webhook delivery again now (same event, signed anew)',
        params: DeliveryParams,
        response: { 200: DeliveryDetail, ...failures(404) },
      },
    },
    async (request) => service.replay(request.userId, request.params.id),
  );
};
export default webhooks;
