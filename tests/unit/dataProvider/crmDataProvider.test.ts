import { describe, expect, it, vi } from 'vitest';
import { HttpError, type ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';

const EMPTY = { count: 0, next: null, previous: null, results: [] };

/** Records every call; `answer` may throw to play an API error. */
function recorder(answer: (path: string) => unknown = () => EMPTY) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init.method ?? 'GET', body });
    return { status: 200, headers: new Headers(), json: answer(path) };
  });
  return { calls, provider: createDataProvider(request) };
}

const CONTACTS = 'products/lists/clients-groups';
const GROUPS = 'products/lists/groups';
const EMAILS = 'products/lists/automated-emails';
const LOGS = 'products/lists/automated-emails/logs';
const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('CRM data provider URLs', () => {
  it('lists group members and non-members, switching to the search paths for a keyword', async () => {
    const { calls, provider } = recorder();
    await provider.getManyReference(CONTACTS, { ...page, target: 'group', id: 7, filter: {} });
    await provider.getManyReference(CONTACTS, { ...page, target: 'group', id: 7, filter: { q: 'ann lee' } });
    await provider.getManyReference(CONTACTS, { ...page, target: 'not_group', id: 7, filter: {} });
    await provider.getManyReference(CONTACTS, { ...page, target: 'not_group', id: 7, filter: { q: 'bob' } });
    expect(calls.map((c) => c.path)).toEqual([
      '/crm/groups/7/contacts/?page=1&page_size=10',
      '/crm/groups/7/contacts/search/?page=1&page_size=10&keyword=ann+lee',
      '/crm/groups/7/contacts/notin/?page=1&page_size=10',
      '/crm/groups/7/contacts/notin/search/?page=1&page_size=10&keyword=bob',
    ]);
  });

  it('lists the groups and contacts of an automated email, in and not in', async () => {
    const { calls, provider } = recorder();
    await provider.getManyReference(GROUPS, { ...page, target: 'automated_email', id: 3, filter: {} });
    await provider.getManyReference(GROUPS, { ...page, target: 'not_automated_email', id: 3, filter: { q: 'flip' } });
    await provider.getManyReference(CONTACTS, { ...page, target: 'automated_email', id: 3, filter: { q: 'x' } });
    await provider.getManyReference(CONTACTS, { ...page, target: 'not_automated_email', id: 3, filter: {} });
    expect(calls.map((c) => c.path)).toEqual([
      '/automation/emails/3/groups/?page=1&page_size=10',
      '/automation/emails/3/groups/notin/search/?page=1&page_size=10&keyword=flip',
      '/automation/emails/3/contacts/search/?page=1&page_size=10&keyword=x',
      '/automation/emails/3/contacts/notin/?page=1&page_size=10',
    ]);
  });

  it('adds and removes links with the parameter the API names', async () => {
    const { calls, provider } = recorder(() => ({ group_id: 7, contact_count: 2, added: [1, 2] }));
    const result = await provider.changeLinks(GROUPS, { id: 7, relation: 'contacts', change: 'add', ids: [1, 2] });
    await provider.changeLinks(GROUPS, { id: 7, relation: 'contacts', change: 'remove', ids: [2] });
    await provider.changeLinks(EMAILS, { id: 3, relation: 'groups', change: 'add', ids: [9] });
    await provider.changeLinks(EMAILS, { id: 3, relation: 'contacts', change: 'remove', ids: [4] });
    expect(calls).toEqual([
      { path: '/crm/groups/7/contacts/add/', method: 'POST', body: { contact_ids: [1, 2] } },
      { path: '/crm/groups/7/contacts/remove/', method: 'POST', body: { contact_ids: [2] } },
      { path: '/automation/emails/3/groups/add/', method: 'POST', body: { group_ids: [9] } },
      { path: '/automation/emails/3/contacts/remove/', method: 'POST', body: { contact_ids: [4] } },
    ]);
    expect(result.data).toMatchObject({ contact_count: 2 });
  });

  it('posts the status change, the test send and the CSV import', async () => {
    const { calls, provider } = recorder(() => ({ id: 3, status: 'paused' }));
    await provider.act(EMAILS, { action: 'status', id: 3, body: { status: 'paused' } });
    await provider.act(EMAILS, { action: 'send_now', id: 3 });
    const form = new FormData();
    form.set('file', new Blob(['email\na@b.co\n'], { type: 'text/csv' }), 'contacts.csv');
    await provider.act(CONTACTS, { action: 'import', body: form });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /automation/emails/3/status/change/',
      'POST /automation/emails/3/send-now/',
      'POST /crm/contacts/import/',
    ]);
    expect(calls[0]!.body).toEqual({ status: 'paused' });
    expect(calls[1]!.body).toEqual({});
    expect(calls[2]!.body).toBeInstanceOf(FormData);
  });

  it('passes the log filters and newest-first ordering through', async () => {
    const { calls, provider } = recorder();
    await provider.getList(LOGS, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { email_id: 3, status: 'failed' },
    });
    expect(calls[0]!.path).toBe('/automation/emails/logs/?page=1&page_size=25&ordering=-created_at&email_id=3&status=failed');
  });

  it('fetches one group or email from its list with ?id, as the lists have no single-item path', async () => {
    const { calls, provider } = recorder(() => ({ count: 1, next: null, previous: null, results: [{ id: 5, name: 'Buyers' }] }));
    const { data } = await provider.getOne(GROUPS, { id: 5 });
    await provider.getOne(EMAILS, { id: 5 });
    expect(calls.map((c) => c.path)).toEqual(['/crm/groups/?page=1&page_size=100&id=5', '/automation/emails/?page=1&page_size=100&id=5']);
    expect(data).toEqual({ id: 5, name: 'Buyers' });
  });

  it('fetches many contacts or groups with one list call per 100 ids, and saved searches one by one', async () => {
    const { calls, provider } = recorder((path) =>
      path.startsWith('/searches/saved/')
        ? { id: Number(path.split('/')[3]) }
        : { count: 2, next: null, previous: null, results: [{ id: 1 }, { id: 2 }] },
    );
    const { data } = await provider.getMany(CONTACTS, { ids: [1, 2] });
    await provider.getMany(GROUPS, { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    await provider.getMany(EMAILS, { ids: [] });
    const saved = await provider.getMany('products/lists/saved-searches', { ids: [8, 9] });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect(calls.map((c) => c.path)).toEqual([
      '/crm/contacts/?page=1&page_size=100&id=1,2',
      `/crm/groups/?page=1&page_size=100&id=${hundred}`,
      '/crm/groups/?page=1&page_size=100&id=101',
      '/searches/saved/8',
      '/searches/saved/9',
    ]);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(saved.data).toEqual([{ id: 8 }, { id: 9 }]);
  });
});

