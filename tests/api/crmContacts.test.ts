import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { apiAs, contact, fileUpload, type Api } from './crmHelpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let api: Api;
let bobApi: Api;
beforeAll(async () => {
  harness = await buildTestApp();
  alice = await registeredUser(harness.app);
  api = apiAs(harness.app, alice);
  bobApi = apiAs(harness.app, await registeredUser(harness.app));
});
afterAll(() => harness.close());

describe('contacts CRUD', () => {
  it('creates with every field, normalizes tags, and lists it', async () => {
    const created = await api.post('/crm/contacts/', {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 (555) 010-2000',
      company: 'Analytical Capital',
      role: 'investor',
      tags: ['Flip', 'flip', ' cash '],
      notes: 'Likes duplexes.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ first_name: 'Ada', role: 'investor', tags: ['Flip', 'cash'], unsubscribed: false });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const list = await api.get('/crm/contacts/');
    expect(list.body.results.map((c: { email: string }) => c.email)).toContain('ada@example.com');
  });

  it('answers 409 with a clear detail for an email already in the list, case-insensitively', async () => {
    await contact(api, { email: 'dup@example.com' });
    const again = await api.post('/crm/contacts/', { email: 'DUP@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('A contact with the email DUP@example.com is already in your list.');
    // Another user may hold the same address.
    expect((await bobApi.post('/crm/contacts/', { email: 'dup@example.com' })).status).toBe(201);
  });

  it('validates email, role, phone and unknown fields', async () => {
    const bad = await api.post('/crm/contacts/', { email: 'nope', role: 'wizard', phone: 'call me' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone', 'role']);
    expect((await api.post('/crm/contacts/', { first_name: 'No email' })).body.errors).toHaveProperty('email');
  });

  it('updates through PUT with the id in the body; 404 unknown or not yours, 409 duplicate', async () => {
    const mine = await contact(api);
    const other = await contact(api);
    const updated = await api.put('/crm/contacts/', { id: mine.id, company: 'Acme', role: 'lender' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: mine.id, company: 'Acme', role: 'lender', email: mine.email });
    expect((await api.put('/crm/contacts/', { id: 99999999, company: 'x' })).status).toBe(404);
    // Another user's private contact is 404, as an unknown id (issue 27's sharing rule: its ids reveal nothing).
    expect((await bobApi.put('/crm/contacts/', { id: mine.id, company: 'x' })).status).toBe(404);
    expect((await api.put('/crm/contacts/', { id: mine.id, email: other.email })).status).toBe(409);
    expect((await api.put('/crm/contacts/', { id: mine.id })).status).toBe(400);
  });

  it('pages with next/previous links', async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    for (let i = 0; i < 5; i += 1) await contact(own, { last_name: `Pager${i}` });
    const first = await own.get('/crm/contacts/?page_size=2');
    expect(first.body).toMatchObject({ count: 5, previous: null });
    expect(first.body.results.map((c: { last_name: string }) => c.last_name)).toEqual(['Pager0', 'Pager1']);
    expect(first.body.next).toContain('page=2');
    const last = await own.get('/crm/contacts/?page_size=2&page=3');
    expect(last.body.results.map((c: { last_name: string }) => c.last_name)).toEqual(['Pager4']);
    expect(last.body.next).toBeNull();
    expect((await own.get('/crm/contacts/?page=0')).status).toBe(400);
  });

  it('orders by ?ordering (DRF style) and filters by ?id, as the react-admin data provider asks', async () => {
    const own = apiAs(harness.app, await registeredUser(harness.app));
    const a = await contact(own, { first_name: 'Amy', company: 'Zeta' });
    const b = await contact(own, { first_name: 'Bea', company: 'Alpha' });
    const companies = async (query: string) =>
      (await own.get(`/crm/contacts/?${query}`)).body.results.map((c: { company: string }) => c.company);
    expect(await companies('ordering=company')).toEqual(['Alpha', 'Zeta']);
    expect(await companies('ordering=-company')).toEqual(['Zeta', 'Alpha']);
    expect(await companies('ordering=no_such_field')).toHaveLength(2);
    expect(await companies(`id=${a.id}`)).toEqual(['Zeta']);
    expect(await companies(`id=${a.id},${b.id}&ordering=-first_name`)).toEqual(['Alpha', 'Zeta']);
    expect((await own.get('/crm/contacts/?ordering=drop table')).status).toBe(400);
  });

  it('requires a token', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/crm/contacts/' })).statusCode).toBe(401);
  });
});

describe('GET /crm/contacts/search/', () => {
  it('matches name, full name, email, company and tags; literal % and paging', async () => {
    const own = apiAs(harness.app, await registeredUser(harness.app));
    await contact(own, { first_name: 'Grace', last_name: 'Hopper', company: 'Navy Realty', tags: ['cobol'] });
    await contact(own, { first_name: 'Alan', last_name: 'Turing', email: 'alan@enigma.org' });
    await contact(own, { first_name: 'Edsger', last_name: 'Dijkstra', company: '100% Equity' });
    const names = async (keyword: string) =>
      (await own.get(`/crm/contacts/search/?keyword=${encodeURIComponent(keyword)}`)).body.results.map(
        (c: { last_name: string }) => c.last_name,
      );
    expect(await names('grace hop')).toEqual(['Hopper']);
    expect(await names('ENIGMA')).toEqual(['Turing']);
    expect(await names('navy')).toEqual(['Hopper']);
    expect(await names('cobol')).toEqual(['Hopper']);
    expect(await names('100%')).toEqual(['Dijkstra']);
    expect(await names('0%')).toEqual(['Dijkstra']);
    expect(await names('')).toHaveLength(3);
    const paged = await own.get('/crm/contacts/search/?keyword=r&page_size=1&page=2');
    expect(paged.body.count).toBe(3);
    expect(paged.body.results).toHaveLength(1);
    // Other users' contacts never show up.
    expect((await bobApi.get('/crm/contacts/search/?keyword=hopper')).body.count).toBe(0);
  });
});

describe('DELETE /crm/contacts/?contact_ids', () => {
  it("deletes only the caller's rows and answers which", async () => {
    const mine = [await contact(api), await contact(api)];
    const bobs = await contact(bobApi);
    const response = await api.delete(`/crm/contacts/?contact_ids=${mine[0]!.id},${bobs.id},${mine[1]!.id},424242`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: [mine[0]!.id, mine[1]!.id].sort((a, b) => a - b) });
    const bobsList = await bobApi.get('/crm/contacts/search/?keyword=' + encodeURIComponent(bobs.email));
    expect(bobsList.body.count).toBe(1);
  });

  it('validates the id list', async () => {
    expect((await api.delete('/crm/contacts/?contact_ids=1,abc')).status).toBe(400);
    expect((await api.delete('/crm/contacts/')).status).toBe(400);
  });
});

describe('POST /crm/contacts/import/', () => {
  it('keeps good rows, reports bad ones by line, and skips duplicates with a reason', async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    await contact(own, { email: 'existing@example.com' });
    const csv = [
      'first_name,last_name,email,phone,company,role,tags,notes',
      'Ada,Lovelace,ada@example.com,+1 555 010 2000,Analytical,Investor,flip;cash,"likes, commas"',
      'Bad,Email,not-an-email,,,buyer,,',
      'Old,Friend,EXISTING@example.com,,,,,',
      'Ada,Again,ada@example.com,,,,,',
      'Wrong,Role,wrong@example.com,,,wizard,,',
      '"Multi","Line",multi@example.com,,,,,"first',
      'second"',
      'Last,Row,last@example.com,,,agent,,',
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
    expect(report).toMatchObject({ total_rows: 7, created_count: 3 });
    expect(report.errors.map((e: { line: number }) => e.line)).toEqual([3, 6]);
    expect(report.errors[0].errors).toHaveProperty('email');
    expect(report.errors[1].detail).toMatch(/^Role: /);
    expect(report.skipped).toEqual([
      { line: 4, email: 'EXISTING@example.com', reason: 'Already in your contacts.' },
      { line: 5, email: 'ada@example.com', reason: 'Duplicate of line 2 in this file.' },
    ]);
    const ada = (await own.get('/crm/contacts/search/?keyword=lovelace')).body.results[0];
    expect(ada).toMatchObject({ role: 'investor', tags: ['flip', 'cash'], notes: 'likes, commas', company: 'Analytical' });
    expect((await own.get('/crm/contacts/search/?keyword=multi')).body.results[0].notes).toBe('first\nsecond');
  });

  it('checks rows with the same schema as the API: an email the API refuses is reported, not imported', async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    const csv = [
      'first_name,email,phone,tags',
      'Jose,josé@example.com,,',
      'Ok,ok@example.com,+1 555 010 2000,a;b',
      'No,,,',
      'Phone,phone@example.com,call me,',
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
    expect(report).toMatchObject({ total_rows: 4, created_count: 1 });
    expect(report.errors.map((e: { line: number }) => e.line)).toEqual([2, 4, 5]);
    expect(report.errors[0].errors.email).toEqual(['Enter a valid email address.']);
    expect(report.errors[1].errors).toHaveProperty('email');
    expect(report.errors[2].errors).toHaveProperty('phone');
    expect((await own.post('/crm/contacts/', { email: 'josé@example.com' })).status).toBe(400);
  });

  it('answers 400 without a file or without an email column', async () => {
    const user = await registeredUser(harness.app);
    const noFile = await harness.app.inject({ method: 'POST', url: '/api/crm/contacts/import/', headers: bearer(user), payload: {} });
    expect(noFile.statusCode).toBe(400);
    const upload = fileUpload('file', 'x.csv', 'name,phone\nA,1\n');
    const noEmail = await harness.app.inject({
      method: 'POST',
      url: '/api/crm/contacts/import/',
      headers: { ...upload.headers, ...bearer(user) },
      payload: upload.payload,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().detail).toBe(
      "No column of the file reads like an email address column (its columns are 'name', 'phone'). Choose the column that holds the email addresses.",
    );
  });
});

describe('POST /crm/contacts/import/ with a column mapping (issue 29)', () => {
  const importCsv = (user: TestUser, csv: string, fields: Record<string, string> = {}) => {
    const boundary = '----propscout-import';
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`;
    return harness.app.inject({
      method: 'POST',
      url: '/api/crm/contacts/import/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(user) },
      payload: `${parts.join('')}${file}--${boundary}--\r\n`,
    });
  };

  it("reads ordinary exports: 'Email Address' and 'E-mail' headers, with the names and phone beside them", async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    const outlook = await importCsv(
      user,
      ['First Name,Last Name,Email Address,Mobile Phone', 'Ada,Lovelace,ada@example.com,+1 555 010 2000'].join('\n'),
    );
    expect(outlook.statusCode).toBe(200);
    expect(outlook.json()).toMatchObject({ total_rows: 1, created_count: 1, group_added: 0 });
    expect((await own.get('/crm/contacts/search/?keyword=lovelace')).body.results[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 010 2000',
    });
    const other = await importCsv(user, ['Given name;Surname;E-mail'.replace(/;/g, ','), 'Grace,Hopper,grace@example.com'].join('\n'));
    expect(other.json()).toMatchObject({ total_rows: 1, created_count: 1 });
    expect((await own.get('/crm/contacts/search/?keyword=hopper')).body.results[0]).toMatchObject({
      first_name: 'Grace',
      email: 'grace@example.com',
    });
  });

  it('applies the chosen mapping and puts every contact of the file, new and already known, in the chosen group; reasons in words', async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    const group = (await own.post('/crm/groups/', { name: 'Imported buyers' })).body;
    await contact(own, { email: 'known@example.com' });
    const csv = [
      'Who,Contact,Org,Kind',
      'Ann Lee,ann@example.com,Lee Homes,buyer',
      'Known,known@example.com,,',
      'Bad,not-an-email,,',
      'Bo,bo@example.com,,wizard',
    ].join('\n');
    const mapping = JSON.stringify({ first_name: 'Who', email: 'Contact', company: 'Org', role: 'Kind' });
    const response = await importCsv(user, csv, { mapping, group_id: String(group.id) });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ total_rows: 4, created_count: 1, group_added: 2 });
    expect(report.skipped).toEqual([{ line: 3, email: 'known@example.com', reason: 'Already in your contacts.' }]);
    expect(report.errors.map((e: { line: number; detail: string }) => [e.line, e.detail.split(':')[0]])).toEqual([
      [4, 'Email'],
      [5, 'Role'],
    ]);
    const members = (await own.get(`/crm/groups/${group.id}/contacts/`)).body.results;
    expect(
      members
        .map((m: { email: string; company: string; role: string }) => [m.email, m.company, m.role])
        .sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['ann@example.com', 'Lee Homes', 'buyer'],
      ['known@example.com', '', 'other'],
    ]);
  });

  it('refuses, in words, a mapping without an email column, a column not in the file, unreadable JSON and a group not yours', async () => {
    const user = await registeredUser(harness.app);
    const csv = 'Name,Address\nAnn,ann@example.com\n';
    const noEmail = await importCsv(user, csv, { mapping: JSON.stringify({ first_name: 'Name' }) });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().detail).toBe('Choose the column that holds the email addresses.');
    const absent = await importCsv(user, csv, { mapping: JSON.stringify({ email: 'Email Address' }) });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().detail).toBe("The column 'Email Address' chosen for Email is not in the file; its columns are 'Name', 'Address'.");
    expect((await importCsv(user, csv, { mapping: '{email' })).json().detail).toBe('The column mapping could not be read.');

    const stranger = await registeredUser(harness.app);
    const theirs = (await apiAs(harness.app, stranger).post('/crm/groups/', { name: 'Not yours' })).body;
    const notYours = await importCsv(user, csv, { mapping: JSON.stringify({ email: 'Address' }), group_id: String(theirs.id) });
    expect([403, 404]).toContain(notYours.statusCode);
    expect((await apiAs(harness.app, user).get('/crm/contacts/search/?keyword=ann')).body.count).toBe(0);

    // As everywhere in the API, a field it does not know is dropped, not refused.
    const unknownField = await importCsv(user, csv, { mapping: JSON.stringify({ email: 'Address', nickname: 'Name' }) });
    expect(unknownField.statusCode).toBe(200);
    expect(unknownField.json()).toMatchObject({ created_count: 1 });
  });
});
