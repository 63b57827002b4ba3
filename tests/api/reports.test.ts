import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { readPdf } from './pdfReader.ts';
import { insertReportFixture } from './reportFixtures.ts';
import { setCredits } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof buildTestApp>>;
let ids: Record<string, string>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  h = await buildTestApp();
  ids = await insertReportFixture(h.db);
  [alice, bob] = await Promise.all([registeredUser(h.app), registeredUser(h.app)]);
});
afterAll(() => h.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });
const balance = async (user: TestUser) => {
  const [row] = await h.db.query<{ balance: number }>(
    'select balance from credit_accounts a join users u on u.id = a.user_id where u.cognito_sub = $1',
    [user.sub],
  );
  return row?.balance ?? null;
};

describe('POST /report/', () => {
  it('matches a typed address tolerantly, answers the full report and charges 1 credit with the address as ledger reason', async () => {
    await setCredits(h, alice, 10);
    const response = await call(alice, 'POST', '/api/report/', { address: '12 oak street, Austin TX 78701' });
    expect(response.statusCode).toBe(201);
    const report = response.json();
    expect(report).toMatchObject({
      property: {
        id: ids['R-SUBJECT'],
        address: '12 Oak St, Austin, TX 78701',
        photos: [
          // No listing photos: the gallery's three drawings, each saying so.
          { kind: 'illustrative', caption: expect.stringMatching(/^Exterior sketch \(illustrative image — no listing photo\)$/) },
          { kind: 'illustrative', caption: expect.stringMatching(/^Floor plan sketch/) },
          { kind: 'illustrative', caption: expect.stringMatching(/^Site sketch/) },
        ],
      },
      // time-adjusted comps 291,400 297,900 301,000 307,000 320,700: the median
      arv: { value: 301_000, confidence_level: expect.any(String) },
      analyses: { flip: { max_offer_70: { value: expect.any(Number) } }, rental: { dscr: {} }, brrrr: { cash_left_in: {} } },
      market: { postal_code: '78701', sales_12m: 6 },
      assumptions: { purchase_price: 200_000, down_payment_pct: 20 },
    });
    expect(report.property.thumbnail_url).toMatch(/^data:image\/svg\+xml/);
    expect(report.arv.low).toBeLessThan(301_000);
    expect(report.arv.high).toBeGreaterThan(301_000);
    expect(report.comps.map((c: { property_id: string }) => c.property_id).sort()).toEqual(
      ['R-C1', 'R-C2', 'R-C3', 'R-C4', 'R-C5'].map((k) => ids[k]).sort(),
    );
    const c1 = report.comps.find((c: { property_id: string }) => c.property_id === ids['R-C1']);
    expect(c1).toMatchObject({ price: 300_000, living_area: 1500, condition: 'Good', adjusted_price: 301_000 });
    expect(c1.adjustments.map((a: { factor: string }) => a.factor)).toEqual(['time', 'size', 'age', 'condition', 'beds_baths']);
    expect(report.rent.method).toBe('rent_to_value'); // one lease only
    expect(await balance(alice)).toBe(9);
    const [ledger] = await h.db.query('select kind, description, link, delta from credit_ledger order by id desc limit 1');
    expect(ledger).toEqual({
      kind: 'report',
      description: 'Full property report: 12 Oak St, Austin, TX 78701',
      link: `/report?id=${report.id}`,
      delta: -1,
    });
  });

  it('takes a property_id; an auction listing gets the auction section, with its status in words in the PDF', async () => {
    await h.db.query(`update listings set auction_status = 'postponed' where listing_key = 'R-AUCTION'`);
    const response = await call(alice, 'POST', '/api/report/', { property_id: ids['R-AUCTION'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().auction).toMatchObject({
      opening_bid: 90_000,
      auction_status: 'postponed',
      max_bid: { value: expect.any(Number) },
    });
    const pdf = await call(alice, 'GET', `/api/report/${response.json().id}/pdf`);
    expect(readPdf(pdf.rawPayload).pages.join('\n').replace(/\s+/g, ' ')).toContain('Auction status Postponed');
  });

  it('an address that matches nothing is a 404 {detail} and costs nothing; bad input is a 400', async () => {
    const before = await balance(alice);
    for (const address of ['999 Nowhere Rd, Austin TX', '12 Oak St, Dallas TX', '12 Oak St 99999', 'Oak Street']) {
      const response = await call(alice, 'POST', '/api/report/', { address });
      expect(response.statusCode, address).toBe(404);
      expect(response.json().detail).toMatch(/No listing matches/);
    }
    expect((await call(alice, 'POST', '/api/report/', {})).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/api/report/', { address: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/api/report/', { property_id: '99999999' })).statusCode).toBe(404);
    expect(await balance(alice)).toBe(before);
  });

  it('without credits answers 402 {error} and stores nothing', async () => {
    await setCredits(h, bob, 0);
    const response = await call(bob, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatch(/costs 1 credit/);
    expect((await call(bob, 'GET', '/api/report/')).json().count).toBe(0);
  });

  it('needs a token', async () => {
    expect((await call(null, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] })).statusCode).toBe(401);
  });
});

