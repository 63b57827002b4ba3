import type { Clock } from '../credits/clock.ts';
import type { Database } from '../db/database.ts';
import { ApiError, forbidden, paymentRequired } from '../lib/errors.ts';
import { embedSessions } from './embedSessions.ts';
import { newWidgetSessionId, type KeySecrets } from './keySecrets.ts';
import type { ApiKeyRow } from './keysRepository.ts';
import { browserOrigin, fetchSite, normalOrigin, portalOrigin, type BrowserHeaders } from './origins.ts';
import { widgetSessionsRepository } from './widgetSessionsRepository.ts';

export const INVALID_EMBED = 'Invalid or expired embed session.';
export const ORIGIN_REFUSED = 'This website is not allowed to show this PropScout widget.';
export const NO_BROWSER_ORIGIN = 'The PropScout widget opens only inside a web page: the request named no Origin or Referer.';
export const OTHER_ORIGIN = 'This widget session belongs to another website.';
export const NOT_A_WIDGET_CALL = 'The PropScout widget may not call this endpoint: use an API key.';
export const LISTING_NOT_SHOWN = 'The widget opens the report of a listing its search showed: search first, then open its report.';
export const sessionCapReached = (credits: number) =>
  `This visit has used the ${credits} credit${credits === 1 ? '' : 's'} the website allows its widget per visitor. Come back later.`;
export const dayCapReached = (credits: number) =>
  `This website's PropScout widget has used its ${credits} credit${credits === 1 ? '' : 's'} for today. Please try again tomorrow.`;

/** A visitor session lasts this long at most; renewing its token later opens a new one (with a fresh per-session cap). */
export const WIDGET_SESSION_MS = 12 * 60 * 60 * 1000;
/** Sessions (and their listings) and daily totals are kept this long. */
export const WIDGET_RECORDS_MS = 2 * 24 * 60 * 60 * 1000;

/** A call made with an embed token: its visitor session, the key's caps, and what the call set aside of them. */
export interface WidgetCall {
  sessionId: string;
  caps: { session: number; day: number };
  /** Credits set aside for this call before it ran; what it did not spend is given back when it ends. */
  reserved: number;
  /** 403 unless the session showed the listing (in its search results, or as its report widget's listing). */
  requireShown(listingId: string): Promise<void>;
}

export interface OpenRequest {
  embedId: string;
  headers: BrowserHeaders;
  /** The website showing the widget, as the widget read it from its frame (the body's parent_origin). */
  parentOrigin?: string;
  /** The report widget's listing: its report may be opened in this session. */
  propertyId?: string;
  /** The page's current token, when it renews its session. */
  renewing?: string;
  /** The portal's public address (the widget's own pages are served from it). */
  publicUrl: string;
}

/**
 * The website widget's sessions: opened for an allowed website from the origin the browser itself reports, bound to it,
 * limited to the widget's calls and to the credits its owner allows per visitor session and per day.
 */
