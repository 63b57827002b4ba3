import { badRequest } from '../lib/errors.ts';

export const MAX_ORIGINS = 20;

/**
 * An allowed origin as stored: "https://host[:port]" (any host) or "http://localhost[:port]" (development), lower case,
 * without a default port, path, query or credentials. Null when the text is no such origin.
 */
export function normalOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  if (/\/\/.*\/./.test(text.trim())) return null;
  if (url.protocol === 'https:' && /^[a-z0-9.-]+$/.test(url.hostname) && url.hostname.includes('.')) return url.origin;
  if (url.protocol === 'http:' && url.hostname === 'localhost') return url.origin;
  return null;
}

/** The origins of a PUT, checked and de-duplicated; 400 naming the first bad one. */
export function allowedOrigins(list: string[]): string[] {
  if (list.length > MAX_ORIGINS)
    throw badRequest(`At most ${MAX_ORIGINS} websites may embed one key.`, { allowed_origins: [`At most ${MAX_ORIGINS} origins.`] });
  const origins: string[] = [];
  for (const [index, text] of list.entries()) {
    const origin = normalOrigin(text);
    if (!origin) {
      const message = `'${text.slice(0, 200)}' is not an origin: use https://host[:port] (or http://localhost[:port] for development), without a path.`;
      throw badRequest(message, { allowed_origins: [`Item ${index + 1}: ${message}`] });
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The headers a browser sets itself on every request (a page's script cannot change them). */
export interface BrowserHeaders {
  origin?: string | string[];
  referer?: string | string[];
  'sec-fetch-site'?: string | string[];
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** "scheme://host[:port]" of a URL or origin as browsers serialise it (lower case, no default port); null when opaque. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin a browser says a request comes from: its Origin header, else the origin of its Referer (a same-origin GET
 * carries no Origin); null when it sends neither, or the opaque "null" of a sandboxed or privacy-hidden page.
 */
export function browserOrigin(headers: BrowserHeaders): string | null {
  const origin = single(headers.origin);
  if (origin !== undefined) return originOf(origin);
  const referer = single(headers.referer);
  return referer ? originOf(referer) : null;
}

/** The browser's Sec-Fetch-Site: whether the page that made the request shares its origin ('same-origin'), if sent. */
export const fetchSite = (headers: BrowserHeaders) => single(headers['sec-fetch-site']);

/** The portal's own origin, from its public address. */
export const portalOrigin = (publicUrl: string) => originOf(publicUrl)!;
