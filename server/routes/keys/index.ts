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
  RevealAnswer,
} from './schemas.ts';

/** API keys of the signed-in user (spec section 7 paths), their call log, and the embeddable widget's sessions. */
/** How often old API calls are purged while the portal runs (also once at start). */
const CALL_PURGE_MS = 6 * 60 * 60 * 1000;

const keys: FastifyPluginAsyncTypebox<{ apiKeys: KeyService }> = async (app, { apiKeys }) => {
  const tags = ['api keys'];
  const purge = () =>
    apiKeys
      .purgeOldCalls()
      .then((deleted) => deleted > 0 && app.log.info({ deleted }, 'old API calls purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'purging old API calls failed'));
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    purgeTimer = setInterval(() => void purge(), CALL_PURGE_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  app.get('/keys/', { schema: { tags, querystring: PageQuery, response: { 200: Paged(ApiKey) } } }, async (request) => {
    const page = pageOf(request.query);
    const { count, rows } = await apiKeys.list(request.userId, page);
    return paged(request, page, count, rows);
  });

  app.get('/keys/generate/', { schema: { tags, querystring: GenerateQuery, response: { 201: NewApiKey } } }, async (request, reply) =>
    reply.status(201).send(await apiKeys.generate(request.userId, request.query.name)),
  );

  app.get('/keys/reveal/', { schema: { tags, querystring: KeyIdQuery, response: { 200: RevealAnswer } } }, async (request) =>
    apiKeys.reveal(request.userId, request.query.key_id),
  );

  app.get('/keys/delete/', { schema: { tags, querystring: KeyIdQuery, response: { 200: DeleteAnswer } } }, async (request) =>
    apiKeys.remove(request.userId, request.query.key_id),
  );

  app.put('/keys/:id/origins/', { schema: { tags, params: KeyParams, body: OriginsBody, response: { 200: ApiKey } } }, async (request) =>
    apiKeys.setOrigins(request.userId, request.params.id, request.body.allowed_origins),
  );

  app.get(
    '/keys/:id/calls/',
    { schema: { tags, params: KeyParams, querystring: PageQuery, response: { 200: Paged(ApiCallItem) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, rows } = await apiKeys.calls(request.userId, request.params.id, page);
      return paged(request, page, count, rows);
    },
  );

  // Called by the embedded widget inside a partner's page: no portal sign-in there, the key's allowed origins decide.
  app.post(
    '/embed/session/',
    { config: { public: true }, schema: { tags, body: EmbedSessionBody, response: { 200: EmbedSessionAnswer } } },
    async (request) => apiKeys.openEmbedSession(request.body.embed_id, request.body.parent_origin),
  );
};
export default keys;
