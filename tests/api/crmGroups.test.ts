import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registeredUser } from './helpers.ts';
import { apiAs, contact, type Api } from './crmHelpers.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let api: Api;
let bobApi: Api;
beforeAll(async () => {
  harness = await buildTestApp();
  api = apiAs(harness.app, await registeredUser(harness.app));
  bobApi = apiAs(harness.app, await registeredUser(harness.app));
});
afterAll(() => harness.close());

const emails = (body: { results: { email: string }[] }) => body.results.map((c) => c.email).sort();

describe('groups CRUD', () => {
  it('creates with members, lists with member counts, simplified, updates, 409 on a duplicate name', async () => {
    const own = apiAs(harness.app, await registeredUser(harness.app));
    const [a, b] = [await contact(own), await contact(own)];
    const bobs = await contact(bobApi);
    const created = await own.post('/crm/groups/', { name: 'Cash buyers', description: 'Close fast', contact_ids: [a.id, b.id, bobs.id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Cash buyers', description: 'Close fast', contact_count: 2 });
    await own.post('/crm/groups/', { name: 'Agents' });
    const list = await own.get('/crm/groups/');
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((g: { name: string; contact_count: number }) => [g.name, g.contact_count])).toEqual([
      ['Agents', 0],
      ['Cash buyers', 2],
    ]);
    const simple = await own.get('/crm/groups/simplified/');
    expect(simple.body).toEqual([
      { id: expect.any(Number), name: 'Agents', contact_count: 0 },
      { id: created.body.id, name: 'Cash buyers', contact_count: 2 },
    ]);
    expect((await own.post('/crm/groups/', { name: 'cash BUYERS' })).status).toBe(409);
    const renamed = await own.put('/crm/groups/', { id: created.body.id, name: 'Cash investors' });
    expect(renamed.body).toMatchObject({ name: 'Cash investors', description: 'Close fast', contact_count: 2 });
    expect((await own.put('/crm/groups/', { id: created.body.id, name: 'Agents' })).status).toBe(409);
    // Another user's private group is 404, as an unknown id (issue 27's sharing rule).
    expect((await bobApi.put('/crm/groups/', { id: created.body.id, name: 'Mine' })).status).toBe(404);
    expect((await own.put('/crm/groups/', { id: 987654, name: 'X' })).status).toBe(404);
  });

  it('validates names and pages', async () => {
    expect((await api.post('/crm/groups/', { name: '' })).status).toBe(400);
    expect((await api.post('/crm/groups/', { name: '   ' })).status).toBe(400);
    expect((await api.post('/crm/groups/', {})).body.errors).toHaveProperty('name');
    const own = apiAs(harness.app, await registeredUser(harness.app));
    for (const name of ['A', 'B', 'C']) await own.post('/crm/groups/', { name });
    expect((await own.get('/crm/groups/?ordering=-name')).body.results.map((g: { name: string }) => g.name)).toEqual(['C', 'B', 'A']);
    const second = await own.get('/crm/groups/?page=2&page_size=2');
    expect(second.body).toMatchObject({ count: 3, next: null });
    expect(second.body.results.map((g: { name: string }) => g.name)).toEqual(['C']);
    expect(second.body.previous).not.toBeNull();
  });

  it("bulk delete removes only the caller's groups and keeps the contacts", async () => {
    const c = await contact(api);
    const mine = (await api.post('/crm/groups/', { name: 'Delete me', contact_ids: [c.id] })).body;
    const bobs = (await bobApi.post('/crm/groups/', { name: 'Keep me' })).body;
    const response = await api.delete(`/crm/groups/?group_ids=${mine.id},${bobs.id}`);
    expect(response.body).toEqual({ deleted: [mine.id] });
    expect((await bobApi.get('/crm/groups/simplified/')).body.map((g: { id: number }) => g.id)).toContain(bobs.id);
    expect((await api.get(`/crm/contacts/search/?keyword=${encodeURIComponent(c.email)}`)).body.count).toBe(1);
    expect((await api.delete('/crm/groups/?group_ids=')).status).toBe(400);
  });
});

describe('group members', () => {
  it('lists members and non-members, searchable, paged; add/remove answer counts', async () => {
    const own = apiAs(harness.app, await registeredUser(harness.app));
    const ann = await contact(own, { first_name: 'Ann', last_name: 'Zeta', email: 'ann@example.com' });
    const ben = await contact(own, { first_name: 'Ben', last_name: 'Yak', email: 'ben@example.com' });
    const cal = await contact(own, { first_name: 'Cal', last_name: 'Xu', email: 'cal@example.com' });
    const bobs = await contact(bobApi, { email: 'bob-contact@example.com' });
    const group = (await own.post('/crm/groups/', { name: 'Members' })).body;

    const added = await own.post(`/crm/groups/${group.id}/contacts/add/`, { contact_ids: [ann.id, ben.id, bobs.id] });
    expect(added.body).toEqual({ group_id: group.id, contact_count: 2, added: [ann.id, ben.id].sort((x, y) => x - y) });
    const again = await own.post(`/crm/groups/${group.id}/contacts/add/`, { contact_ids: [ann.id] });
    expect(again.body).toMatchObject({ contact_count: 2, added: [] });

    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/`)).body)).toEqual(['ann@example.com', 'ben@example.com']);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/notin/`)).body)).toEqual(['cal@example.com']);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/search/?keyword=ben`)).body)).toEqual(['ben@example.com']);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/search/?keyword=cal`)).body)).toEqual([]);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/notin/search/?keyword=xu`)).body)).toEqual(['cal@example.com']);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/notin/search/?keyword=ann`)).body)).toEqual([]);
    const paged = await own.get(`/crm/groups/${group.id}/contacts/?page_size=1&page=2`);
    expect(paged.body).toMatchObject({ count: 2, next: null });
    expect(emails(paged.body)).toEqual(['ann@example.com']); // ordered by last name: Yak, Zeta
    // ?id= (react-admin fetching records from a list) filters within the list it is given to.
    expect((await own.get(`/crm/groups/${group.id}/contacts/?id=${ann.id}`)).body).toMatchObject({ count: 1, results: [{ id: ann.id }] });
    expect((await own.get(`/crm/groups/${group.id}/contacts/?id=${ann.id},${cal.id}`)).body.count).toBe(1);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/notin/?id=${ann.id},${cal.id}`)).body)).toEqual(['cal@example.com']);
    expect(emails((await own.get(`/crm/groups/${group.id}/contacts/search/?keyword=example&id=${ben.id}`)).body)).toEqual([
      'ben@example.com',
    ]);

    const removed = await own.post(`/crm/groups/${group.id}/contacts/remove/`, { contact_ids: [ben.id, cal.id] });
    expect(removed.body).toEqual({ group_id: group.id, contact_count: 1, removed: [ben.id] });

    // Deleting a contact removes it from its groups.
    await own.delete(`/crm/contacts/?contact_ids=${ann.id}`);
    expect((await own.get('/crm/groups/simplified/')).body[0].contact_count).toBe(0);
  });

  it('answers 404, not 500, when the group goes between the ownership check and the update', async () => {
    const group = (await api.post('/crm/groups/', { name: 'Vanishing' })).body;
    // A trigger that skips the update stands in for a delete landing between the check and the write.
    await harness.db.query(`create function skip_vanishing() returns trigger language plpgsql as $$ begin return null; end $$`);
    await harness.db.query(
      `create trigger skip_vanishing before update on crm_groups for each row when (old.name = 'Vanishing') execute function skip_vanishing()`,
    );
    try {
      const answer = await api.put('/crm/groups/', { id: group.id, name: 'Renamed' });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Group not found.' });
    } finally {
      await harness.db.query('drop trigger skip_vanishing on crm_groups');
      await harness.db.query('drop function skip_vanishing()');
    }
  });

  it('guards the group: 404 unknown or not yours, 400 bad bodies', async () => {
    const group = (await api.post('/crm/groups/', { name: 'Guarded' })).body;
    expect((await api.get('/crm/groups/123456789/contacts/')).status).toBe(404);
    expect((await bobApi.get(`/crm/groups/${group.id}/contacts/notin/`)).status).toBe(404);
    expect((await bobApi.post(`/crm/groups/${group.id}/contacts/add/`, { contact_ids: [1] })).status).toBe(404);
    expect((await api.post(`/crm/groups/${group.id}/contacts/add/`, { contact_ids: [] })).status).toBe(400);
    expect((await api.post(`/crm/groups/${group.id}/contacts/remove/`, {})).status).toBe(400);
    expect((await api.get('/crm/groups/abc/contacts/')).status).toBe(400);
  });
});
