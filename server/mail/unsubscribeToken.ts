import { createHmac, timingSafeEqual } from 'node:crypto';

// A token names one contact and carries its HMAC; no expiry, since mail stays in inboxes for years.
const sign = (secret: string, contactId: number) => createHmac('sha256', secret).update(`unsubscribe:${contactId}`).digest('base64url');

export const unsubscribeToken = (secret: string, contactId: number) => `${contactId}.${sign(secret, contactId)}`;

/** The contact id of a genuine token, or undefined. */
export function verifyUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,18})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const contactId = Number(match[1]);
  const expected = Buffer.from(sign(secret, contactId));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? contactId : undefined;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, contactId: number) =>
  `${publicUrl}/api/unsubscribe/${unsubscribeToken(secret, contactId)}/`;
