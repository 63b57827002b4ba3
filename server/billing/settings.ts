import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { envNumber } from '../lib/envNumber.ts';

/** Billing configuration from the environment (the README lists every variable). */
export interface BillingSettings {
  /** Both set: the Stripe adapter; otherwise the local billing service inside the portal. */
  stripeSecretKey: string | undefined;
  /** Signs and verifies webhook events (Stripe's endpoint secret, or a generated one kept in DATA_DIR for the local service). */
  webhookSecret: string;
  trialDays: number;
  trialCredits: number;
  /** Days a failed payment leaves searches working before they answer 402. */
  graceDays: number;
  /** Price ids by plan id from STRIPE_PRICE_<PLAN ID> (e.g. STRIPE_PRICE_PRO), overriding plans.stripe_price_id. */
  priceOverrides: Record<string, string>;
  currency: string;
}

export const usesStripe = (settings: BillingSettings) => Boolean(settings.stripeSecretKey);

export function loadBillingSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): BillingSettings {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const configuredSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (stripeSecretKey && !configuredSecret) throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither for the local billing service');
  const priceOverrides: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const plan = name.match(/^STRIPE_PRICE_([A-Z0-9_]+)$/)?.[1];
    if (plan && value) priceOverrides[plan.toLowerCase()] = value;
  }
  return {
    stripeSecretKey,
    webhookSecret: configuredSecret ?? localWebhookSecret(dataDir),
    trialDays: envNumber('TRIAL_DAYS', 14, { min: 1, env }),
    trialCredits: envNumber('TRIAL_CREDITS', 200, { env }),
    graceDays: envNumber('PAYMENT_GRACE_DAYS', 7, { env }),
    priceOverrides,
    currency: 'usd',
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
