import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Hashed build output: a file's name changes with its content, so it can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built app from dist/; every non-API GET that is no file answers index.html. Files get a route each
 * (`wildcard: false`): a catch-all route would also catch unknown /api/ paths, which must stay a plain 404.
 */
export default fp<{ root: string }>(async (app, { root }) => {
  const built = fs.existsSync(path.join(root, 'index.html'));
  const assets = path.join(root, 'assets') + path.sep;
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404 (the app then reports a chunk load failure), never index.html.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (!built) return reply.status(503).type('text/plain').send('The app is not built: run `npm run build` (npm start does it).');
    return reply.sendFile('index.html');
  });
}, { name: 'spa' });
