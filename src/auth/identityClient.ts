import { loadChunk } from '../lib/lazyPage.tsx';

/**
 * The Cognito client (amazon-cognito-identity-js, about 90 KB) loads on first use: a sign-in, a sign-up step, a token
 * refresh or a password change, not with the sign-in screen. Its chunk gets the same 120 s time-out as pages.
 */
export const identityClient = () => loadChunk('identity', () => import('./cognitoClient.ts'));
