import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { apiAs, contact, type Api } from './crmHelpers.ts';
import { savedSearch, userIdOf } from './searchFixtures.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let api: Api;
let bobApi: Api;
let search: number;
let bobSearch: number;
beforeAll(async () => {
  harness = await buildTestApp();
  alice = await registeredUser(harness.app);
  api = apiAs(harness.app, alice);
  const bob = await registeredUser(harness.app);
  bobApi = apiAs(harness.app, bob);
  search = await savedSearch(harness.db, await userIdOf(harness.db, alice), '78701', 'Austin flips');
  bobSearch = await savedSearch(harness.db, await userIdOf(harness.db, bob), '10001');
});
afterAll(() => harness.close());

const draft = (fields: Record<string, unknown> = {}) => ({
  name: 'Weekly Austin deals',
  saved_search_id: search,
  subject: '{{listing_count}} new deals for {{first_name}}',
  body: 'Hi {{first_name}},\n\nHere are new matches.',
  schedule: 'weekly',
  send_hour: 9,
  send_weekday: 1,
  timezone: 'America/Chicago',
  ...fields,
});

describe('automated emails CRUD', () => {
  it('creates with recipients, lists with counts, and computes the next run in the time zone', async () => {
    const [a, b, c] = [await contact(api), await contact(api), await contact(api)];
    const group = (await api.post('/crm/groups/', { name: 'Email group', contact_ids: [a.id, b.id] })).body;
    const created = await api.post('/automation/emails/', draft({ group_ids: [group.id], contact_ids: [b.id, c.id] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Weekly Austin deals',
      saved_search_id: search,
      saved_search_name: 'Austin flips',
      status: 'active',
      timezone: 'America/Chicago',
      effective_timezone: 'America/Chicago',
      group_count: 1,
      contact_count: 2,
      recipient_count: 3, // a, b (in the group and picked) and c, once each
    });
    const next = new Date(created.body.next_run_at);
    expect(next.getUTCDay()).toBe(1);
    expect([14, 15]).toContain(next.getUTCHours()); // 9:00 in Chicago is 14:00 or 15:00 UTC
    const list = await api.get('/automation/emails/');
    expect(list.body.results.map((e: { id: number }) => e.id)).toContain(created.body.id);
  });

  it("defaults to the user's time zone and daily at 8", async () => {
    const created = await api.post(
      '/automation/emails/',
      draft({ timezone: undefined, schedule: 'daily', send_hour: undefined, send_weekday: undefined }),
    );
    expect(created.body).toMatchObject({ timezone: null, effective_timezone: 'UTC', send_hour: 8, schedule: 'daily' });
    expect(new Date(created.body.next_run_at).getUTCHours()).toBe(8);
  });

  it('validates: fields, time zone, placeholders, saved search ownership', async () => {
    const missing = await api.post('/automation/emails/', { name: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['saved_search_id', 'subject', 'body', 'schedule']));
    expect((await api.post('/automation/emails/', draft({ schedule: 'hourly' }))).status).toBe(400);
    expect((await api.post('/automation/emails/', draft({ send_hour: 24 }))).body.errors).toHaveProperty('send_hour');
    expect((await api.post('/automation/emails/', draft({ timezone: 'Mars/Base' }))).body.errors).toHaveProperty('timezone');
    const placeholder = await api.post('/automation/emails/', draft({ body: 'Hi {{nickname}}' }));
    expect(placeholder.body.errors.body[0]).toContain('{{nickname}}');
    const others = await api.post('/automation/emails/', draft({ saved_search_id: bobSearch }));
    expect(others.body.errors).toEqual({ saved_search_id: ['Not one of your saved searches.'] });
    expect((await api.post('/automation/emails/', draft({ saved_search_id: 99999999 }))).status).toBe(400);
  });

  it("updates via PUT with the id in the body; rescheduling follows the new settings; another user's e-mail is 404 (ids reveal nothing)", async () => {
    const created = (await api.post('/automation/emails/', draft())).body;
    const updated = await api.put('/automation/emails/', {
      id: created.id,
      schedule: 'daily',
      send_hour: 6,
      timezone: 'UTC',
      subject: 'Fresh deals',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ schedule: 'daily', send_hour: 6, subject: 'Fresh deals', name: 'Weekly Austin deals' });
    expect(new Date(updated.body.next_run_at).getUTCHours()).toBe(6);
    expect((await bobApi.put('/automation/emails/', { id: created.id, name: 'mine' })).status).toBe(404);
    expect((await api.put('/automation/emails/', { id: 99999999, name: 'x' })).status).toBe(404);
    expect((await api.put('/automation/emails/', { id: created.id, saved_search_id: bobSearch })).status).toBe(400);
  });

  it('changes status: explicit, toggle, and 403 for others', async () => {
    const created = (await api.post('/automation/emails/', draft())).body;
    const paused = await api.post(`/automation/emails/${created.id}/status/change/`, { status: 'paused' });
    expect(paused.body.status).toBe('paused');
    const toggled = await api.post(`/automation/emails/${created.id}/status/change/`, {});
    expect(toggled.body.status).toBe('active');
    expect((await api.post(`/automation/emails/${created.id}/status/change/`, { status: 'sleeping' })).status).toBe(400);
    const noBody = await harness.app.inject({
      method: 'POST',
      url: `/api/automation/emails/${created.id}/status/change/`,
      headers: bearer(alice),
    });
    expect(noBody.json().status).toBe('paused');
    expect((await bobApi.post(`/automation/emails/${created.id}/status/change/`, {})).status).toBe(404);
  });

  it("bulk delete removes only the caller's emails", async () => {
    const mine = (await api.post('/automation/emails/', draft())).body;
    const bobs = (await bobApi.post('/automation/emails/', draft({ saved_search_id: bobSearch }))).body;
    const response = await api.delete(`/automation/emails/?email_ids=${mine.id},${bobs.id}`);
    expect(response.body).toEqual({ deleted: [mine.id] });
    expect((await bobApi.get('/automation/emails/')).body.results.map((e: { id: number }) => e.id)).toEqual([bobs.id]);
    expect((await api.delete('/automation/emails/?email_ids=x')).status).toBe(400);
  });
});

describe('automated email recipients', () => {
  it('groups: list, notin, search, add, remove with recipient counts', async () => {
    const own = apiAs(harness.app, alice);
    const email = (await own.post('/automation/emails/', draft({ name: 'Recipients' }))).body;
    const sellers = (await own.post('/crm/groups/', { name: 'Sellers ZZ', contact_ids: [(await contact(own)).id] })).body;
    const lenders = (await own.post('/crm/groups/', { name: 'Lenders ZZ', description: 'hard money' })).body;
    const bobsGroup = (await bobApi.post('/crm/groups/', { name: 'Bob group' })).body;
    const added = await own.post(`/automation/emails/${email.id}/groups/add/`, { group_ids: [sellers.id, bobsGroup.id] });
    expect(added.body).toEqual({ automated_email_id: email.id, recipient_count: 1, added: [sellers.id] });
    const names = (body: { results: { name: string }[] }) => body.results.map((g) => g.name);
    expect(names((await own.get(`/automation/emails/${email.id}/groups/`)).body)).toEqual(['Sellers ZZ']);
    expect(names((await own.get(`/automation/emails/${email.id}/groups/notin/`)).body)).toContain('Lenders ZZ');
    expect(names((await own.get(`/automation/emails/${email.id}/groups/notin/`)).body)).not.toContain('Bob group');
    expect(names((await own.get(`/automation/emails/${email.id}/groups/search/?keyword=sell`)).body)).toEqual(['Sellers ZZ']);
    expect(names((await own.get(`/automation/emails/${email.id}/groups/search/?keyword=lend`)).body)).toEqual([]);
    expect(names((await own.get(`/automation/emails/${email.id}/groups/notin/search/?keyword=hard money`)).body)).toEqual(['Lenders ZZ']);
    const paged = await own.get(`/automation/emails/${email.id}/groups/notin/?page_size=1`);
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toContain('page=2');
    expect(names((await own.get(`/automation/emails/${email.id}/groups/notin/?id=${lenders.id},${sellers.id}`)).body)).toEqual([
      'Lenders ZZ',
    ]);
    expect((await own.get(`/automation/emails/${email.id}/groups/?id=${lenders.id}`)).body.count).toBe(0);
    const removed = await own.post(`/automation/emails/${email.id}/groups/remove/`, { group_ids: [sellers.id, lenders.id] });
    expect(removed.body).toEqual({ automated_email_id: email.id, recipient_count: 0, removed: [sellers.id] });
  });

  it('contacts: list, notin, search, add, remove; other users cannot look', async () => {
    const own = apiAs(harness.app, await registeredUser(harness.app));
    const ownSearch = await savedSearch(harness.db, (await own.get('/users/profile/')).body.id, '78702');
    const email = (await own.post('/automation/emails/', draft({ saved_search_id: ownSearch }))).body;
    const ann = await contact(own, { first_name: 'Ann', last_name: 'A', email: 'ann@deals.test' });
    const ben = await contact(own, { first_name: 'Ben', last_name: 'B', email: 'ben@deals.test' });
    const bobs = await contact(bobApi);
    const added = await own.post(`/automation/emails/${email.id}/contacts/add/`, { contact_ids: [ann.id, bobs.id] });
    expect(added.body).toEqual({ automated_email_id: email.id, recipient_count: 1, added: [ann.id] });
    const emails = (body: { results: { email: string }[] }) => body.results.map((c) => c.email);
    expect(emails((await own.get(`/automation/emails/${email.id}/contacts/`)).body)).toEqual(['ann@deals.test']);
    expect(emails((await own.get(`/automation/emails/${email.id}/contacts/notin/`)).body)).toEqual(['ben@deals.test']);
    expect(emails((await own.get(`/automation/emails/${email.id}/contacts/search/?keyword=ann`)).body)).toEqual(['ann@deals.test']);
    expect(emails((await own.get(`/automation/emails/${email.id}/contacts/notin/search/?keyword=ann`)).body)).toEqual([]);
    expect(emails((await own.get(`/automation/emails/${email.id}/contacts/notin/search/?keyword=ben`)).body)).toEqual(['ben@deals.test']);
    expect((await bobApi.get(`/automation/emails/${email.id}/contacts/`)).status).toBe(404);
    expect((await own.get('/automation/emails/424242/groups/')).status).toBe(404);
    expect((await own.post(`/automation/emails/${email.id}/contacts/add/`, { contact_ids: ['x'] })).status).toBe(400);
    const removed = await own.post(`/automation/emails/${email.id}/contacts/remove/`, { contact_ids: [ann.id, ben.id] });
    expect(removed.body).toEqual({ automated_email_id: email.id, recipient_count: 0, removed: [ann.id] });
    // Deleting a contact drops it from recipients.
    await own.post(`/automation/emails/${email.id}/contacts/add/`, { contact_ids: [ben.id] });
    await own.delete(`/crm/contacts/?contact_ids=${ben.id}`);
    expect((await own.get('/automation/emails/')).body.results[0].recipient_count).toBe(0);
  });
});

describe('send-now and logs', () => {
  it('queues a test to the account address and pages logs', async () => {
    const email = (await api.post('/automation/emails/', draft())).body;
    const queued = await harness.app
      .inject({ method: 'POST', url: `/api/automation/emails/${email.id}/send-now/`, headers: bearer(alice) })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ to: alice.email, listing_count: 0, outbox_id: expect.any(Number) });
    const bobContact = await contact(bobApi);
    expect((await api.post(`/automation/emails/${email.id}/send-now/`, { contact_id: bobContact.id })).status).toBe(403);
    expect((await bobApi.post(`/automation/emails/${email.id}/send-now/`, {})).status).toBe(404);
    const logs = await api.get('/automation/emails/logs/');
    expect(logs.status).toBe(200);
    expect(logs.body).toMatchObject({ count: expect.any(Number), next: null, previous: null });
    expect((await api.get('/automation/emails/logs/?page=0')).status).toBe(400);
  });
});

