import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BillingEnvironment } from '../config.ts';

/** Billing configuration from the environment (the README lists every variable). */
export interface BillingSettings {
  /** Stripe's adapter, or the local billing service inside the portal (test mode). */
  provider: 'stripe' | 'local';
  stripeSecretKey: string | undefined;
  /** Signs and verifies webhook events (Stripe's endpoint secret, or a generated one kept in DATA_DIR for the local service). */
  webhookSecret: string;
  /** The free trial's terms: what /plans shows, what starting it grants, and the limits while it runs. */
  trial: TrialTerms;
  /** Days a failed payment leaves searches working before they answer 402. */
  graceDays: number;
  /** Price ids by plan id from STRIPE_PRICE_<PLAN ID> (e.g. STRIPE_PRICE_PRO), overriding plans.stripe_price_id. */
  priceOverrides: Record<string, string>;
  currency: string;
  /** Credits an account opens with (SEARCH_STARTING_CREDITS) before a trial or plan tops it up. */
  startingCredits: number;
}

/**
 * The free trial, one configuration: TRIAL_DAYS, TRIAL_CREDITS and DOWNLOAD_ROW_LIMIT (rows per download on the trial and
 * without a plan; paid plans carry their own, larger). The trial never gives more than the cheapest paid plan
 * (tests/server/billing/planLadder.test.ts).
 */
export interface TrialTerms {
  days: number;
  credits: number;
  downloadRowLimit: number;
  /** The developer API within the trial's credits. */
  apiAccess: boolean;
  apiRatePerMinute: number;
}

/** Requests per minute per API key on the trial and on plans that set none. */
export const DEFAULT_API_RATE_LIMIT = 60;

export const usesStripe = (settings: BillingSettings) => settings.provider === 'stripe';

export function loadBillingSettings(
  dataDir: string,
  environment: BillingEnvironment,
  defaults: { downloadRowLimit: number; startingCredits: number },
): BillingSettings {
  const { provider, stripeSecretKey, stripeWebhookSecret } = environment;
  return {
    provider,
    stripeSecretKey,
    webhookSecret: stripeWebhookSecret ?? localWebhookSecret(dataDir),
    trial: {
      days: environment.trialDays,
      credits: environment.trialCredits,
      downloadRowLimit: defaults.downloadRowLimit,
      apiAccess: true,
      apiRatePerMinute: DEFAULT_API_RATE_LIMIT,
    },
    graceDays: environment.graceDays,
    priceOverrides: environment.priceOverrides,
    currency: 'usd',
    startingCredits: defaults.startingCredits,
  };
}

/** A whsec_ secret generated once and kept in DATA_DIR/stripe-webhook-secret, so events signed before a restart still verify. */
function localWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'stripe-webhook-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `whsec_${randomBytes(24).toString('hex')}`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}
