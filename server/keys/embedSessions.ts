import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../credits/clock.ts';
import type { KeySecrets } from './keySecrets.ts';

/** How long an embed session token is valid. */
export const EMBED_SESSION_MS = 15 * 60 * 1000;
const ISSUER = 'propscout-embed';

export interface EmbedSession {
  keyId: number;
  embedId: string;
  origin: string;
}

/** Short-lived HS256 tokens that let an embedded widget on an allowed website call the public API as the key. */
export function embedSessions(secrets: KeySecrets, clock: Clock) {
  return {
    async issue(session: EmbedSession): Promise<{ token: string; expires_at: string }> {
      const now = clock();
      const expires = new Date(now.getTime() + EMBED_SESSION_MS);
      const token = await new SignJWT({ kid: session.keyId, origin: session.origin })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(session.embedId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(secrets.embed);
      return { token, expires_at: expires.toISOString() };
    },

    /** The session a token carries, or null when it is forged, altered or expired. */
    async verify(token: string): Promise<EmbedSession | null> {
      try {
        const { payload } = await jwtVerify(token, secrets.embed, { issuer: ISSUER, algorithms: ['HS256'], currentDate: clock() });
        if (typeof payload.kid !== 'number' || typeof payload.origin !== 'string' || !payload.sub) return null;
        return { keyId: payload.kid, embedId: payload.sub, origin: payload.origin };
      } catch {
        return null;
      }
    },
  };
}
export type EmbedSessions = ReturnType<typeof embedSessions>;
