import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { verifyUnsubscribeToken } from '../../mail/unsubscribeToken.ts';
import { confirmPage, donePage, invalidPage } from './pages.ts';
import { unsubscribeRepository } from '../../mail/unsubscribeRepository.ts';

/**
 * The public unsubscribe link in every automated email (no sign-in: the HMAC-signed token names the contact).
 * GET asks for confirmation; POST unsubscribes, and also serves RFC 8058 one-click from mail clients.
 */
const unsubscribe: FastifyPluginAsyncTypebox<{ appSecret: string }> = async (app, { appSecret }) => {
  const repository = unsubscribeRepository(app.db);
  // Forms and one-click POST "List-Unsubscribe=One-Click" as urlencoded; the body carries nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const schema = { tags: ['unsubscribe'], params: Type.Object({ token: Type.String({ maxLength: 100 }) }), hide: true };
  const config = { public: true };

  const contactOf = async (token: string) => {
    const contactId = verifyUnsubscribeToken(appSecret, token);
    return contactId === undefined ? undefined : { contactId, contact: await repository.find(contactId) };
  };

  app.get('/unsubscribe/:token/', { schema, config }, async (request, reply) => {
    const found = await contactOf(request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found?.contact) return reply.status(404).send(invalidPage());
    const { email, sender, unsubscribed } = found.contact;
    return reply.send(unsubscribed ? donePage(email, sender) : confirmPage(email, sender));
  });

  app.post('/unsubscribe/:token/', { schema, config }, async (request, reply) => {
    const found = await contactOf(request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found?.contact) return reply.status(404).send(invalidPage());
    await repository.unsubscribe(found.contactId);
    return reply.send(donePage(found.contact.email, found.contact.sender));
  });
};
export default unsubscribe;
