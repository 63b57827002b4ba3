import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../server/plugins/auth.ts';
import spa from '../../server/plugins/spa.ts';
import { testIdentity } from './helpers.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-dist-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>PropScout</title>');
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.map'), '{"version":3}');
const app = Fastify();
/** The same build served as in production: no source maps. */
const production = Fastify();

beforeAll(async () => {
  await app.register(auth, { identity: testIdentity(), production: false });
  await app.register(async (api) => api.get('/ping/', async () => ({ ok: true })), { prefix: '/api' });
  await app.register(spa, { root });
  await production.register(auth, { identity: testIdentity(), production: false });
  await production.register(spa, { root, sourceMaps: false });
});
afterAll(async () => {
  await app.close();
  await production.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built app', () => {
  it('answers index.html, not cached, for the routes of the app', async () => {
    for (const url of ['/', '/products/lists/new-search', '/products/properties/photos/7']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>PropScout</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets cacheable for good, and a missing asset is a 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-gone.js')).statusCode).toBe(404);
  });

  it('serves the precompressed copy the browser accepts, still cached for good', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // The compressed copies are no URLs of their own.
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
  });

  it('keeps source maps private in production', async () => {
    expect((await get('/assets/index-abc123.js.map')).statusCode).toBe(200);
    const hidden = await production.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('answers an unknown API path 404 {detail}, not 401 and not index.html', async () => {
    const response = await get('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect((await get('/api/ping/')).statusCode).toBe(401);
  });
});
