import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '../../server/users/names.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { fileUpload } from './crmHelpers.ts';

/** Issue 25: a contact's or group's name is checked like every other name the product takes (server/users/names.ts). */

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
beforeAll(async () => {
  harness = await buildTestApp();
  user = await registeredUser(harness.app);
});
afterAll(() => harness.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) => harness.app.inject({ method, url, headers: bearer(user), payload });

describe('contact and group names refuse control and text-direction characters', () => {
  it('refuses them in a contact’s first name, last name and company, on create and update (400 naming the field)', async () => {
    for (const [field, value] of [
      ['first_name', 'Eve\r\nBcc: all@example.com'],
      ['last_name', 'gpj.\u202eexe'],
      ['company', 'Acme\u0007'],
    ]) {
      const refused = await send('POST', '/api/crm/contacts/', {
        email: `${field}@example.com`,
        first_name: 'A',
        last_name: 'B',
        [field!]: value,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors, field).toEqual({ [field!]: [NAME_CHARACTERS_MESSAGE] });
    }
    const created = await send('POST', '/api/crm/contacts/', { email: 'jose@example.com', first_name: 'José', last_name: 'محمد' });
    expect(created.statusCode).toBe(201);
    const update = await send('PUT', '/api/crm/contacts/', { id: created.json().id, last_name: 'Lee\u2066' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toHaveProperty('last_name');
  });

  it('refuses them in a group’s name', async () => {
    const refused = await send('POST', '/api/crm/groups/', { name: 'Buyers\nBcc', description: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ name: [NAME_CHARACTERS_MESSAGE] });
    const created = await send('POST', '/api/crm/groups/', { name: 'Buyers', description: '' });
    expect(created.statusCode).toBe(201);
    expect((await send('PUT', '/api/crm/groups/', { id: created.json().id, name: '\u202eBuyers' })).statusCode).toBe(400);
  });

  it('reports an imported row with such a name by line, and imports the others', async () => {
    const csv = [
      'first_name,last_name,email',
      'Ann,Lee,ann@example.com',
      '"Eve\rX",Doe,eve@example.com',
      'Bo,\u202eKim,bo@example.com',
    ].join('\n');
    const upload = fileUpload('file', 'contacts.csv', csv);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/crm/contacts/import/',
      headers: { ...upload.headers, ...bearer(user) },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ created_count: 1 });
    expect(report.errors.map((e: { line: number; errors: object }) => [e.line, e.errors])).toEqual([
      [3, { first_name: [NAME_CHARACTERS_MESSAGE] }],
      [4, { last_name: [NAME_CHARACTERS_MESSAGE] }],
    ]);
  });
});