export function widgetSessions(db: Database, secrets: KeySecrets, clock: Clock) {
  const repository = widgetSessionsRepository(db);
  const tokens = embedSessions(secrets, clock);

  /**
   * The website the widget is shown on, from what the browser reports. A call from the portal's own origin is the
   * widget's iframe: the browser let it be framed only by the key's allowed origins (frame-ancestors), and the widget
   * names the one framing it. A call from any other origin is that website's own page. Sec-Fetch-Site, when sent, must
   * agree.
   */
  function websiteOf(request: OpenRequest, key: ApiKeyRow): { origin: string; parent: string } {
    const origin = browserOrigin(request.headers);
    if (!origin) throw forbidden(NO_BROWSER_ORIGIN);
    const fromPortal = origin === portalOrigin(request.publicUrl);
    const site = fetchSite(request.headers);
    if (site !== undefined && (site === 'same-origin') !== fromPortal) throw forbidden(ORIGIN_REFUSED);
    const claimed = request.parentOrigin === undefined ? undefined : normalOrigin(request.parentOrigin);
    const parent = fromPortal ? claimed : origin;
    if (!parent || (!fromPortal && claimed !== undefined && claimed !== origin)) throw forbidden(ORIGIN_REFUSED);
    if (!key.allowed_origins.includes(parent)) throw forbidden(ORIGIN_REFUSED);
    return { origin, parent };
  }

  /** The session a renewing page keeps, when its token is still good for the same widget, website and origin. */
  async function renewable(request: OpenRequest, key: ApiKeyRow, website: { origin: string; parent: string }) {
    if (!request.renewing) return null;
    const claims = await tokens.verify(request.renewing);
    if (!claims || claims.keyId !== key.id || claims.origin !== website.origin || claims.parent !== website.parent) return null;
    const session = await repository.find(claims.sessionId);
    return session && clock().getTime() - session.created_at.getTime() < WIDGET_SESSION_MS ? session.id : null;
  }

  return {
    repository,

    /** POST /embed/session/: a short-lived token for the widget on an allowed website (or 403 saying why not). */
    async open(key: ApiKeyRow, request: OpenRequest) {
      const website = websiteOf(request, key);
      let sessionId = await renewable(request, key, website);
      if (!sessionId) {
        sessionId = newWidgetSessionId();
        await repository.create({ id: sessionId, keyId: key.id, requestOrigin: website.origin, parentOrigin: website.parent, at: clock() });
      }
      if (request.propertyId) await repository.addListings(sessionId, [request.propertyId]);
      const issued = await tokens.issue({ keyId: key.id, embedId: request.embedId, sessionId, ...website });
      return { ...issued, allowed: true as const };
    },

    /**
     * The key and session behind an X-Embed-Token: 401 when the token is bad or expired, the key deleted or the website
     * no longer allowed; 403 when the request does not come from the origin the session was opened from.
     */
    async identify(token: string, headers: BrowserHeaders, keyById: (id: number) => Promise<ApiKeyRow | undefined>) {
      const claims = await tokens.verify(token);
      const key = claims && (await keyById(claims.keyId));
      const session = key && (await repository.find(claims.sessionId));
      if (!claims || !key || !session || session.key_id !== key.id || !key.allowed_origins.includes(claims.parent))
        throw new ApiError(401, INVALID_EMBED);
      if (browserOrigin(headers) !== claims.origin) throw forbidden(OTHER_ORIGIN);
      const widget: WidgetCall = {
        sessionId: session.id,
        caps: { session: key.widget_session_credits, day: key.widget_daily_credits },
        reserved: 0,
        async requireShown(listingId) {
          if (!(await repository.showed(session.id, listingId))) throw forbidden(LISTING_NOT_SHOWN);
        },
      };
      return { key, widget };
    },

    /** Sets aside the most a call may spend, against the session's and the day's caps: 402 when either would be passed. */
    async reserve(widget: WidgetCall, keyId: number, at: Date, credits: number): Promise<void> {
      if (credits <= 0) return;
      const reached = await repository.reserve({ sessionId: widget.sessionId, keyId, at, credits }, widget.caps);
      if (reached === 'session') throw paymentRequired(sessionCapReached(widget.caps.session));
      if (reached === 'day') throw paymentRequired(dayCapReached(widget.caps.day));
      widget.reserved = credits;
    },

    /** Gives back what the call set aside and did not spend. */
    async settle(widget: WidgetCall, keyId: number, at: Date, spent: number): Promise<void> {
      const unspent = widget.reserved - spent;
      widget.reserved = 0;
      await repository.release({ sessionId: widget.sessionId, keyId, at, credits: unspent });
    },

    remember: (widget: WidgetCall, listingIds: string[]) => repository.addListings(widget.sessionId, listingIds),

    purge: () => repository.purge(new Date(clock().getTime() - WIDGET_RECORDS_MS)),
  };
}
export type WidgetSessions = ReturnType<typeof widgetSessions>;
