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
    // Stored as the metrics store it: the figures, the sentence being written when read.
    JSON.stringify([
      { factor: 'lp_arv', value: 0.71, points: 1 },
      { factor: 'days_on_market', value: 95, points: 1 },
    ]),
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
        investment_potential: {
          factors: [
            { factor: 'lp_arv', value: 0.71, points: 1, reason: 'list price is 71% of ARV' },
            { factor: 'days_on_market', value: 95, points: 1, reason: 'on the market 95 days: the seller may negotiate' },
          ],
        },
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

describe('GET /properties/{id}/photos/', () => {
  const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

  it('answers generated drawings labelled as illustrative, drawn from the listing facts, when it has no photos', async () => {
    const { status, body } = await getJson(h, h.user, `/api/properties/${h.ids.A1}/photos/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      property_id: h.ids.A1,
      address: '100 Fixture St',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      is_demo: false,
      illustrative: true,
      count: 3,
    });
    expect(body.photos.map((p: { kind: string; caption: string }) => [p.kind, p.caption])).toEqual([
      ['illustrative', 'Exterior sketch (illustrative image — no listing photo)'],
      ['illustrative', 'Floor plan sketch, not to scale (illustrative image — no listing photo)'],
      ['illustrative', 'Site sketch (illustrative image — no listing photo)'],
    ]);
    const [exterior, plan, site] = body.photos.map((p: { url: string }) => svgOf(p.url));
    for (const svg of [exterior, plan, site]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('ILLUSTRATIVE IMAGE — NO LISTING PHOTO');
      expect(svg).toContain('100 Fixture St, Austin, TX 78701');
    }
    // A1: 3 beds, 2 baths, 1,500 sq ft built 1985 on a 6,000 sq ft lot: one storey, three bedroom and two bathroom boxes.
    expect(exterior).toContain('Built 1985');
    expect(exterior.match(/fill="#b3e5fc"/g)).toHaveLength(2);
    expect(plan).toContain('3 beds · 2 baths · 1,500 sq ft · not to scale');
    expect(plan.match(/>Bed \d</g)).toEqual(['>Bed 1<', '>Bed 2<', '>Bed 3<']);
    expect(plan.match(/>Bath \d</g)).toEqual(['>Bath 1<', '>Bath 2<']);
    expect(site).toContain('Lot 6,000 sq ft');
    expect(site).toContain('>Single Family Residence<');
    // A3 has 2,200 sq ft: still one storey (two above 2,200).
    const a3 = await getJson(h, h.user, `/api/properties/${h.ids.A3}/photos/`);
    expect(svgOf(a3.body.photos[0].url).match(/fill="#b3e5fc"/g)).toHaveLength(2);
  });

  it("answers the listing's own photos, captioned Photo i of n when the feed gave none; 404 for an unknown id; needs a token", async () => {
    const media = [
      { url: 'https://photos.example/a2-1.jpg', kind: 'photo', caption: 'Kitchen' },
      { url: 'https://photos.example/a2-x.jpg', kind: 'placeholder' },
      { url: 'https://photos.example/a2-2.jpg', kind: 'photo' },
    ];
    await h.db.query('update listings set media = $1 where id = $2', [JSON.stringify(media), h.ids.A2]);
    const { status, body } = await getJson(h, h.user, `/api/properties/${h.ids.A2}/photos/`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ property_id: h.ids.A2, address: '101 Fixture St', illustrative: false, count: 2 });
    expect(body.photos).toEqual([
      { url: 'https://photos.example/a2-1.jpg', kind: 'photo', caption: 'Kitchen' },
      { url: 'https://photos.example/a2-2.jpg', kind: 'photo', caption: 'Photo 2 of 2' },
    ]);
    const missing = await getJson(h, h.user, '/api/properties/999999/photos/');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Property not found.' } });
    expect((await getJson(h, h.user, '/api/properties/abc/photos/')).status).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: `/api/properties/${h.ids.A1}/photos/` })).statusCode).toBe(401);
  });
});

describe('saved properties', () => {
  it('saves, lists with is_saved in searches, keeps a note and unsaves', async () => {
    expect((await call('POST', '/api/properties/save/', { property_id: h.ids.A3, address: '102 Fixture St, Austin' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/properties/save/', { property_id: Number(h.ids.A3) })).statusCode).toBe(200);
    expect((await call('POST', '/api/properties/save/', { property_id: '999999' })).statusCode).toBe(404);

    const saved = {
      id: Number(h.ids.A3),
      property_id: h.ids.A3,
      address: '102 Fixture St, Austin',
      note: '',
      property: { listing_key: 'A3', is_saved: true },
    };
    // The spec's form (section 3): an array of objects with property_id.
    const list = await getJson(h, h.user, '/api/properties/saved/');
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toMatchObject([saved]);
    // The grid pages with ?page: the paged answer of every list.
    const paged = await getJson(h, h.user, '/api/properties/saved/?page=1&page_size=10');
    expect(paged.body).toMatchObject({ count: 1, next: null, previous: null, results: [saved] });
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
    expect((await call('DELETE', `/api/properties/saved/${list.body[0].id}/`)).statusCode).toBe(204);
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
