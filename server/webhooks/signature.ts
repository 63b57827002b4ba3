import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`. */
export const SIGNATURE_HEADER = 'PropScout-Signature';
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: "whsec_" and 32 random bytes (base64url). */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export const signaturePayload = (timestamp: number, body: string) => `${timestamp}.${body}`;

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signaturePayload(timestamp, body)).digest('hex');
}

export const signatureHeader = (secret: string, timestamp: number, body: string) => `t=${timestamp},v1=${sign(secret, timestamp, body)}`;

/**
 * What a receiver does (docs/webhooks.md): the header's v1 equals the HMAC of "<t>.<body>", compared in constant time,
 * and t is within `toleranceSeconds` of now (a replayed old request is refused).
 */
export function verifySignature(header: string, body: string, secret: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
