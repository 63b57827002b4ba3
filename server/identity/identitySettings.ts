import type { CognitoSettings } from '../config.ts';
import { PASSWORD_POLICY } from './passwordPolicy.ts';

/** Where tokens come from and how the browser reaches the identity provider. */
export interface IdentitySettings {
  userPoolId: string;
  clientId: string;
  region: string;
  issuer: string;
  jwksUrl: string;
  /** Cognito API endpoint for the browser; null means the region's public endpoint. */
  endpoint: string | null;
  /** Base of the hosted sign-in page (/oauth2/authorize, /oauth2/token). */
  hostedDomain: string | null;
  passwordPolicy: typeof PASSWORD_POLICY;
}

export function localIdentity(local: { endpoint: string; userPoolId: string; clientId: string }, region: string): IdentitySettings {
  const issuer = `${local.endpoint}/${local.userPoolId}`;
  return {
    userPoolId: local.userPoolId,
    clientId: local.clientId,
    region,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    endpoint: local.endpoint,
    hostedDomain: local.endpoint,
    passwordPolicy: PASSWORD_POLICY,
  };
}

export function cognitoIdentity(settings: CognitoSettings): IdentitySettings {
  if (!settings.userPoolId || !settings.clientId) throw new Error('COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID must be set together');
  if (settings.endpoint && !/^https?:\/\/[^/]+/.test(settings.endpoint))
    throw new Error(`COGNITO_ENDPOINT must be an http(s) address, got "${settings.endpoint}"`);
  // COGNITO_ENDPOINT: a Cognito-compatible service (cognito-local, LocalStack) answers the API and issues the tokens.
  const endpoint = settings.endpoint ?? null;
  const issuer = `${endpoint ?? `https://cognito-idp.${settings.region}.amazonaws.com`}/${settings.userPoolId}`;
  return {
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    region: settings.region,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    endpoint,
    hostedDomain: settings.domain ?? null,
    passwordPolicy: PASSWORD_POLICY,
  };
}
