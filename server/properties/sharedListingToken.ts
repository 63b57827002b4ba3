import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a listing link in an automated e-mail opens without signing in: long enough for a weekly digest to be read late. */
export const SHARED_LISTING_DAYS = 30;

const sign = (secret: string, listingId: string, expires: number) =>
  createHmac('sha256', secret).update(`listing:${listingId}:${expires}`).digest('base64url');

/** `<listing id>.<expiry, unix seconds>.<HMAC>`: names one listing until a date, so a recipient opens it without an account. */
export function sharedListingToken(secret: string, listingId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SHARED_LISTING_DAYS * 86_400;
  return `${listingId}.${expires}.${sign(secret, listingId, expires)}`;
}

export type SharedListingCheck = { listingId: number } | { problem: 'invalid' | 'expired' };

/** The listing a genuine, unexpired token names; otherwise why not. */
export function verifySharedListingToken(secret: string, token: string, now = Date.now()): SharedListingCheck {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { problem: 'invalid' };
  const [, listingId, expires] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, listingId, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(match[3]!))) return { problem: 'invalid' };
  if (Number(expires) * 1000 < now) return { problem: 'expired' };
  return { listingId: Number(listingId) };
}

export const sharedListingUrl = (publicUrl: string, secret: string, listingId: string, now?: number) =>
  `${publicUrl}/listing/${sharedListingToken(secret, listingId, now)}`;
