import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentitySettings } from '../identity/identitySettings.ts';

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when users open the portal over https. */
  publicUrl: string;
  /** The browser calls the identity provider itself (sign-in, hosted page token exchange): allowed in connect-src. */
  identity: Pick<IdentitySettings, 'endpoint' | 'hostedDomain' | 'region'>;
  /** MAP_STYLE_URL: the map fetches its style (and, on the same host, tiles, glyphs and sprites) from there. */
  mapStyleUrl?: string | null;
}

type Directives = Record<string, string[]>;

/** Origins the built app fetches from besides its own: the Cognito API (or cognito-local) and the hosted page's /oauth2/token. */
function identityOrigins(identity: SecurityHeadersOptions['identity']): string[] {
  const urls = [identity.endpoint ?? `https://cognito-idp.${identity.region}.amazonaws.com`, identity.hostedDomain];
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

/** The map style's origin when MAP_STYLE_URL is an absolute address (a path is the portal's own, 'self'). */
function mapOrigins(styleUrl: string | null | undefined): string[] {
  return styleUrl && /^https?:\/\//.test(styleUrl) ? [new URL(styleUrl).origin] : [];
}

/**
 * The Content-Security-Policy of every answer. Scripts only from the portal itself (the Vite build has no inline script);
 * styles may be inline because MUI's emotion injects them at run time; pictures of imported listings come from feeds'
 * https hosts. frame-ancestors 'self': no other site frames the portal unless a route says otherwise (reply.allowFraming).
 */
export function cspDirectives(options: SecurityHeadersOptions, overrides: { frameAncestors?: string[] } = {}): Directives {
  const https = options.publicUrl.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...identityOrigins(options.identity), ...mapOrigins(options.mapStyleUrl)],
    // MapLibre runs its tile worker from a blob: URL made by the portal's own script.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: overrides.frameAncestors ?? ["'self'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Helmet settings of the portal; a route may override any of them with its `helmet` route option (@fastify/helmet). */
export function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  const https = options.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    // Signed download links carry their signature in the query: never hand the URL to another site.
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers ignore HSTS over http; sending it from a plain-http deployment would only confuse.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Listing pictures and the placeholder may be shown by other origins (e-mail clients, embeds).
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * Helmet on every answer (HTML, API, files), and `Cache-Control: no-store` on every answer to an authenticated
 * request (personal data must not stay in shared or browser caches) unless the route set its own.
 */
declare module 'fastify' {
  interface FastifyReply {
    /**
     * Lets the given origins (e.g. `https://partner.example`) frame this answer: replaces the CSP's frame-ancestors
     * and drops X-Frame-Options. For embeddable pages, whose allowed origins may depend on the caller (an API key).
     */
    allowFraming(origins: string[]): FastifyReply;
  }
}

/** A frame-ancestors source: an origin or host pattern, or a keyword; nothing that could end the directive. */
const FRAME_SOURCE = /^(?:'self'|'none'|https?:\/\/[a-z0-9.*-]+(?::\d+)?|[a-z0-9.*-]+)$/i;

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, helmetOptions(options));
    app.decorateReply('allowFraming', function (this: FastifyReply, origins: string[]) {
      const bad = origins.find((origin) => !FRAME_SOURCE.test(origin));
      if (bad !== undefined || origins.length === 0) throw new Error(`Not a frame-ancestors source: ${bad ?? '(none)'}`);
      const policy = String(this.getHeader('content-security-policy') ?? '');
      const others = policy
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('frame-ancestors'));
      this.header('content-security-policy', [...others, `frame-ancestors ${origins.join(' ')}`].join(';'));
      this.removeHeader('x-frame-options');
      return this;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.auth || request.apiCall) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['auth'] },
);
