import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { publicRoutes } from './auth.ts';

/** Hashed build output: a file's name changes with its content, so it can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface SpaOptions {
  root: string;
  /** Whether the build's *.map files are served (not in production: they would publish the source). */
  sourceMaps?: boolean;
  /**
   * The origins allowed to frame the embeddable pages (/iframe, /report, /auction-report) for the `embed` query
   * parameter's widget id (an API key's allowed origins); needs the security-headers plugin (reply.allowFraming).
   */
  frameAncestors?: (embedId: string) => Promise<string[]>;
}

/** The pages a partner's website may frame, when the `embed` parameter names a widget whose key allows that website. */
const EMBEDDABLE_PAGES = new Set(['/iframe', '/report', '/auction-report']);
const EMBED_ID = /^emb_[A-Za-z0-9_-]{1,40}$/;

/**
 * Serves the built app from dist/; every non-API GET that is no file answers index.html. Files get a route each
 * (`wildcard: false`): a catch-all route would also catch unknown /api/ paths, which must stay a plain 404.
 * The files are public routes, served precompressed (the build writes .br and .gz beside each file) when the browser
 * accepts it.
 */
export default fp<SpaOptions>(
  async (app, { root, sourceMaps = true, frameAncestors }) => {
    const built = fs.existsSync(path.join(root, 'index.html'));
    const assets = path.join(root, 'assets') + path.sep;
    if (built) {
      // reply.sendFile (index.html for the app's routes) on this instance; the files' routes in a scope that marks them public.
      const sending = {
        root,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply: FastifyReply, file: string) => {
          reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
        },
      };
      await app.register(fastifyStatic, { ...sending, serve: false });
      await app.register(async (files) => {
        publicRoutes(files);
        await files.register(fastifyStatic, {
          ...sending,
          decorateReply: false,
          wildcard: false,
          index: false,
          // The compressed copies are reached through Accept-Encoding, not by their own names.
          globIgnore: ['**/*.br', '**/*.gz', ...(sourceMaps ? [] : ['**/*.map'])],
        });
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      // A missing asset is a 404 (the app then reports a chunk load failure), never index.html.
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
        return reply.status(404).send({ detail: 'Not found.' });
      }
      if (frameAncestors) {
        // An embedded page opened with ?embed=…: only the websites its key allows may frame it ('none' for an unknown widget).
        const url = new URL(request.url, 'http://portal.invalid');
        const embed = url.searchParams.get('embed');
        if (EMBEDDABLE_PAGES.has(url.pathname.replace(/\/$/, '')) && embed !== null) {
          const origins = EMBED_ID.test(embed) ? await frameAncestors(embed) : [];
          reply.allowFraming(origins.length ? origins : ["'none'"]);
        }
      }
      if (!built) return reply.status(503).type('text/plain').send('The app is not built: run `npm run build` (npm start does it).');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
