import type { AuthProvider } from 'react-admin';
import { HttpError } from '../auth/httpClient.ts';
import { FREE_TRIAL_PLAN_RELOAD_MS, hasFreeTrialMarker, loadPlanState, setPlanState, UNSUBSCRIBED } from '../auth/planState.ts';
import { rememberNextPath } from '../auth/nextPath.ts';
import { identityClient } from '../auth/identityClient.ts';
import {
  checkToken,
  endSession,
  ensureRegistered,
  fetchProfile,
  register,
  reportSignIn,
  startSession,
  type Profile,
} from '../auth/session.ts';
import { decodeClaims, getIdToken, getRefreshToken, type SessionTokens } from '../auth/tokens.ts';

let profile: Promise<Profile> | undefined;

/** Where every sign-in lands. */
export const HOME_PATH = '/products/lists/new-search';

/**
 * The end of every sign-in (password, sign-up, hosted page). A sign-up registers the user with the backend first (with the
 * new id token), then signs in: stores the session and sets the plan. Other sign-ins store the session, then make sure the
 * backend knows the user (fetching the profile, registering on a 404). The profile is cached for getIdentity. With the
 * free-trial marker the user is subscribed to the free trial and the plan loaded about 2 s later (spec section 4).
 * Resolves the path to go to.
 */
export async function completeSignIn(
  tokens: SessionTokens,
  freeTrial: boolean,
  details?: { email: string; firstname: string; lastname: string },
): Promise<string> {
  let registered: Promise<Profile>;
  if (details) {
    registered = register({ ...details, freeTrial }, tokens.idToken);
    await registered;
    startSession(tokens, freeTrial);
  } else {
    startSession(tokens, freeTrial);
    registered = ensureRegistered(freeTrial);
  }
  profile = registered;
  try {
    await registered;
  } catch (error) {
    if (profile === registered) profile = undefined;
    throw error;
  }
  void reportSignIn();
  if (freeTrial) await startFreeTrial();
  return HOME_PATH;
}

/** Subscribes to the free trial (a second try is refused by the server and leaves the plan as it is), then loads the plan. */
async function startFreeTrial() {
  // Loaded here: the data provider sits on the session's http client, which this module's tests replace.
  const { dataProvider } = await import('./index.ts');
  try {
    await dataProvider.startFreeTrial();
  } catch {
    setPlanState(UNSUBSCRIBED);
  }
  setTimeout(() => void loadPlanState(() => dataProvider.getSubscriptionInfo()), FREE_TRIAL_PLAN_RELOAD_MS);
}

/** USER_PASSWORD_AUTH sign-in, then completeSignIn; resolves the path to go to. */
export async function passwordSignIn(email: string, password: string): Promise<string> {
  const { signIn } = await identityClient();
  return completeSignIn(await signIn(email, password), hasFreeTrialMarker());
}

/** Login and signup screens skip the profile fetch (spec section 2). */
const onAuthScreen = () => /^\/(login|signup)(\/|$)/.test(window.location.pathname);

export const authProvider: AuthProvider = {
  /** `next`: the page a signed-out visitor opened, returned to after sign-in instead of the home page. */
  async login({ email, password, next }: { email: string; password: string; next?: string }) {
    const home = await passwordSignIn(email, password);
    return { redirectTo: next ?? home };
  },

  async logout() {
    endSession();
    profile = undefined;
    return '/login';
  },

  async checkAuth() {
    if (!getIdToken() && !getRefreshToken()) {
      rememberNextPath();
      throw { redirectTo: '/login', message: false };
    }
    if (!(await checkToken())) {
      rememberNextPath();
      throw { redirectTo: '/login', message: false };
    }
  },

  async checkError(error: unknown) {
    // The http client has already refreshed and retried once; a 401 now means the session is over.
    if (error instanceof HttpError && error.status === 401) {
      rememberNextPath();
      throw { redirectTo: '/login', message: false };
    }
  },

  async getIdentity() {
    const token = getIdToken();
    const claims = decodeClaims(token ?? '');
    if (onAuthScreen() || !token) return { id: claims.sub ?? 'anonymous', fullName: claims.email };
    profile ??= fetchProfile();
    try {
      const { id, firstname, lastname, email } = await profile;
      return { id, fullName: `${firstname} ${lastname}`.trim() || email, email };
    } catch (error) {
      profile = undefined;
      throw error;
    }
  },

  async getPermissions() {
    return [];
  },
};

/** Forget the cached profile, e.g. after social sign-in or a profile update. */
export function reloadUser() {
  profile = undefined;
}
