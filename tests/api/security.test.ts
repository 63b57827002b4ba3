import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';

const PUBLIC_URL = 'https://portal.example';
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;

beforeAll(async () => {
  harness = await buildTestApp({ PUBLIC_URL });
  user = await registeredUser(harness.app);
});
afterAll(() => harness.close());

const inject = (options: InjectOptions) => harness.app.inject(options);
const contactCount = async () => (await harness.db.query<{ n: number }>('select count(*)::int as n from crm_contacts'))[0]!.n;

describe('authentication is decided on the route the router matched, not on how the URL is spelled', () => {
  const spellings = [
    '/%61pi/users/profile/',
    '/%61%70%69/users/profile/',
    '/api/users/%70rofile/',
    '//api/users/profile/',
    '/API/users/profile/',
    '/api/../api/users/profile/',
    '/api/./users/profile/',
    '/api/users/profile',
  ];

  it('the router does resolve encoded spellings to the API route (so the checks below mean something)', async () => {
    const response = await inject({ method: 'GET', url: '/%61pi/users/profile/', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email });
  });

  it.each(spellings)('GET %s without a token reaches no handler', async (url) => {
    const response = await inject({ method: 'GET', url });
    expect(response.body).not.toContain(user.email);
    if (String(response.headers['content-type']).startsWith('application/json')) {
      expect([401, 404]).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('detail');
    } else {
      // No route matched: the app's index.html (or the "not built" notice), never the handler's answer.
      expect([200, 503]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^text\/(html|plain)/);
    }
  });

  it.each(spellings.map((url) => url.replace('users/profile', 'crm/contacts').replace('users/%70rofile', 'crm/%63ontacts')))(
    'POST %s without a token creates nothing',
    async (url) => {
      const before = await contactCount();
      const response = await inject({ method: 'POST', url, payload: { email: 'intruder@example.com', first_name: 'Eve' } });
      expect([401, 404]).toContain(response.statusCode);
      expect(await contactCount()).toBe(before);
    },
  );

  it('refuses before reading the body: a malformed body without a token is a 401, not a 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/crm/contacts/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

/** Routes that answer without a token, on purpose. Anything else in the OpenAPI document must refuse a missing token. */
const PUBLIC_ROUTES = [
  'GET /api/health/',
  'GET /api/config/',
  'GET /api/properties/{id}/placeholder.svg',
  // The sample report, and reports shared by an unguessable signed token.
  'GET /api/report/demo/',
  'GET /api/report/demo/pdf',
  'GET /api/report/shared/{token}/',
  'GET /api/report/shared/{token}/pdf',
  // A listing opened from an automated e-mail by its signed, expiring link.
  'GET /api/properties/shared/{token}/',
  // Plans are shown before sign-up; Stripe's webhook is verified by its signature instead of a token.
  'GET /api/subscription/plans/',
  'POST /api/subscription/webhook/',
  // The embeddable widget opens its session inside a partner's page: the key's allowed origins decide, not a sign-in.
  'POST /api/embed/session/',
];

describe('every documented route needs a token unless it is public', () => {
  const documented = () => {
    const paths = (harness.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as 'GET', path })),
    );
  };

  it('documents the API once per path (no route registered both with and without its trailing slash)', () => {
    const paths = documented().map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
    expect(paths.length).toBeGreaterThan(40);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers 401 {detail} without a token on every route but the public ones', async () => {
    const answers: Record<string, number> = {};
    for (const { method, path } of documented()) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      answers[`${method} ${path}`] = response.statusCode;
    }
    const refused = Object.entries(answers)
      .filter(([, status]) => status === 401)
      .map(([route]) => route);
    const answered = Object.keys(answers).filter((route) => !refused.includes(route));
    expect(answered.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('keeps the documentation itself public', async () => {
    expect((await inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('routes answer with and without their trailing slash', () => {
  it('serves the same route both ways', async () => {
    for (const url of ['/api/users/profile', '/api/users/profile/', '/api/searches/saved/999999', '/api/searches/saved/999999/']) {
      const response = await inject({ method: 'GET', url, headers: bearer(user) });
      expect(response.statusCode, url).toBe(url.includes('saved') ? 404 : 200);
      expect(response.json(), url).not.toEqual({ detail: 'Not found.' });
    }
  });
});

describe('security headers', () => {
  const csp = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;

  it('sends a strict policy with API answers, and no-store when authenticated', async () => {
    const response = await inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // The browser signs in against the identity provider itself.
    const { identityEndpoint } = (await inject({ method: 'GET', url: '/api/config/' })).json() as { identityEndpoint: string };
    expect(policy['connect-src']).toEqual(["'self'", new URL(identityEndpoint).origin]);
  });

  it('sends HSTS and upgrade-insecure-requests when the public URL is https', async () => {
    const response = await inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(csp(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    // A public answer carries no no-store: it holds nothing personal.
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('sends the same policy with the app page', async () => {
    const response = await inject({ method: 'GET', url: '/products/lists/new-search' });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(csp(response.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('POST /users/register/ takes the email from the verified ID token', () => {
  const register = async (token: string, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/users/register/', headers: { authorization: `Bearer ${token}` }, payload });

  it('registers with the ID token email when the body sends none', async () => {
    const { createCognitoUser } = await import('./helpers.ts');
    const someone = await createCognitoUser();
    const response = await register(someone.idToken, { cognito_username: someone.username, firstname: 'Ada', lastname: 'King' });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(someone.email);
  });

  it('refuses an access token (it carries no verified email)', async () => {
    const { createCognitoUser } = await import('./helpers.ts');
    const someone = await createCognitoUser();
    const response = await register(someone.accessToken, {
      email: someone.email,
      cognito_username: someone.username,
      firstname: 'A',
      lastname: 'B',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/ID token/);
    const profile = await inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(someone) });
    expect(profile.statusCode).toBe(404);
  });

  it('refuses a body email naming someone else, and never changes the registered address', async () => {
    const response = await register(user.idToken, {
      email: 'victim@example.com',
      cognito_username: user.username,
      firstname: 'A',
      lastname: 'B',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'email does not match the signed-in user.' });
    const profile = await inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) });
    expect(profile.json().email).toBe(user.email);
  });
});

describe('absolute links come from PUBLIC_URL, never from request headers', () => {
  it('ignores Host and X-Forwarded-Host/Proto in paging links when no proxy is trusted', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      await inject({ method: 'POST', url: '/api/crm/contacts/', headers: bearer(user), payload: { email } });
    }
    const response = await inject({
      method: 'GET',
      url: '/api/crm/contacts/?page_size=1',
      headers: { ...bearer(user), host: 'attacker.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().next).toBe(`${PUBLIC_URL}/api/crm/contacts/?page_size=1&page=2`);
    const second = await inject({ method: 'GET', url: response.json().next.replace(PUBLIC_URL, ''), headers: bearer(user) });
    expect(second.json().previous).toBe(`${PUBLIC_URL}/api/crm/contacts/?page_size=1`);
  });
});
