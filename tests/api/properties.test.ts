import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../server/mail/appSecret.ts';
import { sharedListingToken } from '../../server/properties/sharedListingToken.ts';
import { bearer } from './helpers.ts';
import { getJson, searchHarness } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness();
  await h.db.query(`insert into listing_explanations (listing_id, arv_comps, condition_cues, potential_factors) values ($1, $2, $3, $4)`, [
    h.ids.A1,
    JSON.stringify([
      {
        listing_key: 'A5',
        address: '104 Fixture St',
        distance_miles: 0.3,
        close_price: 405000,
        close_date: '2025-01-01',
        living_area: 1600,
        price_per_sqft: 253.13,
        adjusted_price_per_sqft: 260,
      },
    ]),
    JSON.stringify([{ source: 'remarks', cue: 'needs TLC', points: -1.25 }]),
    JSON.stringify([{ factor: 'lp_arv', value: 0.71, points: 1, reason: 'list price is 71% of ARV' }]),
  ]);
});
afterAll(() => h.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: bearer(h.user), ...(payload ? { payload } : {}) });

describe('GET /properties/{id}/', () => {
  it('answers facts, metrics and the explanation with comps linked to their property ids', async () => {
    const { status, body } = await getJson(h, h.user, `/api/properties/${h.ids.A1}/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: h.ids.A1,
      listing_key: 'A1',
      arv: 420000,
      condition: 'Fair',
      investment_potential: 'High',
      arv_confidence_level: 'High',
      media: [],
      public_remarks: 'Fixture listing A1.',
      explanation: {
        arv: { comps: [{ property_id: h.ids.A5, listing_key: 'A5', distance_miles: 0.3, close_price: 405000 }] },
        condition: { cues: [{ cue: 'needs TLC', points: -1.25 }] },
        investment_potential: { factors: [{ factor: 'lp_arv', points: 1 }] },
      },
    });
    expect((await getJson(h, h.user, '/api/properties/999999/')).status).toBe(404);
  });

  it('serves an honest placeholder picture without a token', async () => {
    const response = await h.app.inject({ method: 'GET', url: `/api/properties/${h.ids.A1}/placeholder.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('No photo available');
  });
});

describe('saved properties', () => {
  it('saves, lists with is_saved in searches, keeps a note and unsaves', async () => {
    expect((await call('POST', '/api/properties/save/', { property_id: h.ids.A3, address: '102 Fixture St, Austin' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/properties/save/', { property_id: Number(h.ids.A3) })).statusCode).toBe(200);
    expect((await call('POST', '/api/properties/save/', { property_id: '999999' })).statusCode).toBe(404);

    const list = await getJson(h, h.user, '/api/properties/saved/');
    expect(list.body).toMatchObject({
      count: 1,
      results: [
        {
          id: Number(h.ids.A3),
          property_id: h.ids.A3,
          address: '102 Fixture St, Austin',
          note: '',
          property: { listing_key: 'A3', is_saved: true },
        },
      ],
    });
    const search = await getJson(h, h.user, '/api/searches/properties/?location=78704');
    expect(search.body.results.filter((r: { is_saved: boolean }) => r.is_saved).map((r: { id: string }) => r.id)).toEqual([h.ids.A3]);

    expect((await call('PUT', `/api/properties/saved/note/${h.ids.A3}/`, { note: 'Call the agent' })).json()).toEqual({
      property_id: h.ids.A3,
      note: 'Call the agent',
    });
    expect((await getJson(h, h.user, `/api/properties/saved/get-note/${h.ids.A3}/`)).body).toEqual({
      property_id: h.ids.A3,
      note: 'Call the agent',
    });
    // The list's id is what the item routes take.
    expect((await call('DELETE', `/api/properties/saved/${list.body.results[0].id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/properties/saved/${h.ids.A3}/`)).statusCode).toBe(404);
    expect((await getJson(h, h.user, `/api/properties/saved/get-note/${h.ids.A3}/`)).status).toBe(404);
  });
});

describe('GET /properties/shared/{token}/ (the listing link of an automated e-mail)', () => {
  const secret = () => loadAppSecret('/tmp/propscout-test');
  const open = (token: string) => h.app.inject({ method: 'GET', url: `/api/properties/shared/${token}/` });

  it('opens the listing without signing in and costs nobody a credit', async () => {
    const before = (await getJson(h, h.user, '/api/searches/credits/')).body.balance;
    const response = await open(sharedListingToken(secret(), h.ids.A1!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: h.ids.A1, listing_key: 'A1', arv: 420000, is_saved: false });
    expect((await getJson(h, h.user, '/api/searches/credits/')).body.balance).toBe(before);
  });

  it('refuses a link naming another listing than the one signed, and an expired link, with the reason', async () => {
    const [, expires, mac] = sharedListingToken(secret(), h.ids.A1!).split('.');
    const forged = await open(`${h.ids.A2}.${expires}.${mac}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ detail: 'This listing link is not valid.' });
    const issued31DaysAgo = sharedListingToken(secret(), h.ids.A1!, Date.now() - 31 * 86_400_000);
    const expired = await open(issued31DaysAgo);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: 'This listing link has expired. Ask the sender for a new one.' });
    const issued29DaysAgo = sharedListingToken(secret(), h.ids.A1!, Date.now() - 29 * 86_400_000);
    expect((await open(issued29DaysAgo)).statusCode).toBe(200);
    expect((await open('not-a-token')).statusCode).toBe(404);
  });
});
