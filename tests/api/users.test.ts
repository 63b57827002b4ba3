import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createCognitoUser } from './helpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----propscout';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /users/register/', () => {
  it('registers from a multipart form, and a retry is idempotent', async () => {
    const user = await createCognitoUser();
    const form = multipart({
      email: user.email,
      cognito_username: user.username,
      firstname: 'Grace',
      lastname: 'Hopper',
      free_trial: 'true',
    });
    const first = await harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user) },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ email: user.email, firstname: 'Grace', free_trial: true });
    const retry = await harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user) },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
  });

  it('refuses to register someone else', async () => {
    const user = await createCognitoUser();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { email: user.email, cognito_username: 'somebody-else', firstname: 'A', lastname: 'B' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 with field errors for a missing name and a bad email', async () => {
    const user = await createCognitoUser();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { email: 'not-an-email', cognito_username: user.username, lastname: 'B' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'firstname']);
  });
});

describe('profile', () => {
  it('answers 404 before registration, then updates validated fields', async () => {
    const user = await createCognitoUser();
    expect((await harness.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) })).statusCode).toBe(404);
    await harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { email: user.email, cognito_username: user.username, firstname: 'A', lastname: 'B' },
    });
    const bad = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: bearer(user),
      payload: { phone: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('phone');
    const good = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: bearer(user),
      payload: { phone: '+1 (555) 010-2000', company: 'Acme Capital' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ phone: '+1 (555) 010-2000', company: 'Acme Capital', firstname: 'A', timezone: 'UTC' });
    const zone = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: bearer(user),
      payload: { timezone: 'America/Chicago' },
    });
    expect(zone.json().timezone).toBe('America/Chicago');
    const badZone = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: bearer(user),
      payload: { timezone: 'Mars/Olympus' },
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors).toHaveProperty('timezone');
  });
});
