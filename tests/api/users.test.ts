import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoCall } from '../../server/identity/cognitoApi.ts';
import { createConfirmedUser, markEmailVerified } from '../../server/identity/localUsers.ts';
import { EMAIL_NOT_VERIFIED } from '../../server/plugins/auth.ts';
import { claimsOf, forgeIdToken } from './forgedTokens.ts';
import { bearer, buildTestApp, createCognitoUser, identityProvider } from './helpers.ts';
import { apiAs } from './crmHelpers.ts';
import { savedSearch, userIdOf } from './searchFixtures.ts';

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

describe("the browser's time zone at sign-up (issue 29)", () => {
  const register = (user: Awaited<ReturnType<typeof createCognitoUser>>, timezone?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { cognito_username: user.username, firstname: 'Ann', lastname: 'Lee', ...(timezone ? { timezone } : {}) },
    });
  const hourIn = (timeZone: string, iso: string) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

  it("becomes the user's zone, so an email at 8 without its own zone goes out at 8 there, not at 8 UTC", async () => {
    const user = await createCognitoUser();
    const registered = await register(user, 'America/New_York');
    expect(registered.statusCode).toBe(201);
    expect(registered.json().timezone).toBe('America/New_York');

    const search = await savedSearch(harness.db, await userIdOf(harness.db, user), '78701', 'Austin flips');
    const email = await apiAs(harness.app, user).post('/automation/emails/', {
      name: 'Morning deals',
      saved_search_id: search,
      subject: 'New deals',
      body: 'Hi {{first_name}}',
      schedule: 'daily',
    });
    expect(email.status).toBe(201);
    expect(email.body).toMatchObject({ timezone: null, effective_timezone: 'America/New_York', send_hour: 8 });
    expect(hourIn('America/New_York', email.body.next_run_at)).toBe(8);
    // 8 in New York is 12 or 13 UTC (daylight or standard time), never 8.
    expect([12, 13]).toContain(new Date(email.body.next_run_at).getUTCHours());

    // A repeated registration (a retried sign-up) keeps the stored zone.
    const retry = await register(user, 'Europe/Paris');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().timezone).toBe('America/New_York');
  });

  it('is UTC when the browser sent none', async () => {
    const registered = await register(await createCognitoUser());
    expect(registered.json().timezone).toBe('UTC');
  });

  it('refuses what is not an IANA zone name, in words, and registers nothing', async () => {
    for (const zone of ['Mars/Olympus', '+05:00', 'America/New York']) {
      const user = await createCognitoUser();
      const refused = await register(user, zone);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('The time zone is not one this service knows. Use an IANA time zone such as America/Chicago.');
      expect(refused.json().errors.timezone).toEqual(['Use an IANA time zone such as America/Chicago.']);
      expect((await harness.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(user) })).statusCode).toBe(404);
    }
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

describe('a verified email address (issue 25)', () => {
  const register = (token: string, username: string, email?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...(email ? { email } : {}), cognito_username: username, firstname: 'Ann', lastname: 'Lee' },
    });
  const usersWith = (email: string) => harness.db.query('select 1 from users where lower(email) = lower($1)', [email]);

  it('registers only an address the provider verified: an unverified one is a 403 that takes nothing, and registers once verified', async () => {
    const email = `unverified-${randomUUID()}@example.com`;
    const user = await createConfirmedUser(identityProvider(), email, 'Sup3r-secret!', { emailVerified: false });
    expect(claimsOf(user.idToken).email_verified).toBe(false);
    const refused = await register(user.idToken, user.username, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: EMAIL_NOT_VERIFIED });
    expect(await usersWith(email)).toEqual([]);

    // The user proves the mailbox (the confirmation code): the next sign-in's ID token says so, and the account registers.
    const { endpoint, clientId, userPoolId } = identityProvider();
    await markEmailVerified(endpoint, userPoolId, email);
    const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(endpoint, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Sup3r-secret!' },
    });
    expect(claimsOf(AuthenticationResult.IdToken).email_verified).toBe(true);
    expect((await register(AuthenticationResult.IdToken, user.username, email)).statusCode).toBe(201);
  });

  it('verifies the address when the sign-up is confirmed with the mailed code, as Cognito does (the sign-up screen’s way)', async () => {
    const { endpoint, clientId } = identityProvider();
    const email = `confirmed-${randomUUID()}@example.com`;
    await cognitoCall(endpoint, 'SignUp', { ClientId: clientId, Username: email, Password: 'Sup3r-secret!' });
    await cognitoCall(endpoint, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: '123456' });
    const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: { IdToken: string } }>(endpoint, 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Sup3r-secret!' },
    });
    expect(claimsOf(AuthenticationResult.IdToken).email_verified).toBe(true);
  });

  it('never lets an unverified claim to someone else’s address block its owner (no 409 for the real owner)', async () => {
    const owner = await createCognitoUser();
    const intruder = await createCognitoUser();
    // A genuine token (signed by the provider) for the intruder's account, claiming the owner's address unverified.
    const claim = await forgeIdToken(intruder, { email: owner.email, email_verified: false });
    const refused = await register(claim, intruder.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(EMAIL_NOT_VERIFIED);
    expect(await usersWith(owner.email)).toEqual([]);
    expect((await register(owner.idToken, owner.username, owner.email)).statusCode).toBe(201);
    // The string form some federated sign-ins write counts as verified too; an access token carries no verified address.
    const stringClaim = await forgeIdToken(intruder, { email_verified: 'true' });
    expect((await register(stringClaim, intruder.username)).statusCode).toBe(201);
    expect((await register(intruder.accessToken, intruder.username)).statusCode).toBe(403);
  });
});

describe('names refuse control and text-direction characters (issue 25)', () => {
  const form = (user: Awaited<ReturnType<typeof createCognitoUser>>, names: Record<string, string>) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: bearer(user),
      payload: { email: user.email, cognito_username: user.username, firstname: 'Ann', lastname: 'Lee', ...names },
    });

  it.each([
    ['firstname', 'Eve\r\nBcc: everyone@example.com'],
    ['firstname', 'Ring\u0007'],
    ['lastname', 'gpj.\u202eexe'],
    ['lastname', 'Isolated\u2066name\u2069'],
    ['lastname', 'Del\u007f'],
  ])('registration: %s %j is a 400 naming the field', async (field, value) => {
    const user = await createCognitoUser();
    const refused = await form(user, { [field]: value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: `${field} may not contain control characters or text-direction overrides.`,
      errors: { [field]: ['Remove line breaks, control characters and text-direction overrides.'] },
    });
    expect(await harness.db.query('select 1 from users where cognito_sub = $1', [user.sub])).toEqual([]);
  });

  it('takes names in any script, and the profile update checks names and the company the same way', async () => {
    const user = await createCognitoUser();
    const created = await form(user, { firstname: 'José María', lastname: 'محمد-Ō’Brien' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ firstname: 'José María', lastname: 'محمد-Ō’Brien' });
    const update = (payload: object) => harness.app.inject({ method: 'PUT', url: '/api/users/update/', headers: bearer(user), payload });
    for (const [field, value] of [
      ['firstname', 'A\nB'],
      ['lastname', '\u202dLee'],
      ['company', 'Acme\u0000 Capital'],
    ]) {
      const refused = await update({ [field!]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors, field).toHaveProperty(field!);
    }
    expect((await update({ company: 'Acme Capital' })).json()).toMatchObject({ company: 'Acme Capital', firstname: 'José María' });
  });
});
