import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/auth/httpClient.ts';
import { createEmbedClient, openEmbedSession, parentOrigin } from '../../../src/dataProvider/embedClient.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fake fetch: records calls; `answer` gives status and body for each. */
function fakeFetch(answer: (sent: Sent, n: number) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const call = { url: String(input), method: init.method ?? 'GET', headers, body: init.body as string | undefined };
    sent.push(call);
    const { status, body } = answer(call, sent.length);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { sent, fetchFn };
}

const NOW = Date.parse('2026-11-24T12:00:00Z');
const session = (token: string, minutes = 15) => ({
  token,
  expires_at: new Date(NOW + minutes * 60_000).toISOString(),
  allowed: true,
});

describe('embed session and client', () => {
  it('opens a session with the embed id and the parent origin', async () => {
    const { sent, fetchFn } = fakeFetch(() => ({ status: 200, body: session('t1') }));
    expect(await openEmbedSession(fetchFn, 'emb_1', 'https://partner.example')).toEqual(session('t1'));
    expect(sent).toEqual([
      {
        url: '/api/embed/session/',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ embed_id: 'emb_1', parent_origin: 'https://partner.example' }),
      },
    ]);
  });

  it('rejects with the server detail when the website is not allowed', async () => {
    const detail = 'This website is not allowed to show this PropScout widget.';
    const { fetchFn } = fakeFetch(() => ({ status: 403, body: { detail } }));
    const error = await openEmbedSession(fetchFn, 'emb_1', 'https://other.example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).message).toBe(detail);
  });

  it('sends X-Embed-Token and no Authorization; renews once on a 401 and retries', async () => {
    const { sent, fetchFn } = fakeFetch((call, n) => {
      if (call.url === '/api/embed/session/') return { status: 200, body: session('t2') };
      if (n === 1) return { status: 401, body: { detail: 'Embed token expired.' } };
      return { status: 200, body: { count: 3 } };
    });
    const request = createEmbedClient({
      fetch: fetchFn,
      embedId: 'emb_1',
      parentOrigin: 'https://p.example',
      session: session('t1'),
      now: () => NOW,
    });
    const answer = await request('/searches/properties/count/', { method: 'POST', body: '{"location":"Austin"}' });
    expect(answer.json).toEqual({ count: 3 });
    expect(sent.map((s) => [s.url, s.headers['x-embed-token'] ?? null, s.headers.authorization ?? null])).toEqual([
      ['/api/searches/properties/count/', 't1', null],
      ['/api/embed/session/', null, null],
      ['/api/searches/properties/count/', 't2', null],
    ]);
  });

  it('renews a token that expires within a minute before the call', async () => {
    const { sent, fetchFn } = fakeFetch((call) =>
      call.url === '/api/embed/session/' ? { status: 200, body: session('t9') } : { status: 200, body: {} },
    );
    const request = createEmbedClient({
      fetch: fetchFn,
      embedId: 'emb_1',
      parentOrigin: 'https://p.example',
      session: session('old', 0.5),
      now: () => NOW,
    });
    await request('/report/5/');
    expect(sent.map((s) => [s.url, s.headers['x-embed-token'] ?? null])).toEqual([
      ['/api/embed/session/', null],
      ['/api/report/5/', 't9'],
    ]);
  });

  it('names its page on every call (referrer policy same-origin) and keeps the visitor session when it renews', async () => {
    const policies: (ReferrerPolicy | undefined)[] = [];
    const { sent, fetchFn } = fakeFetch((call) =>
      call.url === '/api/embed/session/' ? { status: 200, body: session('t9') } : { status: 200, body: {} },
    );
    const recording = ((input: RequestInfo | URL, init: RequestInit = {}) => {
      policies.push(init.referrerPolicy);
      return fetchFn(input, init);
    }) as typeof fetch;
    const request = createEmbedClient({
      fetch: recording,
      embedId: 'emb_1',
      parentOrigin: 'https://p.example',
      propertyId: '12',
      session: session('old', 0.5),
      now: () => NOW,
    });
    await request('/report/', { method: 'POST', body: '{"property_id":"12"}' });
    expect(policies).toEqual(['same-origin', 'same-origin']);
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      embed_id: 'emb_1',
      parent_origin: 'https://p.example',
      property_id: '12',
      renewing_token: 'old',
    });
  });

  it('finds the parent origin from ancestorOrigins, else from the referrer', () => {
    const doc = (referrer: string) => ({ referrer }) as Document;
    const loc = (ancestors?: string[]) => ({ ancestorOrigins: ancestors }) as unknown as Location;
    expect(parentOrigin({ location: loc(['https://a.example']), document: doc('https://b.example/page') })).toBe('https://a.example');
    expect(parentOrigin({ location: loc([]), document: doc('https://b.example:8443/page?q=1') })).toBe('https://b.example:8443');
    expect(parentOrigin({ location: loc(), document: doc('') })).toBeNull();
    expect(parentOrigin({ location: loc(), document: doc('not a url') })).toBeNull();
  });
});
