import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentitySettings } from '../identity/identitySettings.ts';
import { NOT_REGISTERED, registeredUserId } from '../users/currentUser.ts';
import type { ApiCall, KeyService } from '../keys/keyService.ts';
import type { RegisteredApiRoute } from '../keys/endpointDocs.ts';
import type { PublicApiRoute } from '../keys/publicApi.ts';
import { NOT_A_WIDGET_CALL } from '../keys/widget.ts';
import { ApiError } from '../lib/errors.ts';
import { throttled } from './rateLimit.ts';

export interface AuthenticatedUser {
  sub: string;
  username: string;
  email: string | undefined;
  /** The ID token's `email_verified` claim: the provider confirmed the address belongs to the user (false for access tokens). */
  emailVerified: boolean;
  /** 'id' for an ID token (it carries the email), 'access' for an access token. */
  tokenUse: 'id' | 'access';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes declared `config: { apiKey }`, in registration order: the developer API's documentation lists them. */
    publicApiRoutes: RegisteredApiRoute[];
  }
  interface FastifyRequest {
    /** Set for every route that requires a token; on an `auth: 'optional'` route read it with {@link optionalAuth}. */
    auth: AuthenticatedUser;
    /** The caller's users.id, looked up once per request by this plugin; reading it for an unregistered account is a 403. */
    readonly userId: number;
    registeredUserId: number | null;
    /** Set when the request was authenticated by an API key or an embed session (no token): the key, and the credits spent. */
    apiCall: ApiCall | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (health, config, plans). */
    public?: boolean;
    /**
     * 'optional': the token is verified when an Authorization header is sent (a bad one is still a 401), and otherwise
     * request.auth is left unset for the route to decide (a download's file by its signed link, or by its owner's token).
     */
    auth?: 'optional';
    /** A route of the public developer API: X-API-Key or X-Embed-Token is accepted in place of a token (see keys/publicApi.ts). */
    apiKey?: PublicApiRoute;
  }
}

interface AuthOptions {
  identity: IdentitySettings;
  production: boolean;
  /** API keys: without them (tests of other plugins) X-API-Key is not accepted anywhere. */
  apiKeys?: KeyService;
}

/**
 * Verifies the Cognito token of every route not marked `config: { public: true }` (or, without a header, `auth: 'optional'`).
 * The decision is made on the route the router matched, never on the spelling of the URL (`/%61pi/…`, `//api/…`).
 */
export default fp<AuthOptions>(
  async (app, { identity, production, apiKeys }) => {
    if (production && identity.issuer.startsWith('http:')) {
      throw new Error(`Refusing the http issuer ${identity.issuer} with NODE_ENV=production`);
    }
    const verifyToken = tokenVerifier(identity);
    app.decorateRequest('auth', null as unknown as AuthenticatedUser);
    app.decorateRequest('registeredUserId', null);
    app.decorateRequest('apiCall', null);
    const publicApiRoutes: RegisteredApiRoute[] = [];
    app.decorate('publicApiRoutes', publicApiRoutes);
    app.addHook('onRoute', (route) => {
      const api = route.config?.apiKey;
      if (!api || publicApiRoutes.some((known) => known.api.id === api.id)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') publicApiRoutes.push({ method, url: route.url, api });
    });
    app.decorateRequest('userId', {
      getter(this: FastifyRequest) {
        if (this.registeredUserId === null) throw new ApiError(403, NOT_REGISTERED);
        return this.registeredUserId;
      },
    });
    // onRequest runs once the router has matched the route and before any body is read: a refused request is never parsed.
    app.addHook('onRequest', async (request, reply) => {
      if (!requiresToken(request)) return;
      const header = request.headers.authorization;
      if (header === undefined && request.routeOptions.config.auth === 'optional') return;
      if (header === undefined && apiKeys && request.routeOptions.config.apiKey && (await byApiKey(request, reply, apiKeys))) return;
      const token = header?.match(/^Bearer (.+)$/i)?.[1];
      if (!token) throw new ApiError(401, 'Authentication credentials were not provided.');
      request.auth = await verifyToken(token);
      request.registeredUserId = await registeredUserId(app.db, request.auth.sub);
    });
    if (apiKeys) {
      // The widget's searches: the listings they showed are the ones whose report the visitor may open (keys/widget.ts).
      app.addHook('preSerialization', async (request, reply, payload) => {
        const widget = request.apiCall?.widget;
        if (widget && request.routeOptions.config.apiKey?.widget?.kind === 'search' && reply.statusCode < 300)
          await apiKeys.widget.remember(widget, listingIdsOf(payload));
        return payload;
      });
      // Every call made with a key is logged with its route, answer, credits and time: the key's counts and call log.
      // Logged and settled before the answer leaves (onSend, not onResponse), so the caller's next call, or the
      // owner's look at the log, already sees it.
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.apiCall) return payload;
        try {
          const { widget, keyId, startedAt, credits } = request.apiCall;
          // What a widget call set aside of its caps and did not spend goes back.
          if (widget) await apiKeys.widget.settle(widget, keyId, startedAt, credits);
          await apiKeys.record(request.apiCall, {
            method: request.method,
            route: request.routeOptions.url ?? request.url,
            status: reply.statusCode,
            durationMs: reply.elapsedTime,
          });
        } catch (error) {
          request.log.error({ err: error }, 'an API call could not be logged');
        }
        return payload;
      });
    }
  },
  { name: 'auth' },
);

