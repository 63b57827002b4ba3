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
