import { describe, expect, it, vi } from 'vitest';
import { HttpError, type ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { KEYS } from '../../../src/dataProvider/resourceNames.ts';

const KEY_ROW = {
  id: 4,
  name: 'Deal script',
  prefix: 'ps_live_ab12…',
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: null,
  request_count: 0,
  embed_id: 'emb_4x',
  allowed_origins: [],
  widget_session_credits: 5,
  widget_daily_credits: 50,
};

/** Records every call; `answer` may throw to play an API error. */
function recorder(answer: (path: string, method: string) => unknown = () => ({ count: 0, next: null, previous: null, results: [] })) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ path, method, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return { status: 200, headers: new Headers(), json: answer(path, method) };
  });
  return { calls, provider: createDataProvider(request) };
}

const page = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('API keys through the data provider', () => {
  it('lists keys with ?page and page_size on GET /keys/', async () => {
    const { calls, provider } = recorder(() => ({ count: 11, next: null, previous: 'x', results: [KEY_ROW] }));
    const result = await provider.getList(KEYS, page);
    expect(calls).toEqual([{ path: '/keys/?page=2&page_size=10', method: 'GET' }]);
    expect(result).toEqual({ data: [KEY_ROW], total: 11 });
  });

  it('creates with GET /keys/generate/?name (no body) and answers the full key', async () => {
    const created = { ...KEY_ROW, key: 'ps_live_secret' };
    const { calls, provider } = recorder(() => created);
    const result = await provider.create(KEYS, { data: { name: 'Agency site & co' } });
    expect(calls).toEqual([{ path: '/keys/generate/?name=Agency+site+%26+co', method: 'GET' }]);
    expect(result.data).toEqual(created);
  });

  it('deletes one key with GET /keys/delete/?key_id and answers the record it had', async () => {
    const { calls, provider } = recorder(() => ({ id: 4 }));
    const result = await provider.delete(KEYS, { id: 4, previousData: KEY_ROW });
    expect(calls).toEqual([{ path: '/keys/delete/?key_id=4', method: 'GET' }]);
    expect(result.data).toEqual(KEY_ROW);
  });

  it('deletes many keys with one GET /keys/delete/ per id and resolves {data: ids}', async () => {
    const { calls, provider } = recorder((path) => ({ id: Number(path.split('=')[1]) }));
    const result = await provider.deleteMany(KEYS, { ids: [4, 9, 12] });
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /keys/delete/?key_id=12',
      'GET /keys/delete/?key_id=4',
      'GET /keys/delete/?key_id=9',
    ]);
    expect(result).toEqual({ data: [4, 9, 12] });
  });

  it('rejects deleteMany when one delete is refused, with the server detail', async () => {
    const { provider } = recorder((path) => {
      if (path.endsWith('=9')) throw new HttpError(404, { detail: 'API key not found.' }, 'API key not found.');
      return { id: 4 };
    });
    await expect(provider.deleteMany(KEYS, { ids: [4, 9] })).rejects.toThrow('API key not found.');
  });

  it('reads one key from the list (no single-key path)', async () => {
    const { calls, provider } = recorder(() => ({ count: 2, next: null, previous: null, results: [{ ...KEY_ROW, id: 3 }, KEY_ROW] }));
    const { data } = await provider.getOne(KEYS, { id: 4 });
    expect(calls).toEqual([{ path: '/keys/?page=1&page_size=100&id=4', method: 'GET' }]);
    expect(data).toEqual(KEY_ROW);
  });

  it('sets origins and widget credits and reads the call log as domain methods; offers no way to reveal a key', async () => {
    const { calls, provider } = recorder((path) =>
      path.includes('/origins/') || path.includes('/widget-credits/') ? KEY_ROW : { count: 0, results: [] },
    );
    expect(provider).not.toHaveProperty('revealKey');
    await provider.setKeyOrigins(4, ['https://partner.example', 'http://localhost:8080']);
    expect(await provider.setWidgetCredits(4, { session: 3, day: 20 })).toEqual(KEY_ROW);
    await provider.keyCalls(4, { page: 3, pageSize: 50 });
    await provider.keyCalls(4);
    expect(calls).toEqual([
      { path: '/keys/4/origins/', method: 'PUT', body: { allowed_origins: ['https://partner.example', 'http://localhost:8080'] } },
      { path: '/keys/4/widget-credits/', method: 'PUT', body: { widget_session_credits: 3, widget_daily_credits: 20 } },
      { path: '/keys/4/calls/?page=3&page_size=50', method: 'GET' },
      { path: '/keys/4/calls/?page=1&page_size=25', method: 'GET' },
    ]);
  });

  it('reads the endpoint docs and the website audit', async () => {
    const { calls, provider } = recorder(() => ({}));
    await provider.listEndpoints();
    await provider.getEndpoint('search-properties');
    await provider.auditWebsite('https://partner.example/listings?a=1&b=2');
    expect(calls.map((c) => c.path)).toEqual([
      '/endpoints/',
      '/endpoints/search-properties',
      '/templates/audit/report/?website=https%3A%2F%2Fpartner.example%2Flistings%3Fa%3D1%26b%3D2',
    ]);
  });
});
