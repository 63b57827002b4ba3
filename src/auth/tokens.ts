import Cookies from 'js-cookie';

/** Id and access tokens live in Secure, SameSite=Strict cookies; the refresh token in local storage (spec section 9). */
const ID_TOKEN = 'ps_id_token';
const ACCESS_TOKEN = 'ps_access_token';
const REFRESH_TOKEN = 'ps_refresh_token';
const USERNAME = 'ps_username';
const COOKIE_OPTIONS = { secure: true, sameSite: 'strict' as const, path: '/' };

export interface SessionTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

export const getIdToken = () => Cookies.get(ID_TOKEN) ?? null;
export const getAccessToken = () => Cookies.get(ACCESS_TOKEN) ?? null;
export const getRefreshToken = () => localStorage.getItem(REFRESH_TOKEN);
export const getUsername = () => localStorage.getItem(USERNAME);

export function storeSession(tokens: SessionTokens) {
  const claims = decodeClaims(tokens.idToken);
  const expires = claims.exp ? new Date(claims.exp * 1000) : undefined;
  Cookies.set(ID_TOKEN, tokens.idToken, { ...COOKIE_OPTIONS, expires });
  Cookies.set(ACCESS_TOKEN, tokens.accessToken, { ...COOKIE_OPTIONS, expires });
  if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN, tokens.refreshToken);
  if (typeof claims['cognito:username'] === 'string') localStorage.setItem(USERNAME, claims['cognito:username']);
}

export function clearIdToken() {
  Cookies.remove(ID_TOKEN, { path: '/' });
}

/** Clears the auth cookies only (a failed session refresh). */
export function clearAuthCookies() {
  Cookies.remove(ID_TOKEN, { path: '/' });
  Cookies.remove(ACCESS_TOKEN, { path: '/' });
}

/** Clears every token: cookies, refresh token and the remembered username. */
export function clearTokens() {
  clearAuthCookies();
  localStorage.removeItem(REFRESH_TOKEN);
  localStorage.removeItem(USERNAME);
}

export interface TokenClaims {
  sub?: string;
  email?: string;
  exp?: number;
  given_name?: string;
  family_name?: string;
  name?: string;
  'cognito:username'?: string;
  [claim: string]: unknown;
}

export function decodeClaims(token: string): TokenClaims {
  try {
    const payload = token.split('.')[1] ?? '';
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as TokenClaims;
  } catch {
    return {};
  }
}

/** Milliseconds until the token expires (negative when expired, -Infinity when unreadable). */
export function msUntilExpiry(token: string | null, now = Date.now()): number {
  const exp = token ? decodeClaims(token).exp : undefined;
  return exp ? exp * 1000 - now : -Infinity;
}
