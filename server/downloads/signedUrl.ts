import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links bound to one download and its owner: HMAC-SHA256 over "id:owner:expires". The browser
 * opens them as plain links (no bearer header), so large files stream straight to disk. A link lives `ttlMs`
 * (DOWNLOAD_URL_TTL_MS); the history and status calls hand out fresh ones.
 */
export function linkSigner(secret: Buffer, ttlMs: number, now: () => number = () => Date.now()) {
  const mac = (id: number, userId: number, expires: number) =>
    createHmac('sha256', secret).update(`${id}:${userId}:${expires}`).digest('base64url');
  return {
    sign(id: number, userId: number) {
      const expires = Math.floor((now() + ttlMs) / 1000);
      return { expires, signature: mac(id, userId, expires) };
    },
    verify(id: number, userId: number, expires: number, signature: string): boolean {
      if (!Number.isInteger(expires) || expires * 1000 < now()) return false;
      const expected = Buffer.from(mac(id, userId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type LinkSigner = ReturnType<typeof linkSigner>;
