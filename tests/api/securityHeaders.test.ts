import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auth from '../../server/plugins/auth.ts';
import securityHeaders from '../../server/plugins/securityHeaders.ts';
import { testIdentity } from './helpers.ts';

const app = Fastify();

beforeAll(async () => {
  await app.register(auth, { identity: testIdentity(), production: false });
  await app.register(securityHeaders, { publicUrl: 'http://localhost:3000', identity: testIdentity() });
  app.get('/page', { config: { public: true } }, async () => 'page');
  app.get('/embeddable', { config: { public: true } }, async (_request, reply) =>
    reply.allowFraming(['https://partner.example']).send('embedded'),
  );
  app.get('/bad-embed', { config: { public: true } }, async (_request, reply) =>
    reply.allowFraming(['https://x.example; script-src *']).send('no'),
  );
});
afterAll(() => app.close());

describe('security headers over plain http', () => {
  it('sends no HSTS and no upgrade-insecure-requests when the public URL is http', async () => {
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline'; script-src");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets a route allow framing by named origins only, keeping the rest of the policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/embeddable' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors https://partner.example');
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses a frame source that would smuggle in another directive', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-embed' });
    expect(response.statusCode).toBe(500);
  });
});
