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
import { failures } from '../../plugins/openapi.ts';
import { Type } from 'typebox';

/** /subscription/… (spec section 7): plans, the user's subscription, trial, checkout, billing portal and the provider's webhook. */
const subscription: FastifyPluginAsyncTypebox<{ billing: Billing }> = async (app, { billing }) => {
  const { service } = billing;
  const tags = ['subscription'];

  app.get(
    '/subscription/plans/',
    { config: { public: true }, schema: { tags, summary: 'List the plans', response: { 200: PlansAnswer } } },
    () => service.plans(),
  );
  app.get(
    '/subscription/info/',
    { schema: { tags, summary: "Read the signed-in user's subscription", response: { 200: SubscriptionInfo } } },
    (request) => service.info(request.userId),
  );
  app.get('/subscription/trial/info/', { schema: { tags, summary: 'Read the free trial', response: { 200: TrialInfo } } }, (request) =>
    service.trialInfo(request.userId),
  );
  app.post(
    '/subscription/free_trial/subscribe/',
    { schema: { tags, summary: 'Start the free trial', response: { 201: SubscriptionInfo, ...failures(409) } } },
    async (request, reply) => reply.status(201).send(await service.startTrial(request.userId)),
  );
  app.post(
    '/subscription/update/',
    { schema: { tags, summary: 'Switch the paid plan', body: PlanIdBody, response: { 200: SubscriptionInfo, ...failures(404, 409) } } },
    (request) => service.switchPlan(request.userId, request.body.plan_id),
  );
  app.get(
    '/subscription/checkout/',
    {
      schema: {
        tags,
        summary: 'Open a checkout for a plan',
        querystring: CheckoutQuery,
        response: { 200: UrlAnswer, ...failures(404, 409) },
      },
    },
    (request) => service.checkout(request.userId, request.query.plan_id, request.query.promo_code),
  );
  app.post(
    '/subscription/create-checkout-trial-upgrade/',
    {
      schema: {
        tags,
        summary: 'Open a checkout that upgrades the free trial',
        body: PlanIdBody,
        response: { 200: UrlAnswer, ...failures(404, 409) },
      },
    },
    (request) => service.checkout(request.userId, request.body.plan_id, undefined, { trialUpgrade: true }),
  );
  app.post(
    '/subscription/payment_method/add/',
    {
      schema: { tags, summary: 'Open the page that adds a payment method', querystring: PaymentMethodQuery, response: { 200: UrlAnswer } },
    },
    (request) => service.addPaymentMethod(request.userId, request.query.success_url, request.query.cancel_url),
  );
  app.get(
    '/subscription/manage/',
    { schema: { tags, summary: 'Open the billing portal', querystring: ManageQuery, response: { 200: UrlAnswer } } },
    (request) => service.manage(request.userId, request.query.return_url),
  );

  // The webhook verifies the signature over the exact bytes sent: this scope reads every body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    raw.post(
      '/subscription/webhook/',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Receive a billing event',
          description: 'Stripe webhook events, verified by the Stripe-Signature header',
          // Read raw (the signature covers the exact bytes): described, not validated.
          body: Type.Unsafe<unknown>({ description: 'A Stripe event object' }),
          response: { 200: WebhookAnswer },
        },
      },
      (request) => billing.receiveWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined),
    );
  });
};
export default subscription;
