import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Billing } from '../../billing/index.ts';
import {
  CheckoutQuery,
  ManageQuery,
  PaymentMethodQuery,
  PlanIdBody,
  PlansAnswer,
  SubscriptionInfo,
  TrialInfo,
  UrlAnswer,
  WebhookAnswer,
} from './schemas.ts';

/** /subscription/… (spec section 7): plans, the user's subscription, trial, checkout, billing portal and the provider's webhook. */
const subscription: FastifyPluginAsyncTypebox<{ billing: Billing }> = async (app, { billing }) => {
  const { service } = billing;
  const tags = ['subscription'];

  app.get('/subscription/plans/', { config: { public: true }, schema: { tags, response: { 200: PlansAnswer } } }, () => service.plans());
  app.get('/subscription/info/', { schema: { tags, response: { 200: SubscriptionInfo } } }, (request) => service.info(request.userId));
  app.get('/subscription/trial/info/', { schema: { tags, response: { 200: TrialInfo } } }, (request) => service.trialInfo(request.userId));
  app.post('/subscription/free_trial/subscribe/', { schema: { tags, response: { 201: SubscriptionInfo } } }, async (request, reply) =>
    reply.status(201).send(await service.startTrial(request.userId)),
  );
  app.post('/subscription/update/', { schema: { tags, body: PlanIdBody, response: { 200: SubscriptionInfo } } }, (request) =>
    service.switchPlan(request.userId, request.body.plan_id),
  );
  app.get('/subscription/checkout/', { schema: { tags, querystring: CheckoutQuery, response: { 200: UrlAnswer } } }, (request) =>
    service.checkout(request.userId, request.query.plan_id, request.query.promo_code),
  );
  app.post(
    '/subscription/create-checkout-trial-upgrade/',
    { schema: { tags, body: PlanIdBody, response: { 200: UrlAnswer } } },
    (request) => service.checkout(request.userId, request.body.plan_id, undefined, { trialUpgrade: true }),
  );
  app.post(
    '/subscription/payment_method/add/',
    { schema: { tags, querystring: PaymentMethodQuery, response: { 200: UrlAnswer } } },
    (request) => service.addPaymentMethod(request.userId, request.query.success_url, request.query.cancel_url),
  );
  app.get('/subscription/manage/', { schema: { tags, querystring: ManageQuery, response: { 200: UrlAnswer } } }, (request) =>
    service.manage(request.userId, request.query.return_url),
  );

  // The webhook verifies the signature over the exact bytes sent: this scope reads every body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    raw.post(
      '/subscription/webhook/',
      {
        config: { public: true },
        schema: { tags, description: 'Stripe webhook events, verified by the Stripe-Signature header', response: { 200: WebhookAnswer } },
      },
      (request) => billing.receiveWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined),
    );
  });
};
export default subscription;
