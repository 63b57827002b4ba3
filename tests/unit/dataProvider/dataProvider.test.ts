import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { listQuery } from '../../../src/dataProvider/query.ts';

/** An http client that records every call and answers with `body`. */
function recorder(body: unknown = { count: 0, next: null, previous: null, results: [] }) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { status: 200, headers: new Headers(), json: body };
  });
  return { calls, provider: createDataProvider(request) };
}

const CONTACTS = 'products/lists/clients-groups';
const SAVED = 'products/lists/saved-searches';
const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('query strings', () => {
  it('maps paging, ordering and filters', () => {
    expect(
      listQuery({ pagination: { page: 3, perPage: 50 }, sort: { field: 'last_name', order: 'DESC' }, filter: { role: 'agent' } }),
    ).toBe('page=3&page_size=50&ordering=-last_name&role=agent');
  });
});

describe('data provider URLs', () => {
  it('lists with ?page and page_size and reads {count, results}', async () => {
    const { calls, provider } = recorder({ count: 30, next: null, previous: null, results: [{ id: 1 }] });
    const result = await provider.getList(CONTACTS, list);
    expect(calls[0]!.path).toBe('/crm/contacts/?page=2&page_size=25');
    expect(result).toEqual({ data: [{ id: 1 }], total: 30 });
  });

  it('switches to the search path with ?keyword for a q filter', async () => {
    const { calls, provider } = recorder();
    await provider.getList(CONTACTS, { ...list, filter: { q: 'smith' } });
    expect(calls[0]!.path).toBe('/crm/contacts/search/?page=2&page_size=25&keyword=smith');
  });

  it('bulk-deletes with the resource parameter and resolves {data: ids}', async () => {
    const { calls, provider } = recorder({ deleted: [4, 7] });
    const result = await provider.deleteMany(CONTACTS, { ids: [4, 7] });
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/crm/contacts/?contact_ids=4,7' });
    expect(result).toEqual({ data: [4, 7] });
    await provider.deleteMany('products/lists/groups', { ids: [9] });
    expect(calls[1]!.path).toBe('/crm/groups/?group_ids=9');
    await provider.deleteMany('products/lists/automated-emails', { ids: [2, 3] });
    expect(calls[2]!.path).toBe('/automation/emails/?email_ids=2,3');
  });

  it('puts the id in the body for collection-level PUTs', async () => {
    const { calls, provider } = recorder({ id: 5, first_name: 'Ann' });
    await provider.update(CONTACTS, { id: 5, data: { first_name: 'Ann' }, previousData: { id: 5 } });
    expect(calls[0]).toEqual({ path: '/crm/contacts/', method: 'PUT', body: { first_name: 'Ann', id: 5 } });
  });

  it('uses the saved-search paths exactly as the spec writes them', async () => {
    const { calls, provider } = recorder({ id: 8 });
    await provider.getOne(SAVED, { id: 8 });
    await provider.update(SAVED, { id: 8, data: { name: 'Austin flips' }, previousData: { id: 8 } });
    await provider.delete(SAVED, { id: 8 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /searches/saved/8',
      'PUT /searches/saved/8/',
      'DELETE /searches/saved/8',
    ]);
  });

  it('lists, creates and reads the simplified list of saved searches', async () => {
    const { calls, provider } = recorder({ count: 0, next: null, previous: null, results: [] });
    await provider.getList(SAVED, { ...list, sort: { field: 'id', order: 'DESC' } });
    await provider.create(SAVED, { data: { name: 'Austin flips', query: { location: 'Austin, TX' } } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /searches/saved/?page=2&page_size=25', 'POST /searches/saved/']);
    expect(calls[1]!.body).toEqual({ name: 'Austin flips', query: { location: 'Austin, TX' } });
    const simplified = recorder([{ id: 3, name: 'Austin flips' }]);
    const result = await simplified.provider.getList(SAVED, { ...list, meta: { simplified: true } });
    expect(simplified.calls[0]!.path).toBe('/searches/saved/simplified/list/');
    expect(result).toEqual({ data: [{ id: 3, name: 'Austin flips' }], total: 1 });
    // Only the caller's own (the automated e-mails' picker), not those their team shares.
    await simplified.provider.getList(SAVED, { ...list, meta: { simplified: true, own: true } });
    expect(simplified.calls[1]!.path).toBe('/searches/saved/simplified/list/?own=true');
  });

  it('lists saved properties from /properties/saved/ with ?page', async () => {
    const { calls, provider } = recorder();
    await provider.getList('products/saved-properties', { ...list, pagination: { page: 1, perPage: 25 } });
    expect(calls[0]!.path).toBe('/properties/saved/?page=1&page_size=25');
  });
});