describe('reading, listing and isolation', () => {
  it('GET /report/{id}/ reads without a charge; another user gets a 404', async () => {
    const created = (await call(alice, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] })).json();
    const before = await balance(alice);
    const read = await call(alice, 'GET', `/api/report/${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, arv: { value: 301_000 } });
    expect(await balance(alice)).toBe(before);
    expect((await call(bob, 'GET', `/api/report/${created.id}/`)).statusCode).toBe(404);
    expect((await call(bob, 'PUT', `/api/report/${created.id}/assumptions/`, { down_payment_pct: 10 })).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/report/${created.id}/pdf`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/report/${created.id}/share/`)).statusCode).toBe(404);
  });

  it('GET /report/?page lists newest first, filters by ?search=, only the caller’s', async () => {
    const list = (await call(alice, 'GET', '/api/report/?page_size=2')).json();
    expect(list.count).toBe(3);
    expect(list.results).toHaveLength(2);
    expect(list.results[0].id).toBeGreaterThan(list.results[1].id);
    expect(list.next).toMatch(/page=2/);
    expect(list.results[0]).toMatchObject({ address: '12 Oak St, Austin, TX 78701', arv: 301_000 });
    expect((await call(alice, 'GET', '/api/report/?search=80%20oak')).json().count).toBe(1);
    expect((await call(bob, 'GET', '/api/report/')).json().count).toBe(0);
    expect((await call(alice, 'GET', '/api/report/?page_size=101')).statusCode).toBe(400);
  });

  it('GET /report/cost/ tells the cost before spending', async () => {
    expect((await call(alice, 'GET', '/api/report/cost/')).json()).toEqual({ cost: 1, unit: 'credit' });
  });

  it('GET /report/suggestions/ offers listing addresses for what was typed', async () => {
    const { results } = (await call(alice, 'GET', '/api/report/suggestions/?q=12%20Oak%20Street')).json();
    expect(results[0]).toMatchObject({ property_id: ids['R-SUBJECT'], address: '12 Oak St, Austin, TX 78701' });
  });
});

describe('PUT /report/{id}/assumptions/', () => {
  it('recomputes the analyses at once, saves them, and excluded comps change the ARV', async () => {
    const created = (await call(alice, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] })).json();
    const response = await call(alice, 'PUT', `/api/report/${created.id}/assumptions/`, {
      down_payment_pct: 100,
      excluded_comp_ids: [ids['R-C1']],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.assumptions).toMatchObject({ down_payment_pct: 100, excluded_comp_ids: [ids['R-C1']] });
    expect(updated.arv.value).toBe(302_000); // median of 291,400 297,900 307,000 320,700 = 302,450
    expect(updated.comps).toHaveLength(4);
    expect(updated.analyses.flip.financing_costs.value).toBe(0);
    expect(updated.analyses.rental.dscr.value).toBeNull();
    // saved: a later read has them, and a second change keeps the first
    await call(alice, 'PUT', `/api/report/${created.id}/assumptions/`, { holding_months: 3, added_comp_ids: [ids['R-FAIR']] });
    const read = (await call(alice, 'GET', `/api/report/${created.id}/`)).json();
    expect(read.assumptions).toMatchObject({ down_payment_pct: 100, holding_months: 3 });
    expect(read.comps.find((c: { property_id: string }) => c.property_id === ids['R-FAIR'])).toMatchObject({ added: true });
  });

  it('rejects values out of range, unknown fields and comps that are not closed sales', async () => {
    const created = (await call(alice, 'GET', '/api/report/?page_size=1')).json().results[0];
    for (const body of [
      { down_payment_pct: 101 },
      { interest_rate_pct: -1 },
      {},
      { after_repair_condition: 'Shiny' },
      { excluded_comp_ids: ['abc'] },
    ]) {
      expect((await call(alice, 'PUT', `/api/report/${created.id}/assumptions/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const notSale = await call(alice, 'PUT', `/api/report/${created.id}/assumptions/`, { added_comp_ids: [ids['R-AUCTION']] });
    expect(notSale.statusCode).toBe(400);
  });
});

