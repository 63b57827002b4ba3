import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL without a trailing slash: the base of every absolute link the API hands out. */
    publicUrl: string;
  }
}

/**
 * An absolute link to `pathAndQuery` (which starts with `/`) under the configured PUBLIC_URL. Never built from the Host
 * or X-Forwarded-* headers: whoever sends the request must not choose where paging or download links point.
 */
export function absoluteUrl(request: FastifyRequest, pathAndQuery: string): URL {
  // Concatenated, not resolved: a request path such as `//evil.example/x` must stay a path under PUBLIC_URL.
  return new URL(`${request.server.config.publicUrl}${pathAndQuery}`);
}
