import type { PlanRow } from './plansRepository.ts';

/**
 * The one billing port: the Stripe adapter (stripeProvider.ts) and the local billing service (local/localBilling.ts)
 * implement it. Every method that leaves the portal answers the address to send the browser to. Paid state never comes
 * back through these calls: the provider sends webhook events (webhook.ts).
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'local';
  /** Opens the user's billing account at the provider; answers its customer id. */
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  /** A checkout for a monthly subscription to the plan; a bad promo code is a 400 {detail}. */
  checkout(input: CheckoutInput): Promise<string>;
  /** A checkout that only saves a card for later invoices. */
  paymentMethodSetup(input: { customerId: string; userId: number; successUrl: string; cancelUrl: string }): Promise<string>;
  /** The billing portal: invoices, payment method, cancel. */
  billingPortal(input: { customerId: string; userId: number; returnUrl: string }): Promise<string>;
  /** Moves a paid subscription to another plan; the provider confirms through events. */
  switchPlan(input: { subscriptionId: string; plan: PlanRow; priceId: string }): Promise<void>;
  /** After a setup-mode checkout completed (from its webhook event): make the saved card the default for invoices. */
  setupCompleted?(session: { customer?: unknown; setup_intent?: unknown }): Promise<void>;
}

export interface CheckoutInput {
  customerId: string;
  userId: number;
  plan: PlanRow;
  priceId: string;
  promoCode: string | undefined;
  successUrl: string;
  cancelUrl: string;
  /** From the free trial (POST /subscription/create-checkout-trial-upgrade/). */
  trialUpgrade: boolean;
}
