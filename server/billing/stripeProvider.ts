import Stripe from 'stripe';
import { badRequest } from '../lib/errors.ts';
import type { BillingProvider } from './port.ts';
import { idOf } from './stripeObjects.ts';

/**
 * The Stripe adapter (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set): Checkout Sessions for subscribing and upgrading
 * from the trial, setup-mode Checkout for cards, the Customer Portal for managing billing, promotion codes, Prices mapped
 * to plans. Requests go through fetch (one http path, interceptable in tests).
 */
export function stripeProvider(secretKey: string, options: { host?: string } = {}): BillingProvider {
  const stripe = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => globalThis.fetch(input, init)),
    maxNetworkRetries: 1,
    ...(options.host ? { host: options.host } : {}),
  });

  async function promotionCode(code: string | undefined) {
    if (!code) return undefined;
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    const promo = found.data[0];
    if (!promo) throw badRequest(`The promo code "${code}" is not valid.`, { promo_code: ['Unknown or expired promo code.'] });
    return promo.id;
  }

  return {
    name: 'stripe',

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name: name || undefined, metadata: { user_id: String(userId) } },
        { idempotencyKey: `propscout-customer-${userId}` },
      );
      return customer.id;
    },

    async checkout({ customerId, userId, plan, priceId, promoCode, successUrl, cancelUrl, trialUpgrade }) {
      const promo = await promotionCode(promoCode);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(userId),
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { user_id: String(userId), plan_id: plan.id, trial_upgrade: String(trialUpgrade) },
        subscription_data: { metadata: { user_id: String(userId), plan_id: plan.id } },
        ...(promo ? { discounts: [{ promotion_code: promo }] } : { allow_promotion_codes: true }),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return session.url;
    },

    async paymentMethodSetup({ customerId, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        customer: customerId,
        client_reference_id: String(userId),
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a setup session without a url');
      return session.url;
    },

    async billingPortal({ customerId, returnUrl }) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },

    async switchPlan({ subscriptionId, priceId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      // A new period starts now at the new price (prorated), so the new plan's credits come with its paid invoice.
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
    },

    async setupCompleted(session) {
      const customer = idOf(session.customer);
      const setupIntentId = idOf(session.setup_intent);
      if (!customer || !setupIntentId) return;
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      const paymentMethod = idOf(intent.payment_method);
      if (paymentMethod) await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
    },
  };
}
