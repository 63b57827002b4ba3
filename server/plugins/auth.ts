import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentitySettings } from '../identity/identitySettings.ts';
import { NOT_REGISTERED, registeredUserId } from '../lib/currentUser.ts';
import { ApiError } from '../lib/errors.ts';

export interface AuthenticatedUser {
  sub: string;
  username: string;
  email: string | undefined;
  /** 'id' for an ID token (it carries the verified email), 'access' for an access token. */
  tokenUse: 'id' | 'access';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route that requires a token; on an `auth: 'optional'` route read it with {@link optionalAuth}. */
    auth: AuthenticatedUser;
    /** The caller's users.id, looked up once per request by this plugin; reading it for an unregistered account is a 403. */
    readonly userId: number;
    registeredUserId: number | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (health, config, plans). */
    public?: boolean;
    /**
     * 'optional': the token is verified when an Authorization header is sent (a bad one is still a 401), and otherwise
     * request.auth is left unset for the route to decide (a download's file by its signed link, or by its owner's token).
     */
    auth?: 'optional';
  }
}

interface AuthOptions {
  identity: IdentitySettings;
  production: boolean;
}

/**
 * Verifies the Cognito token of every route not marked `config: { public: true }` (or, without a header, `auth: 'optional'`).
 * The decision is made on the route the router matched, never on the spelling of the URL (`/%61pi/…`, `//api/…`).
 */
export default fp<AuthOptions>(
  async (app, { identity, production }) => {
    if (production && identity.issuer.startsWith('http:')) {
      throw new Error(`Refusing the http issuer ${identity.issuer} with NODE_ENV=production`);
    }
    const verifyToken = tokenVerifier(identity);
    app.decorateRequest('auth', null as unknown as AuthenticatedUser);
    app.decorateRequest('registeredUserId', null);
    app.decorateRequest('userId', {
      getter(this: FastifyRequest) {
        if (this.registeredUserId === null) throw new ApiError(403, NOT_REGISTERED);
        return this.registeredUserId;
      },
    });
    // onRequest runs once the router has matched the route and before any body is read: a refused request is never parsed.
    app.addHook('onRequest', async (request) => {
      if (!requiresToken(request)) return;
      const header = request.headers.authorization;
      if (header === undefined && request.routeOptions.config.auth === 'optional') return;
      const token = header?.match(/^Bearer (.+)$/i)?.[1];
      if (!token) throw new ApiError(401, 'Authentication credentials were not provided.');
      request.auth = await verifyToken(token);
      request.registeredUserId = await registeredUserId(app.db, request.auth.sub);
    });
  },
  { name: 'auth' },
);

/**
 * Whether the request needs a token: every matched route does unless it declares `config: { public: true }`. A request
 * no route matched goes to the not-found handler, which answers 404 (or the app's index.html) and reaches no handler.
 */
function requiresToken(request: FastifyRequest): boolean {
  if (request.is404) return false;
  return request.routeOptions.config.public !== true;
}

/** Marks every route registered in this plugin's scope public (static files, the API documentation). */
export function publicRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

/** The verified caller of an `auth: 'optional'` route; null when the request carried no token. */
export function optionalAuth(request: FastifyRequest): AuthenticatedUser | null {
  return (request.auth as AuthenticatedUser | null) ?? null;
}

/** The identity provider's keys could not be fetched (time-out or network failure), as opposed to a bad token. */
const isUnreachableKeys = (error: unknown) => error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError);

/** Tokens already verified, kept until they expire: a signature check costs about 0.2 ms of CPU on every request. */
const VERIFIED_TOKENS_KEPT = 5_000;

export function tokenVerifier(identity: Pick<IdentitySettings, 'issuer' | 'jwksUrl' | 'clientId'>) {
  // Fetched once and cached; a slow identity provider (a busy machine) gets 10 s, not jose's 5, before tokens are refused.
  const keys = createRemoteJWKSet(new URL(identity.jwksUrl), { timeoutDuration: 10_000 });
  const verified = new Map<string, { user: AuthenticatedUser; expiresAt: number }>();
  const verify = (token: string) => jwtVerify(token, keys, { issuer: identity.issuer, algorithms: ['RS256'] });
  // A key fetch that failed on the network (a kept-alive socket the provider had just closed) is retried once: it says
  // nothing about the token, so it must not sign the user out with a 401.
  const verifyReachingKeys = async (token: string) => {
    try {
      return await verify(token);
    } catch (error) {
      if (!isUnreachableKeys(error)) throw error;
      return verify(token);
    }
  };
  return async (token: string): Promise<AuthenticatedUser> => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.user;
    verified.delete(token);
    let payload: JWTPayload;
    try {
      ({ payload } = await verifyReachingKeys(token));
    } catch (error) {
      if (isUnreachableKeys(error))
        throw new ApiError(503, 'The sign-in service could not be reached to check your session. Please try again in a moment.');
      throw new ApiError(401, 'Given token not valid for any token type');
    }
    const forThisClient =
      payload.token_use === 'id'
        ? payload.aud === identity.clientId
        : payload.token_use === 'access' && payload.client_id === identity.clientId;
    if (!forThisClient || !payload.sub) throw new ApiError(401, 'Given token not valid for any token type');
    const user = {
      sub: payload.sub,
      username: String(payload['cognito:username'] ?? payload.username ?? payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      tokenUse: payload.token_use === 'id' ? ('id' as const) : ('access' as const),
    };
    // A Map iterates in insertion order: the first key is the oldest.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    if (payload.exp !== undefined) verified.set(token, { user, expiresAt: payload.exp * 1000 });
    return user;
  };
}