/**
 * Authenticates a public-API route's request by its X-API-Key or X-Embed-Token as the key's owner; false when it carries
 * neither (the token is required then). 401 for a bad key or session, 403 without API access on the owner's plan, 429
 * past the key's requests per minute (with Retry-After); every answer carries the RateLimit-* headers. An embed token
 * (the website widget) is also refused (403) from another origin than its session's and on routes that are not the
 * widget's calls, and sets aside the most the call may spend of its caps (402 past them).
 */
async function byApiKey(request: FastifyRequest, reply: FastifyReply, apiKeys: KeyService): Promise<boolean> {
  const key = request.headers['x-api-key'];
  const embed = request.headers['x-embed-token'];
  if (typeof key !== 'string' && typeof embed !== 'string') return false;
  const call = typeof key === 'string' ? await apiKeys.identifyKey(key) : await apiKeys.identifyEmbed(embed as string, request.headers);
  // Known from here on: the call is logged (onSend) whatever the answer.
  request.apiCall = call;
  const widgetUse = request.routeOptions.config.apiKey?.widget;
  if (call.widget && !widgetUse) throw new ApiError(403, NOT_A_WIDGET_CALL);
  const limit = await apiKeys.admit(call);
  reply.header('ratelimit-limit', limit.limit);
  reply.header('ratelimit-remaining', limit.remaining);
  reply.header('ratelimit-reset', limit.resetSeconds);
  if (!limit.allowed) {
    reply.header('retry-after', limit.resetSeconds);
    throw throttled(limit.resetSeconds);
  }
  if (call.widget && widgetUse) await apiKeys.widget.reserve(call.widget, call.keyId, call.startedAt, widgetUse.maxCredits);
  request.registeredUserId = call.userId;
  return true;
}

/** The listing ids of a search answer's `results`. */
function listingIdsOf(payload: unknown): string[] {
  const results = (payload as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? results.map((row) => String((row as { id?: unknown }).id)).filter((id) => /^[0-9]{1,18}$/.test(id)) : [];
}

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

export const EMAIL_NOT_VERIFIED =
  'Your email address is not verified yet. Confirm it with the code the sign-up sent you, then sign in again.';

/**
 * The caller's email address, for actions that register it or send mail to it: only from an ID token whose address the
 * identity provider verified (403 otherwise), so nobody receives the portal's mail, or blocks an address, by claiming it.
 */
export function verifiedEmail(auth: AuthenticatedUser): string {
  if (auth.tokenUse !== 'id') throw new ApiError(403, 'Use the ID token: it carries the verified email address.');
  if (!auth.email) throw new ApiError(403, 'The ID token carries no email address.');
  if (!auth.emailVerified) throw new ApiError(403, EMAIL_NOT_VERIFIED);
  return auth.email;
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
      // Cognito writes a boolean; some federated sign-ins write the string 'true'.
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      tokenUse: payload.token_use === 'id' ? ('id' as const) : ('access' as const),
    };
    // A Map iterates in insertion order: the first key is the oldest.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    if (payload.exp !== undefined) verified.set(token, { user, expiresAt: payload.exp * 1000 });
    return user;
  };
}
