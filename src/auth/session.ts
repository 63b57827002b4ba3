import type { Static } from 'typebox';
import type { Profile as ProfileSchema } from '../../server/users/schemas.ts';
import { createHttpClient, createTokenKeeper, HttpError } from './httpClient.ts';
import { identityClient } from './identityClient.ts';
import { rememberNextPath } from './nextPath.ts';
import { clearPlanState, setPlanState, UNSUBSCRIBED } from './planState.ts';
import { browserTimeZone } from '../lib/timeZone.ts';
import { clearAuthCookies, clearIdToken, clearTokens, decodeClaims, getIdToken, storeSession, type SessionTokens } from './tokens.ts';

/** The portal user as GET /users/profile/ answers it (server/users/schemas.ts). */
export type Profile = Static<typeof ProfileSchema>;

/** How long the app's router gets to reach /login on its own before the page is loaded there. */
export const ROUTER_REDIRECT_GRACE_MS = 500;

const onLoginPage = () => window.location.pathname.startsWith('/login');

/**
 * To the sign-in screen, remembering the page so that sign-in returns there (a call without a session lands here too).
 * React-admin's checkError usually routes there itself, clearing its caches: /login is loaded as a new document only when
 * nothing did, so a signed-out visit does not show the sign-in page twice.
 */
function goToLogin() {
  if (onLoginPage()) return;
  rememberNextPath();
  setTimeout(() => {
    if (!onLoginPage()) window.location.assign('/login');
  }, ROUTER_REDIRECT_GRACE_MS);
}

async function refreshAndStore() {
  const { refreshTokens } = await identityClient();
  storeSession(await refreshTokens());
}

/** The session's one token check and refresh, shared by the http client and checkToken. */
const sessionTokens = createTokenKeeper({
  getIdToken,
  refreshSession: refreshAndStore,
  onNotAuthorized: () => {
    clearTokens();
    goToLogin();
  },
  onRefreshFailed: () => {
    clearAuthCookies();
    goToLogin();
  },
});

/** Refreshes the token when it expires within 10 minutes; rejects (after clearing and going to /login) when the session is over. */
export const ensureFreshToken = sessionTokens.ensureFreshToken;
/** Refreshes the session now (joining a refresh under way); same clearing and /login rules when it fails. */
export const refreshSession = sessionTokens.refreshOrLeave;

/** The portal's one http client: token check, one refresh-and-retry, redirects to /login. */
export const apiRequest = createHttpClient({ fetch: (...args) => window.fetch(...args), getIdToken, clearIdToken, tokens: sessionTokens });

/** The periodic and post-inactivity token check; resolves false when the session is over. */
export async function checkToken(): Promise<boolean> {
  try {
    await ensureFreshToken();
    return true;
  } catch {
    return false;
  }
}

export async function fetchProfile(): Promise<Profile> {
  return (await apiRequest<Profile>('/users/profile/')).json;
}

/**
 * Registers the user with the backend; idempotent, so a retry after a half-done sign-up is safe. Sign-up passes the new
 * id token, since it registers before the session is stored (spec section 4).
 */
export async function register(
  input: { email: string; firstname: string; lastname: string; freeTrial: boolean },
  idToken?: string,
): Promise<Profile> {
  const token = idToken ?? getIdToken();
  const username = token ? decodeClaims(token)['cognito:username'] : undefined;
  const form = new FormData();
  form.set('email', input.email);
  form.set('cognito_username', username ?? '');
  form.set('firstname', input.firstname);
  form.set('lastname', input.lastname);
  if (input.freeTrial) form.set('free_trial', 'true');
  // A new account's automated emails go out at the chosen hour in this zone (UTC otherwise); Settings can change it.
  const timeZone = browserTimeZone();
  if (timeZone) form.set('timezone', timeZone);
  const headers = idToken ? { Authorization: `Bearer ${idToken}` } : undefined;
  return (await apiRequest<Profile>('/users/register/', { method: 'POST', body: form, headers })).json;
}

/** After any sign-in: the profile, registering first when the backend does not know the user yet. */
export async function ensureRegistered(freeTrial: boolean): Promise<Profile> {
  try {
    return await fetchProfile();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
  }
  const attributes = await identityClient()
    .then(({ getUserAttributes }) => getUserAttributes())
    .catch(() => ({}) as Record<string, string>);
  const claims = decodeClaims(getIdToken() ?? '');
  const email = attributes.email ?? claims.email ?? '';
  return register({
    email,
    firstname: attributes.given_name ?? claims.given_name ?? email.split('@')[0] ?? 'Investor',
    lastname: attributes.family_name ?? claims.family_name ?? '-',
    freeTrial,
  });
}

/**
 * Tells the backend a sign-in happened (the team audit log of a user in a team records it; the server counts one per few
 * minutes). Never fails the sign-in: the log is not a reason to keep someone out.
 */
export async function reportSignIn(): Promise<void> {
  try {
    await apiRequest('/users/sign-in/', { method: 'POST' });
  } catch {
    // Best effort.
  }
}

/** Stores a new session and sets the plan: unsubscribed unless the free-trial marker came along. */
export function startSession(tokens: SessionTokens, freeTrial: boolean) {
  storeSession(tokens);
  // The subscription service confirms a trial later; until then the plan stays unsubscribed.
  setPlanState(freeTrial ? { is_subscribed: false, subscription_status: 'free_trial_requested' } : UNSUBSCRIBED);
}

export function endSession() {
  clearTokens();
  clearPlanState();
}
