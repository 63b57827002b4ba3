import type { AuthProvider } from 'react-admin';
import { signIn } from './cognitoClient.ts';
import { HttpError } from './httpClient.ts';
import { hasFreeTrialMarker } from './planState.ts';
import { checkToken, endSession, ensureRegistered, fetchProfile, startSession, type Profile } from './session.ts';
import { decodeClaims, getIdToken, getRefreshToken } from './tokens.ts';

let profile: Promise<Profile> | undefined;

/** Login and signup screens skip the profile fetch (spec section 2). */
const onAuthScreen = () => /^\/(login|signup)(\/|$)/.test(window.location.pathname);

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const freeTrial = hasFreeTrialMarker();
    startSession(await signIn(email, password), freeTrial);
    profile = ensureRegistered(freeTrial);
    await profile;
    return { redirectTo: '/products/lists/new-search' };
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
