import {
  API_PREFIX,
  errorMessage,
  HttpError,
  readBody,
  type ApiRequest,
  type ApiResponse,
  type RequestOptions,
} from '../auth/httpClient.ts';

/** POST /embed/session/ (public): a short-lived token for a widget shown inside an allowed website. */
export const EMBED_SESSION_PATH = '/embed/session/';
/** Renew the embed token this long before it expires (it lives 15 minutes). */
export const EMBED_RENEW_BEFORE_MS = 60_000;

export interface EmbedSession {
  token: string;
  expires_at: string;
  allowed: boolean;
}

/**
 * The origin of the website showing this page in its iframe: Chrome's `location.ancestorOrigins`, else the referrer's
 * origin (the parent's page, sent by default as its origin). Null when neither is known.
 */
export function parentOrigin(win: Pick<Window, 'location' | 'document'> = window): string | null {
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== 'null') return ancestors[0];
  const referrer = win.document.referrer;
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The widget's calls name the page they come from: the server binds an embed session to the origin the browser reports
 * (Origin, else Referer), and the portal's pages otherwise send no referrer at all. Same-origin only: never to another site.
 */
export const EMBED_REFERRER_POLICY: ReferrerPolicy = 'same-origin';

/** A call outside the portal session: no Authorization header and no token check, just the given headers. */
async function send<T>(fetchFn: typeof fetch, path: string, headers: Record<string, string>, init: RequestOptions = {}) {
  const { as = 'json', freshToken: _fresh, ...rest } = init;
  const all = new Headers(rest.headers);
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  if (!all.has('Accept')) all.set('Accept', as === 'blob' ? '*/*' : 'application/json');
  if (typeof rest.body === 'string' && !all.has('Content-Type')) all.set('Content-Type', 'application/json');
  const response = await fetchFn(`${API_PREFIX}${path}`, { ...rest, headers: all, referrerPolicy: EMBED_REFERRER_POLICY });
  if (!response.ok) {
    const body = await readBody(response);
    throw new HttpError(response.status, body, errorMessage(body, response));
  }
  const json = as === 'blob' ? await response.blob() : await readBody(response);
  return { status: response.status, headers: response.headers, json: json as T } satisfies ApiResponse<T>;
}

export interface SessionOptions {
  /** The report widget's listing: its report may be opened in the session. */
  propertyId?: string;
  /** The current token, to keep the same visitor session (and what it has spent) when renewing. */
  renewing?: string;
}

/** Asks for an embed session; a refusal (403 origin not allowed, 404 unknown widget) rejects with the server's HttpError. */
export async function openEmbedSession(
  fetchFn: typeof fetch,
  embedId: string,
  origin: string,
  { propertyId, renewing }: SessionOptions = {},
): Promise<EmbedSession> {
  const body = JSON.stringify({
    embed_id: embedId,
    parent_origin: origin,
    ...(propertyId ? { property_id: propertyId } : {}),
    ...(renewing ? { renewing_token: renewing } : {}),
  });
  return (await send<EmbedSession>(fetchFn, EMBED_SESSION_PATH, {}, { method: 'POST', body })).json;
}

/**
 * The embedded pages' http client: every call carries `X-Embed-Token` (and never the portal's bearer token). The token
 * is renewed shortly before it expires, and once more when the server answers 401 (expired meanwhile).
 */
export function createEmbedClient(deps: {
  fetch: typeof fetch;
  embedId: string;
  parentOrigin: string;
  /** The report widget's listing (see {@link SessionOptions}). */
  propertyId?: string;
  /** The session already opened by the page (it shows a refusal before making any other call). */
  session?: EmbedSession;
  now?: () => number;
}): ApiRequest {
  const now = deps.now ?? Date.now;
  let current: Promise<EmbedSession> | undefined = deps.session ? Promise.resolve(deps.session) : undefined;

  async function token(renew: boolean) {
    const session = current ? await current.catch(() => undefined) : undefined;
    if (renew || !session || Date.parse(session.expires_at) - now() < EMBED_RENEW_BEFORE_MS) {
      current = openEmbedSession(deps.fetch, deps.embedId, deps.parentOrigin, { propertyId: deps.propertyId, renewing: session?.token });
    }
    return (await current!).token;
  }

  return async function request<T = unknown>(path: string, init: RequestOptions = {}): Promise<ApiResponse<T>> {
    try {
      return await send<T>(deps.fetch, path, { 'X-Embed-Token': await token(false) }, init);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      return send<T>(deps.fetch, path, { 'X-Embed-Token': await token(true) }, init);
    }
  };
}