describe("the user's time zone", () => {
  const hourIn = (iso: string, timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));

  it('moves the next run of emails that follow it when it changes, and leaves emails with their own zone alone', async () => {
    const user = await registeredUser(harness.app);
    const own = apiAs(harness.app, user);
    const ownSearch = await savedSearch(harness.db, await userIdOf(harness.db, user), '78702');
    const following = (await own.post('/automation/emails/', draft({ saved_search_id: ownSearch, schedule: 'daily', timezone: undefined })))
      .body;
    const pinned = (await own.post('/automation/emails/', draft({ saved_search_id: ownSearch, schedule: 'daily', timezone: 'Asia/Tokyo' })))
      .body;
    expect(hourIn(following.next_run_at, 'UTC')).toBe(9);

    const changed = await harness.app.inject({
      method: 'PUT',
      url: '/api/users/update/',
      headers: bearer(user),
      payload: { timezone: 'America/Chicago' },
    });
    expect(changed.statusCode).toBe(200);
    const moved = (await own.get(`/automation/emails/?id=${following.id}`)).body.results[0];
    expect(moved.effective_timezone).toBe('America/Chicago');
    expect(hourIn(moved.next_run_at, 'America/Chicago')).toBe(9);
    expect(new Date(moved.next_run_at).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect((await own.get(`/automation/emails/?id=${pinned.id}`)).body.results[0].next_run_at).toBe(pinned.next_run_at);
  });
});
