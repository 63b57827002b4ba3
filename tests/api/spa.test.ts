import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../server/plugins/auth.ts';
import spa from '../../server/plugins/spa.ts';
import { testIdentity } from './helpers.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-dist-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>PropScout</title>');
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
const app = Fastify();

beforeAll(async () => {
  await app.register(auth, { identity: testIdentity(), production: false });
  await app.register(async (api) => api.get('/ping/', async () => ({ ok: true })), { prefix: '/api' });
  await app.register(spa, { root });
});
afterAll(async () => {
  await app.close();
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

  it('answers an unknown API path 404 {detail}, not 401 and not index.html', async () => {
    const response = await get('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect((await get('/api/ping/')).statusCode).toBe(401);
  });
});
