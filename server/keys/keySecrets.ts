import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every API key starts with this; the rest is 32 random bytes (base64url, 43 characters). */
export const KEY_PREFIX = 'ps_live_';
/** Characters of the key shown in lists (the prefix plus four of the secret). */
export const SHOWN_LENGTH = KEY_PREFIX.length + 4;
const KEY_PATTERN = /^ps_live_[A-Za-z0-9_-]{43}$/;

/** The separate keys the server derives from API_KEY_SECRET: one per purpose, so none can stand in for another. */
export interface KeySecrets {
  /** HMAC-SHA256 key of the lookup hash, the only form in which a key is stored. */
  lookup: Buffer;
  /** HS256 key of embed session tokens. */
  embed: Uint8Array;
}

const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'propscout-api-keys', purpose, 32));

/**
 * NODE_ENV=production requires API_KEY_SECRET: keys hashed under a secret derived on one host could not be used on
 * another, and a database copied with its data folder would carry the secret along.
 */
export function requireApiKeySecret(settings: { apiKeySecret: string | undefined; production: boolean }): void {
  if (!settings.apiKeySecret && settings.production)
    throw new Error('API_KEY_SECRET must be set with NODE_ENV=production (e.g. the output of openssl rand -hex 32)');
}

/** The keys of the developer API: from API_KEY_SECRET, or (development) from the app secret, which is kept under DATA_DIR. */
export function keySecrets(settings: { apiKeySecret: string | undefined; appSecret: string }): KeySecrets {
  const secret = settings.apiKeySecret ?? `app-secret:${settings.appSecret}`;
  return { lookup: derive(secret, 'lookup'), embed: new Uint8Array(derive(secret, 'embed')) };
}

/** A new key: "ps_live_" and 32 random bytes. */
export const newKey = () => `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
/** A new public widget id: "emb_" and 12 random bytes. */
export const newEmbedId = () => `emb_${randomBytes(12).toString('base64url')}`;
/** A new widget visitor session id: 16 random bytes. */
export const newWidgetSessionId = () => randomBytes(16).toString('base64url');

/** Whether text has the form of a key (anything else is refused before any lookup). */
export const looksLikeKey = (text: string) => KEY_PATTERN.test(text);

/** The lookup hash of a key: HMAC-SHA256 under the server's secret, hex. */
export const lookupHash = (secrets: KeySecrets, key: string) => createHmac('sha256', secrets.lookup).update(key).digest('hex');

/** Equal hashes, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
