import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { PROPERTY_LISTS, SAVED_PROPERTIES } from '../../../src/dataProvider/resourceNames.ts';

const EMPTY = { count: 0, next: null, previous: null, results: [] };

function recorder() {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { status: 200, headers: new Headers(), json: path.includes('?') ? EMPTY : { id: 4 } };
  });
  return { calls, provider: createDataProvider(request) };
}

describe('saved property lists data provider URLs', () => {
  it('maps property-lists onto /properties/lists/ (PATCH to rename or share) and a list’s items onto its items path', async () => {
    const { calls, provider } = recorder();
    await provider.getList(PROPERTY_LISTS, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
      filter: { own: true },
    });
    await provider.getOne(PROPERTY_LISTS, { id: 4 });
    await provider.create(PROPERTY_LISTS, { data: { name: 'Probates', shared: true } });
    await provider.update(PROPERTY_LISTS, { id: 4, data: { shared: false }, previousData: { id: 4 } });
    await provider.delete(PROPERTY_LISTS, { id: 4, previousData: { id: 4 } });
    await provider.changeLinks(PROPERTY_LISTS, { id: 4, relation: 'items', change: 'add', ids: [12, 15] });
    await provider.changeLinks(PROPERTY_LISTS, { id: 4, relation: 'items', change: 'remove', ids: [12] });
    await provider.getManyReference(SAVED_PROPERTIES, {
      target: 'list',
      id: 4,
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    // The spec's saved-properties list is unchanged.
    await provider.getList(SAVED_PROPERTIES, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /properties/lists/?page=1&page_size=100&own=true',
      'GET /properties/lists/4/',
      'POST /properties/lists/',
      'PATCH /properties/lists/4/',
      'DELETE /properties/lists/4/',
      'POST /properties/lists/4/items/add/',
      'POST /properties/lists/4/items/remove/',
      'GET /properties/lists/4/items/?page=2&page_size=25',
      'GET /properties/saved/?page=1&page_size=25',
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      undefined,
      undefined,
      { name: 'Probates', shared: true },
      { shared: false },
      undefined,
      { property_ids: [12, 15] },
      { property_ids: [12] },
      undefined,
      undefined,
    ]);
  });
});
