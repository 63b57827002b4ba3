import type { BillingEnvironment } from '../config.ts';
import type { Credits } from '../credits/credits.ts';
import type { Database } from '../db/database.ts';
import { planAccess } from './access.ts';
import { systemClock, type Clock } from './clock.ts';
import { localBilling, type LocalBilling } from './local/localBilling.ts';
import { planStates } from './planState.ts';
import type { BillingProvider } from './port.ts';
import { loadBillingSettings, type BillingSettings } from './settings.ts';
import { stripeProvider } from './stripeProvider.ts';
import { subscriptionService } from './subscriptionService.ts';
import { webhookReceiver } from './webhook.ts';

export interface BillingOptions {
  db: Database;
  dataDir: string;
  publicUrl: string;
  clock?: Clock;
  /** The app's credits domain: plans and trials grant credits through it. */
  credits: Credits;
  environment: BillingEnvironment;
  /** DOWNLOAD_ROW_LIMIT (rows per download on the trial and without a plan) and SEARCH_STARTING_CREDITS. */
  defaults: { downloadRowLimit: number; startingCredits: number };
  /** Tests: a provider other than the one the settings choose. */
  provider?: BillingProvider;
}

/** The billing domain, wired: settings, the provider (Stripe, or the local billing service), the service, the webhook, plan access. */
export function createBilling({
  db,
  dataDir,
  publicUrl,
  clock = systemClock,
  credits,
  environment,
  defaults,
  provider: given,
}: BillingOptions) {
  const settings: BillingSettings = loadBillingSettings(dataDir, environment, defaults);
  const stripe = settings.provider === 'stripe';
  const local: LocalBilling | null = given || stripe ? null : localBilling(db, settings, clock, publicUrl);
  const provider: BillingProvider = given ?? (stripe ? stripeProvider(settings.stripeSecretKey!) : local!.provider);
  return {
    settings,
    clock,
    provider,
    local,
    service: subscriptionService(db, provider, settings, clock, publicUrl, credits),
    receiveWebhook: webhookReceiver(db, settings, clock, () => provider, credits),
    access: planAccess(db, settings, clock),
    /** The plan in force: what Subscription, Credit usage, the credit balance and 402 messages all read. */
    planState: planStates(db, settings, clock),
  };
}
export type Billing = ReturnType<typeof createBilling>;
