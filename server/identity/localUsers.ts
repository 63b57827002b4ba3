import type { FastifyInstance } from 'fastify';
import { cognitoCall } from './cognitoApi.ts';

/** A confirmed, signed-in user of the local identity provider: real tokens (tests and benchmarks). */
export interface LocalUser {
  email: string;
  password: string;
  sub: string;
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Marks the user's email verified, as Cognito does when the sign-up is confirmed with the code mailed to the address
 * (cognito-local confirms without it). The ID token then carries `email_verified: true`.
 */
export async function markEmailVerified(endpoint: string, userPoolId: string, username: string): Promise<void> {
  const { UserAttributes = [] } = await cognitoCall<{ UserAttributes?: { Name: string; Value: string }[] }>(endpoint, 'AdminGetUser', {
    UserPoolId: userPoolId,
    Username: username,
  });
  const email = UserAttributes.find((a) => a.Name === 'email')?.Value;
  if (!email) return;
  await cognitoCall(endpoint, 'AdminUpdateUserAttributes', {
    UserPoolId: userPoolId,
    Username: username,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
}

/**
 * Signs a user up in cognito-local, confirms them as an administrator would, and signs in. `emailVerified: false` leaves
 * the address unverified (an administrator confirmed the account, nobody proved the mailbox).
 */
export async function createConfirmedUser(
  provider: { endpoint: string; clientId: string; userPoolId: string },
  email: string,
  password: string,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<LocalUser> {
  const { endpoint, clientId, userPoolId } = provider;
  await cognitoCall(endpoint, 'SignUp', { ClientId: clientId, Username: email, Password: password });
  await cognitoCall(endpoint, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: email });
  if (emailVerified) await markEmailVerified(endpoint, userPoolId, email);
  const { AuthenticationResult: tokens } = await cognitoCall<{
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  }>(endpoint, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
  return {
    email,
    password,
    sub: claims.sub!,
    username: claims['cognito:username']!,
    idToken: tokens.IdToken,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
  };
}

export const bearer = (user: Pick<LocalUser, 'idToken'>) => ({ authorization: `Bearer ${user.idToken}` });

/** Registers the user with the API, as the sign-up screen does. */
export async function registerWithApi(
  app: FastifyInstance,
  user: LocalUser,
  names = { firstname: 'Test', lastname: 'User' },
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register/',
    headers: bearer(user),
    payload: { email: user.email, cognito_username: user.username, ...names },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
}
