import { http, HttpResponse } from 'msw';

export const ORIGIN = 'http://localhost';
const api = (path: string) => `${ORIGIN}/api${path}`;

export const contact = (id: number, first_name: string, last_name: string, extra: Record<string, unknown> = {}) => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.com`,
  phone: '',
  company: '',
  role: 'other',
  tags: [],
  notes: '',
  unsubscribed: false,
  unsubscribed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});

const paged = <T>(rows: T[]) => HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });

/** An in-memory CRM: contacts, one group with members, and every request seen (method, path with query, body). */
export function fakeCrmApi() {
  const state = {
    contacts: [contact(1, 'Ann', 'Lee'), contact(2, 'Bob', 'Stone'), contact(3, 'Cara', 'Diaz')],
    members: new Set<number>([1]),
    requests: [] as { method: string; url: string; body?: unknown }[],
  };
  const group = () => ({
    id: 5,
    name: 'Austin buyers',
    description: '',
    contact_count: state.members.size,
    created_at: '',
    updated_at: '',
  });
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    state.requests.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body: text.startsWith('{') ? JSON.parse(text) : text || undefined,
    });
    return url;
  };
  const byKeyword = (rows: typeof state.contacts, url: URL) => {
    const keyword = url.searchParams.get('keyword')?.toLowerCase();
    return keyword ? rows.filter((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes(keyword)) : rows;
  };
  const byId = <T extends { id: number }>(rows: T[], url: URL) => {
    const ids = url.searchParams.get('id')?.split(',').map(Number);
    return ids ? rows.filter((r) => ids.includes(r.id)) : rows;
  };

  const handlers = [
    // A user without a team, as before issue 27's sharing: the forms offer no "Shared with team" switch.
    http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
    http.get(api('/crm/contacts/'), async ({ request }) => paged(byId(state.contacts, await record(request)))),
    http.get(api('/crm/contacts/search/'), async ({ request }) => paged(byKeyword(state.contacts, await record(request)))),
    http.post(api('/crm/contacts/'), async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { email: string };
      if (state.contacts.some((c) => c.email === body.email)) {
        return HttpResponse.json({ detail: `A contact with the email ${body.email} is already in your list.` }, { status: 409 });
      }
      const created = contact(state.contacts.length + 10, '', '', body);
      state.contacts.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    // jsdom's File does not reach undici's multipart encoder intact, so the import answers a fixed report for any upload.
    http.post(api('/crm/contacts/import/'), async ({ request }) => {
      await record(request);
      const eve = contact(100, 'Eve', 'Park');
      state.contacts.push(eve);
      const errors = [{ line: 3, detail: 'Email: is not a valid email address', errors: { email: ['is not a valid email address'] } }];
      return HttpResponse.json({ total_rows: 2, created_count: 1, created: [eve.id], skipped: [], errors, group_added: 0 });
    }),
    http.delete(api('/crm/contacts/'), async ({ request }) => {
      const ids = (await record(request)).searchParams.get('contact_ids')!.split(',').map(Number);
      state.contacts = state.contacts.filter((c) => !ids.includes(c.id));
      return HttpResponse.json({ deleted: ids });
    }),
    http.get(api('/crm/groups/'), async ({ request }) => paged(byId([group()], await record(request)))),
    // Members, non-members and their searches: /contacts/, /contacts/search/, /contacts/notin/, /contacts/notin/search/.
    http.get(new RegExp('^http://localhost/api/crm/groups/5/contacts/(notin/)?(search/)?$'), async ({ request }) => {
      const url = await record(request);
      const notIn = url.pathname.includes('/notin/');
      const rows = state.contacts.filter((c) => state.members.has(c.id) !== notIn);
      return paged(url.pathname.endsWith('/search/') ? byKeyword(rows, url) : rows);
    }),
    http.post(api('/crm/groups/5/contacts/:change/'), async ({ request, params }) => {
      await record(request);
      const { contact_ids } = (await request.json()) as { contact_ids: number[] };
      for (const id of contact_ids) {
        if (params.change === 'add') state.members.add(id);
        else state.members.delete(id);
      }
      return HttpResponse.json({ group_id: 5, contact_count: state.members.size });
    }),
  ];
  return { state, handlers };
}
