import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type CognitoUserSession as Session,
} from 'amazon-cognito-identity-js';
import { sessionExpiredError } from './cognitoErrors.ts';
import { loadRuntimeConfig } from './runtimeConfig.ts';
import { getAccessToken, getIdToken, getRefreshToken, getUsername, type SessionTokens } from './tokens.ts';

/** amazon-cognito-identity-js keeps its own copy of tokens; ours live in cookies, so it gets a throwaway store. */
const memoryStorage = (() => {
  let items: Record<string, string> = {};
  return {
    setItem: (key: string, value: string) => void (items[key] = value),
    getItem: (key: string) => items[key] ?? null,
    removeItem: (key: string) => void delete items[key],
    clear: () => void (items = {}),
  };
})();

async function userPool() {
  const config = await loadRuntimeConfig();
  return new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: config.identityEndpoint ?? undefined,
    Storage: memoryStorage,
  });
}

async function cognitoUser(username: string) {
  const user = new CognitoUser({ Username: username, Pool: await userPool(), Storage: memoryStorage });
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return user;
}

const tokensOf = (session: Session): SessionTokens => ({
  idToken: session.getIdToken().getJwtToken(),
  accessToken: session.getAccessToken().getJwtToken(),
  refreshToken: session.getRefreshToken().getToken() || undefined,
});

export async function signUp(input: { email: string; password: string; firstname: string; lastname: string }) {
  const pool = await userPool();
  const attributes = [
    new CognitoUserAttribute({ Name: 'email', Value: input.email }),
    new CognitoUserAttribute({ Name: 'given_name', Value: input.firstname }),
    new CognitoUserAttribute({ Name: 'family_name', Value: input.lastname }),
  ];
  return new Promise<{ confirmed: boolean }>((resolve, reject) =>
    pool.signUp(input.email, input.password, attributes, [], (error, result) =>
      error || !result ? reject(error) : resolve({ confirmed: result.userConfirmed }),
    ),
  );
}

export async function confirmSignUp(email: string, code: string) {
  const user = await cognitoUser(email);
  return new Promise<void>((resolve, reject) => user.confirmRegistration(code, true, (error) => (error ? reject(error) : resolve())));
}

export async function resendConfirmationCode(email: string) {
  const user = await cognitoUser(email);
  return new Promise<void>((resolve, reject) => user.resendConfirmationCode((error) => (error ? reject(error) : resolve())));
}

/** USER_PASSWORD_AUTH sign-in. */
export async function signIn(email: string, password: string): Promise<SessionTokens> {
  const user = await cognitoUser(email);
  return new Promise((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: (session) => resolve(tokensOf(session)),
      onFailure: reject,
      newPasswordRequired: () => reject(Object.assign(new Error('A new password is required.'), { code: 'NewPasswordRequired' })),
    }),
  );
}

/** Trades the stored refresh token for new id and access tokens. */
export async function refreshTokens(): Promise<SessionTokens> {
  const refreshToken = getRefreshToken();
  const username = getUsername();
  if (!refreshToken || !username) throw Object.assign(new Error('No session to refresh.'), { code: 'NotAuthorizedException' });
  const user = await cognitoUser(username);
  return new Promise((resolve, reject) =>
    user.refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), (error: unknown, session: Session) =>
      error ? reject(error) : resolve(tokensOf(session)),
    ),
  );
}

/** A CognitoUser holding our stored session, for calls that need the access token. */
async function signedInUser() {
  const username = getUsername();
  const idToken = getIdToken();
  const accessToken = getAccessToken();
  // Not NotAuthorizedException: forms read that code as a wrong password.
  if (!username || !idToken || !accessToken) throw sessionExpiredError();
  const user = await cognitoUser(username);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: getRefreshToken() ?? '' }),
    }),
  );
  return user;
}

/** Changes the password of the signed-in user (needs the current access token). */
export async function changePassword(oldPassword: string, newPassword: string) {
  const user = await signedInUser();
  return new Promise<void>((resolve, reject) =>
    user.changePassword(oldPassword, newPassword, (error) => (error ? reject(error) : resolve())),
  );
}

/** The signed-in user's attributes (given_name, family_name, email) as the provider holds them. */
export async function getUserAttributes(): Promise<Record<string, string>> {
  const user = await signedInUser();
  return new Promise((resolve, reject) =>
    user.getUserAttributes((error, attributes) =>
      error ? reject(error) : resolve(Object.fromEntries((attributes ?? []).map((a) => [a.getName(), a.getValue()]))),
    ),
  );
}

/** ForgotPassword: the provider sends a code to the account's email. */
export async function forgotPassword(email: string) {
  const user = await cognitoUser(email);
  return new Promise<void>((resolve, reject) => user.forgotPassword({ onSuccess: () => resolve(), onFailure: reject }));
}

/** ConfirmForgotPassword: the code and the new password. */
export async function confirmForgotPassword(email: string, code: string, newPassword: string) {
  const user = await cognitoUser(email);
  return new Promise<void>((resolve, reject) => user.confirmPassword(code, newPassword, { onSuccess: () => resolve(), onFailure: reject }));
}
