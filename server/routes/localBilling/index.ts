import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { LocalBilling } from '../../billing/local/localBilling.ts';
import { publicRoutes } from '../../plugins/auth.ts';
import { checkoutPage, goneSessionPage, portalPage } from './pages.ts';

/** How often due subscriptions of the local billing service renew (Stripe's billing engine does this for Stripe). */
const RENEWAL_SWEEP_SECONDS = 60;

const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z_]+_local_[0-9a-f]+$' }) });
const InvoiceParams = Type.Object({
  id: SessionParams.properties.id,
  invoiceId: Type.String({ minLength: 1, maxLength: 100, pattern: '^in_local_[0-9a-f]+$' }),
});
const CardForm = Type.Object({
  number: Type.String({ maxLength: 30 }),
  exp: Type.String({ maxLength: 10 }),
  cvc: Type.String({ maxLength: 6 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * The local billing service's hosted pages under /billing/ (outside /api, like Stripe's hosted pages: the unguessable
 * session id in the address is the authorization). Events it sends go through the portal's own webhook endpoint.
 */
const localBillingRoutes: FastifyPluginAsyncTypebox<{ local: LocalBilling }> = async (app, { local }) => {
  local.setDelivery(async (payload, signature) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/subscription/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (answer.statusCode !== 200) throw new Error(`The webhook refused a local billing event: ${answer.statusCode} ${answer.body}`);
  });
  // One replica per minute renews, on the job queue.
  await app.jobs.every('billing.renew-local-subscriptions', RENEWAL_SWEEP_SECONDS, async () => {
    await local.renewDue();
  });

  // Like Stripe's hosted pages, a session's unguessable id is its credential: the browser arrives here without a token.
  publicRoutes(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const hide = true;
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

  app.get('/billing/checkout/:id', { schema: { hide, params: SessionParams } }, async (request, reply) => {
    const view = await local.checkoutView(request.params.id);
    return reply
      .headers(html)
      .status(view ? 200 : 404)
      .send(view ? checkoutPage(view) : goneSessionPage());
  });

  app.post('/billing/checkout/:id', { schema: { hide, params: SessionParams, body: CardForm } }, async (request, reply) => {
    const outcome = await local.pay(request.params.id, request.body);
    if (outcome.ok) return reply.redirect(outcome.redirect, 303);
    const view = await local.checkoutView(request.params.id);
    return reply
      .headers(html)
      .status(view ? 402 : 404)
      .send(
        view
          ? checkoutPage(view, outcome.error, { name: request.body.name, number: request.body.number, exp: request.body.exp })
          : goneSessionPage(),
      );
  });

  app.get('/billing/portal/:id', { schema: { hide, params: SessionParams } }, async (request, reply) => {
    const view = await local.portalView(request.params.id);
    return reply
      .headers(html)
      .status(view ? 200 : 404)
      .send(view ? portalPage(view, request.params.id) : goneSessionPage());
  });

  for (const action of ['cancel', 'resume'] as const) {
    app.post(`/billing/portal/:id/${action}`, { schema: { hide, params: SessionParams } }, async (request, reply) => {
      if (!(await local.setCancelAtPeriodEnd(request.params.id, action === 'cancel')))
        return reply.headers(html).status(404).send(goneSessionPage());
      return reply.redirect(`/billing/portal/${request.params.id}`, 303);
    });
  }

  app.get('/billing/portal/:id/invoices/:invoiceId.pdf', { schema: { hide, params: InvoiceParams } }, async (request, reply) => {
    const found = await local.invoiceDocument(request.params.id, request.params.invoiceId);
    if (!found) return reply.headers(html).status(404).send(goneSessionPage());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${found.number}.pdf"`)
      .header('cache-control', 'no-store')
      .send(found.pdf);
  });
};
export default localBillingRoutes;
