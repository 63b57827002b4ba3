import { http, HttpResponse } from 'msw';
import type { ApiKey } from '../../src/dataProvider/integrations.ts';
import { api } from './searchApi.ts';

export interface KeysState {
  keys: (ApiKey & { secret: string })[];
  /** Every request: method, path with query, the auth headers it carried. */
  requests: { method: string; url: string; authorization: string | null; apiKey: string | null }[];
  nextId: number;
}

export const keyRow = (id: number, name: string, extra: Partial<ApiKey> = {}): ApiKey & { secret: string } => ({
  id,
  name,
  prefix: `ps_live_k${id}ab…`,
  created_at: '2026-11-20T15:30:00Z',
  last_used_at: null,
  request_count: 0,
  embed_id: `emb_${id}xyz`,
  allowed_origins: [],
  widget_session_credits: 5,
  widget_daily_credits: 50,
  secret: `ps_live_k${id}ab_SECRET_${id}`,
  ...extra,
});

const publicRow = ({ secret: _s, ...row }: ApiKey & { secret: string }): ApiKey => row;

/** The keys part of contract 18, in memory: list, generate (the key shown once), delete, origins, widget credits. */
export function fakeKeysApi(initial: (ApiKey & { secret: string })[] = []) {
  const state: KeysState = { keys: [...initial], requests: [], nextId: 100 };
  const log = (request: Request) => {
    const url = new URL(request.url);
    state.requests.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      authorization: request.headers.get('Authorization'),
      apiKey: request.headers.get('X-API-Key'),
    });
    return url;
  };
  const find = (id: string | null) => state.keys.find((k) => String(k.id) === id);
  const handlers = [
    http.get(api('/keys/'), ({ request }) => {
      log(request);
      return HttpResponse.json({ count: state.keys.length, next: null, previous: null, results: state.keys.map(publicRow) });
    }),
    http.get(api('/keys/generate/'), ({ request }) => {
      const name = log(request).searchParams.get('name') ?? '';
      if (!name.trim()) return HttpResponse.json({ detail: 'Give the key a name.' }, { status: 400 });
      const row = keyRow(state.nextId++, name, { created_at: '2026-11-24T09:00:00Z' });
      state.keys.push(row);
      const { secret, ...rest } = row;
      return HttpResponse.json(
        { id: rest.id, name, key: secret, prefix: rest.prefix, created_at: rest.created_at, embed_id: rest.embed_id, allowed_origins: [] },
        { status: 201 },
      );
    }),
    http.get(api('/keys/reveal/'), ({ request }) => {
      const key = find(log(request).searchParams.get('key_id'));
      if (!key) return HttpResponse.json({ detail: 'API key not found.' }, { status: 404 });
      return HttpResponse.json({ detail: 'An API key is shown once, when it is created.' }, { status: 410 });
    }),
    http.get(api('/keys/delete/'), ({ request }) => {
      const key = find(log(request).searchParams.get('key_id'));
      if (!key) return HttpResponse.json({ detail: 'API key not found.' }, { status: 404 });
      state.keys = state.keys.filter((k) => k !== key);
      return HttpResponse.json({ id: key.id });
    }),
    http.put(api('/keys/:id/origins/'), async ({ request, params }) => {
      log(request);
      const key = find(String(params.id));
      if (!key) return HttpResponse.json({ detail: 'API key not found.' }, { status: 404 });
      const body = (await request.json()) as { allowed_origins: string[] };
      key.allowed_origins = body.allowed_origins;
      return HttpResponse.json(publicRow(key));
    }),
    http.put(api('/keys/:id/widget-credits/'), async ({ request, params }) => {
      log(request);
      const key = find(String(params.id));
      if (!key) return HttpResponse.json({ detail: 'API key not found.' }, { status: 404 });
      const body = (await request.json()) as { widget_session_credits: number; widget_daily_credits: number };
      Object.assign(key, body);
      return HttpResponse.json(publicRow(key));
    }),
  ];
  return { state, handlers };
}