describe('PDF, sample and share link', () => {
  it('GET /report/{id}/pdf is a real PDF with the address and the ARV', async () => {
    const created = (await call(alice, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] })).json();
    const response = await call(alice, 'GET', `/api/report/${created.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(response.rawPayload);
    const text = pdf.pages.join('\n');
    expect(text).toContain('12 Oak St, Austin, TX 78701');
    // The cover's key figures: each label above its value.
    expect(text, text.slice(0, 800)).toContain('ARV\n$301,000');
  });

  it("keeps the listing's price and status history as it stood when made, in the answer and the PDF", async () => {
    await h.db.query(
      `insert into listing_events (listing_id, at, kind, old_price, new_price, old_status, new_status, source) values
         ($1, '2026-01-05T15:00:00Z', 'listed', null, 210000, null, 'Active', 'import'),
         ($1, '2026-02-10T15:00:00Z', 'price_change', 210000, 200000, null, null, 'feed')`,
      [ids['R-SUBJECT']],
    );
    const created = (await call(alice, 'POST', '/api/report/', { property_id: ids['R-SUBJECT'] })).json();
    expect(created.history).toEqual([
      expect.objectContaining({ kind: 'price_change', old_price: 210000, new_price: 200000, source: 'feed' }),
      expect.objectContaining({ kind: 'listed', new_price: 210000, new_status: 'Active', source: 'import' }),
    ]);
    // A later change does not rewrite the report: it keeps the history it was made with.
    await h.db.query(
      `insert into listing_events (listing_id, at, kind, old_price, new_price, source) values ($1, now(), 'price_change', 200000, 190000, 'feed')`,
      [ids['R-SUBJECT']],
    );
    expect((await call(alice, 'GET', `/api/report/${created.id}/`)).json().history).toHaveLength(2);
    const text = readPdf((await call(alice, 'GET', `/api/report/${created.id}/pdf`)).rawPayload).pages.join('\n');
    // (200,000 − 210,000) / 210,000 = −4.76%, printed with a hyphen (the minus sign and the arrow have no WinAnsi code).
    expect(text).toContain('Price cut $210,000 to $200,000 (-4.8%)');
    expect(text).toContain('Listed at $210,000');
    await h.db.query(`delete from listing_events where listing_id = $1`, [ids['R-SUBJECT']]);
  });

  it('GET /report/demo/ is public, complete and free', async () => {
    const response = await call(null, 'GET', '/api/report/demo/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      is_sample: true,
      property: { id: ids['R-SUBJECT'] },
      arv: { value: 301_000 },
      analyses: { flip: {} },
    });
    const pdf = await call(null, 'GET', '/api/report/demo/pdf');
    expect(readPdf(pdf.rawPayload).pages.join('\n')).toContain('sample report');
  });

  it('a share link reads the report without a token; a forged one is a 404', async () => {
    const created = (await call(alice, 'GET', '/api/report/?page_size=1')).json().results[0];
    const { token, path } = (await call(alice, 'GET', `/api/report/${created.id}/share/`)).json();
    expect(path).toBe(`/report/shared/${token}`);
    const shared = await call(null, 'GET', `/api/report/shared/${token}/`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ id: created.id, read_only: true });
    expect((await call(null, 'GET', `/api/report/shared/${token}/pdf`)).statusCode).toBe(200);
    const forged = `${created.id}.${token.split('.')[1]!.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await call(null, 'GET', `/api/report/shared/${forged}/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/report/shared/${created.id + 1}.${token.split('.')[1]}/`)).statusCode).toBe(404);
  });
});

