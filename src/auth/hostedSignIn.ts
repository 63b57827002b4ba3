import { loadRuntimeConfig } from './runtimeConfig.ts';
import type { SessionTokens } from './tokens.ts';

/** Social sign-in through the provider's hosted page: authorization code with PKCE (RFC 7636). */
const VERIFIER_KEY = 'ps_pkce_verifier';
const STATE_KEY = 'ps_pkce_state';
const RETURN_KEY = 'ps_pkce_return';

export const callbackUrl = () => `${window.location.origin}/login/callback`;

function randomString(bytes = 32) {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function codeChallenge(verifier: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Builds the hosted-page address and remembers the verifier and state for the callback. */
export async function hostedSignInUrl(options: { provider?: string; freeTrial?: boolean } = {}) {
  const config = await loadRuntimeConfig();
  if (!config.hostedDomain) throw new Error('Social sign-in is not configured for this portal.');
  const verifier = randomString(48);
  const state = randomString(16);
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(RETURN_KEY, options.freeTrial ? '?free_trial=true' : '');
  const url = new URL(`${config.hostedDomain}/oauth2/authorize`);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: callbackUrl(),
    scope: 'openid email profile',
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(options.provider ? { identity_provider: options.provider } : {}),
  }).toString();
  return url.toString();
}

/** Exchanges the callback's code at the token endpoint; refuses a state that is not ours. */
export async function completeHostedSignIn(params: URLSearchParams): Promise<SessionTokens & { freeTrial: boolean }> {
  const error = params.get('error_description') ?? params.get('error');
  if (error) throw new Error(error);
  const code = params.get('code');
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  if (!code || !verifier || params.get('state') !== sessionStorage.getItem(STATE_KEY)) {
    throw new Error('This sign-in link is no longer valid. Please start the sign-in again.');
  }
  const freeTrial = sessionStorage.getItem(RETURN_KEY) === '?free_trial=true';
  [VERIFIER_KEY, STATE_KEY, RETURN_KEY].forEach((key) => sessionStorage.removeItem(key));
  const config = await loadRuntimeConfig();
  const response = await fetch(`${config.hostedDomain}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      code,
      redirect_uri: callbackUrl(),
      code_verifier: verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, string>;
  if (!response.ok) throw new Error(body.error_description ?? 'The sign-in could not be completed. Please try again.');
  return { idToken: body.id_token!, accessToken: body.access_token!, refreshToken: body.refresh_token, freeTrial };
}
