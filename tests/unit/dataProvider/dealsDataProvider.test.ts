import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/auth/httpClient.ts';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { DEALS } from '../../../src/dataProvider/resourceNames.ts';

const EMPTY = { count: 0, next: null, previous: null, results: [] };

function recorder(answer: (path: string) => unknown = () => EMPTY) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const request: ApiRequest = vi.fn(async (path: string, init: RequestInit = {}) => {
    calls.push({ path, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { status: 200, headers: new Headers(), json: answer(path) };
  });
  return { calls, provider: createDataProvider(request) };
}

describe('deal pipeline data provider URLs', () => {
  it('maps the deals resource onto /deals/: filters, one deal, create, PATCH, delete and bulk delete', async () => {
    const { calls, provider } = recorder((path) => (path === '/deals/' || path.startsWith('/deals/?') ? EMPTY : { id: 4 }));
    await provider.getList(DEALS, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: { q: 'elm st', stage: 'offer_made', owner: 7, tag: 3 },
    });
    await provider.getOne(DEALS, { id: 4 });
    await provider.create(DEALS, { data: { property_id: 12, stage: 'lead' } });
    await provider.update(DEALS, { id: 4, data: { stage: 'under_contract' }, previousData: { id: 4 } });
    await provider.delete(DEALS, { id: 4, previousData: { id: 4 } });
    await provider.deleteMany(DEALS, { ids: [4, 9] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /deals/?page=2&page_size=25&ordering=-updated_at&search=elm+st&stage=offer_made&owner=7&tag=3',
      'GET /deals/4/',
      'POST /deals/',
      'PATCH /deals/4/',
      'DELETE /deals/4/',
      'DELETE /deals/?deal_ids=4,9',
    ]);
    expect(calls[3]!.body).toEqual({ stage: 'under_contract' });
  });

  it('reaches stages, tasks, notes and property tags through named methods', async () => {
    const { calls, provider } = recorder(() => []);
    await provider.dealStages();
    await provider.renameDealStage('offer_made', 'LOI sent');
    await provider.dealTasks(4);
    await provider.addDealTask(4, { title: 'Call', due_date: '2026-12-01' });
    await provider.updateDealTask(4, 8, { done: true });
    await provider.dealNotes(4);
    await provider.editDealNote(4, 2, 'New text');
    await provider.dealNoteVersions(4, 2);
    await provider.setSavedPropertyTags(12, [1, 2]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /deals/stages/',
      'PATCH /deals/stages/',
      'GET /deals/4/tasks/?page_size=100',
      'POST /deals/4/tasks/',
      'PATCH /deals/4/tasks/8/',
      'GET /deals/4/notes/?page_size=100',
      'PATCH /deals/4/notes/2/',
      'GET /deals/4/notes/2/versions/',
      'PUT /deals/saved-properties/12/tags/',
    ]);
    expect(calls[1]!.body).toEqual({ key: 'offer_made', label: 'LOI sent' });
    expect(calls[8]!.body).toEqual({ tag_ids: [1, 2] });
  });
});
