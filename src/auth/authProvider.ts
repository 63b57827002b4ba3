import type { AuthProvider } from 'react-admin';
import { HttpError } from './httpClient.ts';
import { identityClient } from './identityClient.ts';
import { hasFreeTrialMarker } from './planState.ts';
import { checkToken, endSession, ensureRegistered, fetchProfile, register, startSession, type Profile } from './session.ts';
import { decodeClaims, getIdToken, getRefreshToken, type SessionTokens } from './tokens.ts';

let profile: Promise<Profile> | undefined;

/** Where every sign-in lands. */
export const HOME_PATH = '/products/lists/new-search';

/**
 * The end of every sign-in (password, sign-up, hosted page): stores the session, makes sure the backend knows the
 * user (registering with the sign-up form's details when given, else fetching the profile and registering on a 404),
 * and caches that profile for getIdentity. Resolves the path to go to.
 */
export async function completeSignIn(
  tokens: SessionTokens,
  freeTrial: boolean,
  details?: { email: string; firstname: string; lastname: string },
): Promise<string> {
  startSession(tokens, freeTrial);
  const registered = details ? register({ ...details, freeTrial }) : ensureRegistered(freeTrial);
  profile = registered;
  try {
    await registered;
  } catch (error) {
    if (profile === registered) profile = undefined;
    throw error;
  }
  return HOME_PATH;
}

/** USER_PASSWORD_AUTH sign-in, then completeSignIn; resolves the path to go to. */
export async function passwordSignIn(email: string, password: string): Promise<string> {
  const { signIn } = await identityClient();
  return completeSignIn(await signIn(email, password), hasFreeTrialMarker());
}

/** Login and signup screens skip the profile fetch (spec section 2). */
const onAuthScreen = () => /^\/(login|signup)(\/|$)/.test(window.location.pathname);

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    return { redirectTo: await passwordSignIn(email, password) };
  },

  async logout() {
    endSession();
    profile = undefined;
    return '/login';
  },

  async checkAuth() {
    if (!getIdToken() && !getRefreshToken()) throw { redirectTo: '/login', message: false };
    if (!(await checkToken())) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: unknown) {
    // The http client has already refreshed and retried once; a 401 now means the session is over.
    if (error instanceof HttpError && error.status === 401) throw { redirectTo: '/login', message: false };
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
