import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Serves the built app from dist/; every non-API GET that is no file answers index.html. */
export default fp<{ root: string }>(async (app, { root }) => {
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404 (the app then reports a chunk load failure), never index.html.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (!built) return reply.status(503).type('text/plain').send('The app is not built: run `npm run build` (npm start does it).');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}, { name: 'spa' });
