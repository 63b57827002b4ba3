import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { KeyService } from '../../keys/keyService.ts';
import { pageOf, paged, Paged, PageQuery } from '../../lib/pagination.ts';
import {
  ApiCallItem,
  ApiKey,
  DeleteAnswer,
  EmbedSessionAnswer,
  EmbedSessionBody,
  GenerateQuery,
  KeyIdQuery,
  KeyParams,
  NewApiKey,
  OriginsBody,
  WidgetCreditsBody,
} from './schemas.ts';
import { failures } from '../../plugins/openapi.ts';

/** How often old API calls and widget sessions are purged (by one replica, on the job queue). */
const CALL_PURGE_SECONDS = 6 * 60 * 60;

/** API keys of the signed-in user (spec section 7 paths), their call log, and the embeddable widget's sessions. */
const keys: FastifyPluginAsyncTypebox<{ apiKeys: KeyService }> = async (app, { apiKeys }) => {
  const tags = ['api keys'];
  const purge = async (log: { info(obj: object, msg: string): void }) => {
    const [calls, sessions] = await Promise.all([apiKeys.purgeOldCalls(), apiKeys.widget.purge()]);
    if (calls + sessions > 0) log.info({ calls, sessions }, 'old API calls and widget sessions purged');
  };
  await app.jobs.every('keys.purge-old-calls', CALL_PURGE_SECONDS, ({ log }) => purge(log));
  // Also once at start (a replica restarted more often than every 6 hours would otherwise never purge); idempotent.
  app.addHook('onReady', async () => {
    await purge(app.log).catch((error: unknown) => app.log.error({ err: error }, 'purging old API calls failed'));
  });

  app.get(
    '/keys/',
    { schema: { tags, summary: 'List API keys', querystring: PageQuery, response: { 200: Paged(ApiKey) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await apiKeys.list(request.userId, page);
      return paged(request, page, count, rows);
    },
  );

  app.get(
    '/keys/generate/',
    { schema: { tags, summary: 'Create an API key', querystring: GenerateQuery, response: { 201: NewApiKey } } },
    async (request, reply) => reply.status(201).send(await apiKeys.generate(request.userId, request.query.name)),
  );

  // A key is shown once, at creation, and stored only as a hash: the spec's reveal path says so (410) to the key's owner.
  app.get(
    '/keys/reveal/',
    { schema: { tags, summary: 'Keys are shown only once', querystring: KeyIdQuery, response: failures(404, 410) } },
    async (request) => apiKeys.reveal(request.userId, request.query.key_id),
  );

  app.get(
    '/keys/delete/',
    { schema: { tags, summary: 'Delete an API key', querystring: KeyIdQuery, response: { 200: DeleteAnswer, ...failures(404) } } },
    async (request) => apiKeys.remove(request.userId, request.query.key_id),
  );

  app.put(
    '/keys/:id/origins/',
    {
      schema: {
        tags,
        summary: "Set the websites allowed to embed a key's widget",
        params: KeyParams,
        body: OriginsBody,
        response: { 200: ApiKey },
      },
    },
    async (request) => apiKeys.setOrigins(request.userId, request.params.id, request.body.allowed_origins),
  );

  app.put(
    '/keys/:id/widget-credits/',
    {
      schema: {
        tags,
        summary: "Set the credit caps of a key's widget",
        params: KeyParams,
        body: WidgetCreditsBody,
        response: { 200: ApiKey },
      },
    },
    async (request) =>
      apiKeys.setWidgetCredits(request.userId, request.params.id, {
        session: request.body.widget_session_credits,
        day: request.body.widget_daily_credits,
      }),
  );

  app.get(
    '/keys/:id/calls/',
    {
      schema: {
        tags,
        summary: "List an API key's calls",
        params: KeyParams,
        querystring: PageQuery,
        response: { 200: Paged(ApiCallItem) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await apiKeys.calls(request.userId, request.params.id, page);
      return paged(request, page, count, rows);
    },
  );

  // Called by the embedded widget inside a partner's page: no portal sign-in there; the origin the browser reports and
  // the key's allowed origins decide (keys/widget.ts).
  app.post(
    '/embed/session/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Open a session of the embeddable widget',
        body: EmbedSessionBody,
        response: { 200: EmbedSessionAnswer, ...failures(403, 404) },
      },
    },
    async (request) =>
      apiKeys.openEmbedSession({
        embedId: request.body.embed_id,
        parentOrigin: request.body.parent_origin,
        propertyId: request.body.property_id,
        renewing: request.body.renewing_token,
        headers: request.headers,
        publicUrl: app.config.publicUrl,
      }),
  );
};
export default keys;