describe('CRM form errors', () => {
  const failing = (status: number, body: unknown) =>
    recorder(() => {
      throw new HttpError(status, body, (body as { detail?: string }).detail ?? 'failed');
    });

  it('turns {field: [messages]} into one message per form field', async () => {
    const { provider } = failing(400, {
      detail: 'email: must match format',
      errors: { email: ['must match format "email"'], 'tags.0': ['too long'] },
    });
    const error = await provider.create(CONTACTS, { data: { email: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({ errors: { email: 'must match format "email"', tags: 'too long' } });
  });

  it('puts a duplicate (409 without field errors) on the resource conflict field', async () => {
    const contact = failing(409, { detail: 'A contact with the email a@b.co is already in your list.' });
    const error = await contact.provider
      .update(CONTACTS, { id: 1, data: { email: 'a@b.co' }, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect((error as HttpError).body).toMatchObject({ errors: { email: 'A contact with the email a@b.co is already in your list.' } });
    const group = failing(409, { detail: 'You already have a group named Buyers.' });
    const groupError = await group.provider.create(GROUPS, { data: { name: 'Buyers' } }).catch((e: unknown) => e);
    expect((groupError as HttpError).body).toMatchObject({ errors: { name: 'You already have a group named Buyers.' } });
  });

  it('leaves other errors alone', async () => {
    const { provider } = failing(500, { detail: 'A server error occurred.' });
    const error = await provider.create(CONTACTS, { data: {} }).catch((e: unknown) => e);
    expect((error as HttpError).body).toEqual({ detail: 'A server error occurred.' });
  });
});
