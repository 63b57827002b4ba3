import { createRequire } from 'node:module';
import { importJWK, SignJWT, type JWK } from 'jose';

const require = createRequire(import.meta.url);
/** cognito-local's signing key: tokens signed with it are as genuine to the server as the provider's own. */
export const cognitoLocalKey = (require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK & { kid: string } }).jwk;

/** The claims of a real token. */
export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The user's own ID token claims with `overrides`, signed with `key` (by default the provider's). */
export async function forgeIdToken(
  user: { idToken: string },
  overrides: Record<string, unknown>,
  key?: { key: CryptoKey | Uint8Array; kid: string },
): Promise<string> {
  const signer = key ?? { key: await importJWK(cognitoLocalKey, 'RS256'), kid: cognitoLocalKey.kid };
  return new SignJWT({ ...claimsOf(user.idToken), ...overrides }).setProtectedHeader({ alg: 'RS256', kid: signer.kid }).sign(signer.key);
}
