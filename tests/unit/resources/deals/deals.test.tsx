import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../fakeCrmApi.ts';
import { renderCrm } from '../renderCrm.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// react-admin's reference inputs debounce their filter (useReferenceParams, 500 ms) and do not cancel it on unmount: let a
// pending one run while the DOM still exists, or it fires after the environment is gone ('window is not defined').
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

const LABELS = {
  lead: 'Lead',
  contacted: 'Contacted',
  offer_made: 'Offer made',
  under_contract: 'In escrow',
  closed_won: 'Closed won',
  closed_lost: 'Closed lost',
} as const;
type Stage = keyof typeof LABELS;

const deal = (id: number, title: string, stage: Stage) => ({
  id,
  title,
  property_id: String(100 + id),
  address: `${id} Main St`,
  city: 'Austin',
  state: 'TX',
  stage,
  stage_label: LABELS[stage],
  offer_cents: 25_000_000,
  expected_close_date: '2026-12-31',
  owner_id: 1,
  owner_email: 'ann@example.com',
  team_id: 1,
  contact_ids: [],
  contacts: [],
  tags: [],
  open_task_count: 0,
  analysis: { source: 'listing', report_id: null, list_price: 300_000, arv: 420_000, value_gap: 120_000, value_gap_pct: 28.6 },
  created_by_email: 'ann@example.com',
  updated_by_email: 'ann@example.com',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

/** An in-memory deals API: the list, the team's stage labels (one renamed), and PATCHes of a deal's stage. */
function fakeDealsApi() {
  const deals = [deal(1, 'Elm street flip', 'lead'), deal(2, 'Oak duplex', 'contacted')];
  const patches: { id: number; body: unknown }[] = [];
  const renames: unknown[] = [];
  const api = (path: string) => `${ORIGIN}/api${path}`;
  const handlers = [
    http.get(api('/deals/stages/'), () =>
      HttpResponse.json(
        (Object.keys(LABELS) as Stage[]).map((key, position) => ({
          key,
          label: LABELS[key],
          default_label: key === 'under_contract' ? 'Under contract' : LABELS[key],
          position,
        })),
      ),
    ),
    http.patch(api('/deals/stages/'), async ({ request }) => {
      renames.push(await request.json());
      return HttpResponse.json([]);
    }),
    http.get(api('/deals/tags/'), () => HttpResponse.json([])),
    http.get(api('/teams/current/'), () => HttpResponse.json({ detail: 'You are not in a team.' }, { status: 404 })),
    http.get(api('/deals/'), () => HttpResponse.json({ count: deals.length, next: null, previous: null, results: deals })),
    http.patch(api('/deals/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as { stage: Stage };
      const id = Number(params.id);
      patches.push({ id, body });
      const index = deals.findIndex((d) => d.id === id);
      deals[index] = { ...deals[index]!, stage: body.stage, stage_label: LABELS[body.stage] };
      return HttpResponse.json(deals[index]);
    }),
  ];
  return { deals, patches, renames, handlers };
}

const column = (stage: Stage) => screen.getByTestId(`deal-column-${stage}`);

async function openBoard() {
  const api = fakeDealsApi();
  server.use(...api.handlers);
  renderCrm('/products/deals');
  const user = userEvent.setup();
  await screen.findByText('Elm street flip');
  await user.click(screen.getByRole('button', { name: 'Board view' }));
  await waitFor(() => expect(column('lead')).toBeInTheDocument());
  return { api, user };
}

describe('deal board', { timeout: 30_000 }, () => {
  it('shows a column per stage with the labels people read (the team’s renamed one too)', async () => {
    await openBoard();
    for (const label of ['Lead', 'Contacted', 'Offer made', 'In escrow', 'Closed won', 'Closed lost'])
      expect(screen.getByRole('region', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(within(column('lead')).getByText('Elm street flip')).toBeInTheDocument();
    expect(within(column('contacted')).getByText('Oak duplex')).toBeInTheDocument();
    expect(screen.queryByText('offer_made')).toBeNull();
  });

  it('moves a card with its menu (keyboard and screen readers)', async () => {
    const { api, user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Move Elm street flip to another stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Offer made' }));
    await waitFor(() => expect(api.patches).toEqual([{ id: 1, body: { stage: 'offer_made' } }]));
    await screen.findByText('Moved Elm street flip to Offer made.');
    await waitFor(() => expect(within(column('offer_made')).getByText('Elm street flip')).toBeInTheDocument());
    expect(within(column('lead')).queryByText('Elm street flip')).toBeNull();
  });

  it('moves a card dropped on another column', async () => {
    const { api } = await openBoard();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(screen.getByTestId('deal-card-2'), { dataTransfer });
    fireEvent.dragOver(column('under_contract'), { dataTransfer });
    fireEvent.drop(column('under_contract'), { dataTransfer });
    await waitFor(() => expect(api.patches).toEqual([{ id: 2, body: { stage: 'under_contract' } }]));
    await waitFor(() => expect(within(column('under_contract')).getByText('Oak duplex')).toBeInTheDocument());
    // Dropped back on its own column: nothing is sent.
    fireEvent.dragStart(screen.getByTestId('deal-card-2'), { dataTransfer });
    fireEvent.drop(column('under_contract'), { dataTransfer });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.patches).toHaveLength(1);
  });
});

describe('deal page', { timeout: 30_000 }, () => {
  it("shows the deal's stage, offer and the property's key figures with a link to the full report", async () => {
    const api = fakeDealsApi();
    const reported = {
      ...deal(1, 'Elm street flip', 'under_contract'),
      analysis: { source: 'report', report_id: 42, list_price: 300_000, arv: 410_000, value_gap: 110_000, value_gap_pct: 26.8 },
    };
    server.use(
      ...api.handlers,
      http.get(`${ORIGIN}/api/deals/1/`, () => HttpResponse.json(reported)),
      http.get(`${ORIGIN}/api/deals/1/tasks/`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 5,
              deal_id: 1,
              title: 'Call the seller',
              due_date: '2026-12-01',
              assignee_id: 1,
              assignee_email: 'ann@example.com',
              done: false,
              done_at: null,
              created_at: '',
            },
          ],
        }),
      ),
      http.get(`${ORIGIN}/api/deals/1/notes/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderCrm('/products/deals/1/show');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elm street flip' })).toBeInTheDocument();
    expect(screen.getByText('In escrow')).toBeInTheDocument();
    expect(screen.getByText('$250,000')).toBeInTheDocument();
    const analysis = screen.getByRole('region', { name: 'Property analysis' });
    expect(within(analysis).getByText('$410,000')).toBeInTheDocument();
    expect(within(analysis).getByText('$110,000 (26.8%)')).toBeInTheDocument();
    expect(within(analysis).getByRole('link', { name: 'Open the full report' })).toHaveAttribute('href', '/report?id=42');
    expect(await screen.findByText('Call the seller')).toBeInTheDocument();
  });
});

describe('stage names', { timeout: 30_000 }, () => {
  it('a user without a team renames a stage; only the changed one is sent', async () => {
    const api = fakeDealsApi();
    server.use(...api.handlers);
    renderCrm('/products/deals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename stages' }));
    const field = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Offer made' });
    await user.clear(field);
    await user.type(field, 'LOI sent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Stage names saved.');
    expect(api.renames).toEqual([{ key: 'offer_made', label: 'LOI sent' }]);
  });

  it('a plain member of a team is not offered it', async () => {
    const api = fakeDealsApi();
    const member = { id: 1, name: 'Acme', created_at: '', role: 'member', members: [] };
    server.use(
      http.get(`${ORIGIN}/api/teams/current/`, () => HttpResponse.json(member)),
      ...api.handlers,
    );
    renderCrm('/products/deals');
    await screen.findByText('Elm street flip');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Rename stages' })).toBeNull();
  });
});

describe('deal form', { timeout: 30_000 }, () => {
  it('creates a deal for a saved property with the offer typed in dollars and sent in cents', async () => {
    const api = fakeDealsApi();
    const posted: unknown[] = [];
    const saved = {
      id: 7,
      property_id: '7',
      address: '107 Oak St, Austin',
      note: '',
      created_at: '2026-01-01T00:00:00Z',
      property: {},
    };
    server.use(
      ...api.handlers,
      http.get(`${ORIGIN}/api/properties/saved/`, () => HttpResponse.json({ count: 1, next: null, previous: null, results: [saved] })),
      http.get(`${ORIGIN}/api/crm/contacts/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.post(`${ORIGIN}/api/deals/`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(deal(9, '107 Oak St, Austin', 'lead'), { status: 201 });
      }),
      http.get(`${ORIGIN}/api/deals/9/`, () => HttpResponse.json(deal(9, '107 Oak St, Austin', 'lead'))),
      http.get(`${ORIGIN}/api/deals/9/tasks/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.get(`${ORIGIN}/api/deals/9/notes/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderCrm(`/products/deals/create?source=${encodeURIComponent(JSON.stringify({ property_id: 7 }))}`);
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('107 Oak St, Austin')).toBeInTheDocument();
    // No offer yet: the field is empty, not $0.
    expect(screen.getByLabelText('Offer amount ($)')).toHaveValue(null);
    await user.type(screen.getByLabelText('Offer amount ($)'), '250000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual([{ property_id: 7, stage: 'lead', offer_cents: 25_000_000, contact_ids: [] }]));
  });
});
