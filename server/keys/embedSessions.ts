import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../credits/clock.ts';
import type { KeySecrets } from './keySecrets.ts';

/** How long an embed session token is valid (the widget renews it before then). */
export const EMBED_SESSION_MS = 15 * 60 * 1000;
const ISSUER = 'propscout-embed';

/** What an embed token carries: the key, the visitor session, and the origins it is bound to. */
export interface EmbedToken {
  keyId: number;
  embedId: string;
  /** The widget visitor session (widget_sessions.id): its credits and the listings it showed. */
  sessionId: string;
  /** The origin the browser sent when the session was opened: every call with the token must come from it. */
  origin: string;
  /** The website showing the widget: one of the key's allowed origins. */
  parent: string;
}

/** Short-lived HS256 tokens that let an embedded widget on an allowed website make the widget's calls as the key. */
export function embedSessions(secrets: KeySecrets, clock: Clock) {
  return {
    async issue(session: EmbedToken): Promise<{ token: string; expires_at: string }> {
      const now = clock();
      const expires = new Date(now.getTime() + EMBED_SESSION_MS);
      const token = await new SignJWT({ kid: session.keyId, sid: session.sessionId, origin: session.origin, parent: session.parent })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(session.embedId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(secrets.embed);
      return { token, expires_at: expires.toISOString() };
    },

    /** The session a token carries, or null when it is forged, altered or expired. */
    async verify(token: string): Promise<EmbedToken | null> {
      try {
        const { payload } = await jwtVerify(token, secrets.embed, { issuer: ISSUER, algorithms: ['HS256'], currentDate: clock() });
        const { kid, sid, origin, parent, sub } = payload;
        if (typeof kid !== 'number' || typeof sid !== 'string' || typeof origin !== 'string' || typeof parent !== 'string' || !sub)
          return null;
        return { keyId: kid, embedId: sub, sessionId: sid, origin, parent };
      } catch {
        return null;
      }
    },
  };
}
export type EmbedSessions = ReturnType<typeof embedSessions>;
