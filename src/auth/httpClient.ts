import { msUntilExpiry } from './tokens.ts';
import { errorCode } from './cognitoErrors.ts';

/** Refresh when the id token expires within this many milliseconds (spec section 9). */
export const REFRESH_THRESHOLD_MS = 10 * 60 * 1000;
export const API_PREFIX = '/api';

/**
 * Calls made without checking or refreshing the token first (spec section 7), and the public report calls (the sample and
 * a shared link), which a signed-out visitor makes: a missing session must not send them to sign in.
 */
const SKIPS_TOKEN_CHECK = [
  /^\/users\/register\/?$/,
  /^\/subscription\/plans\/?$/,
  /(^|\/)login(\/|$)/,
  /(^|\/)signup(\/|$)/,
  /^\/report\/(demo|shared\/[^/]+)\/(pdf)?$/,
  /^\/properties\/shared\/[^/]+\/$/,
];
const PROFILE_PATH = /^\/users\/profile\/?$/;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What the token check needs: the stored token, the provider's refresh and the two ways out (spec section 9). */
export interface TokenKeeperDeps {
  getIdToken: () => string | null;
  /** Gets and stores new tokens; rejects with the provider's error. */
  refreshSession: () => Promise<void>;
  /** The provider refused the refresh token: clear every token and go to /login. */
  onNotAuthorized: () => void;
  /** Any other refresh failure: clear the auth cookies and go to /login. */
  onRefreshFailed: () => void;
  now?: () => number;
}

/** The client's needs, with either its own token keeper's deps or a keeper shared with other token checks. */
export type HttpClientDeps = {
  fetch: typeof fetch;
  getIdToken: () => string | null;
  /** A 401 or 403 on the profile fetch. */
  clearIdToken: () => void;
} & (TokenKeeperDeps | { tokens: TokenKeeper });

export interface TokenKeeper {
  /** Refreshes the session, joining a refresh already under way; on failure clears as the spec says and rejects with a 401 HttpError. */
  refreshOrLeave: () => Promise<void>;
  /** The token check run before each call: refresh when the id token expires within 10 minutes. */
  ensureFreshToken: () => Promise<void>;
}

/** The one token check and refresh: every caller near expiry shares a single in-flight refresh. */
export function createTokenKeeper(deps: TokenKeeperDeps): TokenKeeper {
  const now = deps.now ?? Date.now;
  let inFlight: Promise<void> | undefined;

  async function refreshOnce() {
    try {
      await deps.refreshSession();
    } catch (error) {
      if (errorCode(error) === 'NotAuthorizedException') deps.onNotAuthorized();
      else deps.onRefreshFailed();
      throw new HttpError(401, null, 'Your session has ended. Please sign in again.');
    }
  }

  function refreshOrLeave() {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function ensureFreshToken() {
    if (msUntilExpiry(deps.getIdToken(), now()) < REFRESH_THRESHOLD_MS) await refreshOrLeave();
  }

  return { refreshOrLeave, ensureFreshToken };
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface RequestOptions extends RequestInit {
  /** How a successful body is read: parsed JSON (text when not JSON), or a Blob for files, whose bytes text would spoil. */
  as?: 'json' | 'blob';
  /**
   * Refresh the session before sending (the sorted search's retry after a 500 goes with a fresh token). A refresh that
   * fails has already cleared the session as the spec says; the call still goes out and answers for itself.
   */
  freshToken?: boolean;
}

export type ApiRequest = (path: string, init?: RequestOptions) => Promise<ApiResponse<unknown>>;

export function createHttpClient(deps: HttpClientDeps) {
  const { ensureFreshToken, refreshOrLeave } = 'tokens' in deps ? deps.tokens : createTokenKeeper(deps);

  async function send(path: string, init: RequestInit, as: RequestOptions['as']) {
    const headers = new Headers(init.headers);
    const token = deps.getIdToken();
    // A call may bring its own token (registration at sign-up, before the session is stored).
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', as === 'blob' ? '*/*' : 'application/json');
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return deps.fetch(`${API_PREFIX}${path}`, { ...init, headers });
  }

  /** `json` holds the body: parsed JSON by default, a Blob with `{ as: 'blob' }` (error bodies are always read as JSON). */
  return async function request<T = unknown>(
    path: string,
    { as = 'json', freshToken = false, ...init }: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    if (freshToken) await refreshOrLeave().catch(() => undefined);
    else if (!SKIPS_TOKEN_CHECK.some((rule) => rule.test(path))) await ensureFreshToken();
    let response = await send(path, init, as);
    if (response.status === 401 || response.status === 403) {
      // One session refresh and one retry; a second refusal is final.
      await refreshOrLeave();
      response = await send(path, init, as);
      if ((response.status === 401 || response.status === 403) && PROFILE_PATH.test(path)) deps.clearIdToken();
    }
    if (!response.ok) {
      const body = await readBody(response);
      throw new HttpError(response.status, body, errorMessage(body, response));
    }
    const body = as === 'blob' ? await response.blob() : await readBody(response);
    return { status: response.status, headers: response.headers, json: body as T };
  };
}

/** A response's body: parsed JSON, text when not JSON, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A string field of a JSON error body ('detail' for most answers, 'error' for a 402), when present and not blank. */
function fieldOf(body: unknown, field: 'detail' | 'error'): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The `detail` or `error` text of an HttpError's body; undefined for other errors, other bodies and blank text. */
export function bodyField(error: unknown, field: 'detail' | 'error'): string | undefined {
  return error instanceof HttpError ? fieldOf(error.body, field) : undefined;
}

/** An error answer's message: its `detail`, its `error`, else the status text. */
export function errorMessage(body: unknown, response: Response): string {
  return fieldOf(body, 'detail') ?? fieldOf(body, 'error') ?? (response.statusText || `Request failed with status ${response.status}`);
}