describe('share links expire and can be revoked (issue 25)', () => {
  const DAY = 86_400_000;
  const open = async (token: string) => (await call(null, 'GET', `/api/report/shared/${token}/`)).statusCode;

  it('opens until the expiry its owner chose, and not a second longer', async () => {
    const created = (await call(alice, 'GET', '/api/report/?page_size=1')).json().results[0];
    const now = Date.now();
    const link = (await call(alice, 'GET', `/api/report/${created.id}/share/?expires_in_days=1`)).json();
    expect(link).toMatchObject({ id: expect.any(Number), path: `/report/shared/${link.token}` });
    expect(Date.parse(link.expires_at) - now).toBeGreaterThanOrEqual(DAY - 1000);
    expect(Date.parse(link.expires_at) - now).toBeLessThanOrEqual(DAY + 5000);
    // A week unless the owner chooses.
    const week = (await call(alice, 'GET', `/api/report/${created.id}/share/`)).json();
    expect(Math.round((Date.parse(week.expires_at) - now) / DAY)).toBe(7);
    expect(await open(link.token)).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(link.expires_at) - 1000 });
    try {
      expect(await open(link.token)).toBe(200);
      vi.setSystemTime(Date.parse(link.expires_at) + 1000);
      expect(await open(link.token)).toBe(404);
      expect((await call(null, 'GET', `/api/report/shared/${link.token}/pdf`)).statusCode).toBe(404);
      expect(await open(week.token)).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    for (const days of [0, 366, 1.5]) {
      expect((await call(alice, 'GET', `/api/report/${created.id}/share/?expires_in_days=${days}`)).statusCode, String(days)).toBe(400);
    }
  });

  it('lists a report’s links for its owner (never their tokens) and revokes one at once', async () => {
    const created = (await call(alice, 'GET', '/api/report/?page_size=1')).json().results[0];
    const kept = (await call(alice, 'GET', `/api/report/${created.id}/share/?expires_in_days=30`)).json();
    const revoked = (await call(alice, 'GET', `/api/report/${created.id}/share/?expires_in_days=30`)).json();
    const answer = await call(alice, 'POST', `/api/report/${created.id}/shares/${revoked.id}/revoke/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: revoked.id, active: false, revoked_at: expect.any(String) });
    expect(await open(revoked.token)).toBe(404);
    expect(await open(kept.token)).toBe(200);

    const list = await call(alice, 'GET', `/api/report/${created.id}/shares/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ next: null, previous: null });
    const byId = new Map(list.json().results.map((l: { id: number }) => [l.id, l]));
    expect(byId.get(kept.id)).toMatchObject({ active: true, revoked_at: null, expires_at: kept.expires_at.replace(/\.\d{3}Z$/, 'Z') });
    expect(byId.get(revoked.id)).toMatchObject({ active: false });
    expect(JSON.stringify(list.json())).not.toContain(kept.token.split('.')[1]);

    // Another user sees none of them and revokes nothing.
    expect((await call(bob, 'GET', `/api/report/${created.id}/shares/`)).statusCode).toBe(404);
    expect((await call(bob, 'POST', `/api/report/${created.id}/shares/${kept.id}/revoke/`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/report/${created.id}/share/`)).statusCode).toBe(404);
    expect(await open(kept.token)).toBe(200);
  });

  it('stores only a hash of each link’s secret; links of the old, unexpiring form open nothing', async () => {
    const created = (await call(alice, 'GET', '/api/report/?page_size=1')).json().results[0];
    const link = (await call(alice, 'GET', `/api/report/${created.id}/share/`)).json();
    const [row] = await h.db.query<Record<string, unknown>>('select * from report_share_links where id = $1', [link.id]);
    expect(JSON.stringify(row)).not.toContain(link.token.split('.')[1]);
    const { createHmac } = await import('node:crypto');
    const old = `${created.id}.${createHmac('sha256', 'any-secret').update(`report:${created.id}`).digest('base64url')}`;
    expect(await open(old)).toBe(404);
  });
});
