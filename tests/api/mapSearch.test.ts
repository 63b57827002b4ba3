import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from '../../server/listings/search/geometry.ts';
import { addressKey } from '../../server/listings/listingRow.ts';
import { refreshLocations, upsertListings } from '../../server/listings/listingsWriteRepository.ts';
import { listingsNewSince } from '../../server/savedSearches/savedSearchRuns.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { FIXTURE, fixtureRow } from './listingFixtures.ts';
import { setCredits } from './searchHelpers.ts';
import { startDownload, tempStorage } from './downloadHelpers.ts';

/**
 * Listings at chosen positions in Austin (lng, lat), so that every drawn area's answer is checked by hand:
 *
 *   G3 (-97.75, 30.30)      G4 (-97.70, 30.30)          G6 (-97.60, 30.40) far north-east
 *             G5 (-97.725, 30.275)   G8 sold (-97.72, 30.27)
 *   G1 (-97.75, 30.25)      G2 (-97.70, 30.25) auction
 *   G7 (-97.80, 30.20) south-west                         G9 no position; D1 in Dallas (-96.80, 32.79)
 */
const POSITIONS: Record<string, [number, number] | null> = {
  G1: [-97.75, 30.25],
  G2: [-97.7, 30.25],
  G3: [-97.75, 30.3],
  G4: [-97.7, 30.3],
  G5: [-97.725, 30.275],
  G6: [-97.6, 30.4],
  G7: [-97.8, 30.2],
  G8: [-97.72, 30.27],
  G9: null,
};
const POTENTIAL: Record<string, string> = { G1: 'High', G2: 'Medium', G3: 'Low', G4: 'Low', G5: 'Excellent', G6: 'High', G7: 'Medium' };
const RANK: Record<string, number> = { Low: 1, Medium: 2, High: 3, Excellent: 4 };

function mapRow(key: string, index: number) {
  const base = fixtureRow(FIXTURE.find((spec) => spec[0] === 'A1')!);
  const position = POSITIONS[key] ?? null;
  const address = `${200 + index} Map St`;
  return {
    ...base,
    listing_key: key,
    unparsed_address: address,
    address_key: addressKey(address, '78701'),
    latitude: position ? position[1] : null,
    longitude: position ? position[0] : null,
    standard_status: key === 'G8' ? 'Closed' : 'Active',
    close_price: key === 'G8' ? 290000 : null,
    close_date: key === 'G8' ? base.on_market_date : null,
    special_listing_conditions: key === 'G2' ? ['Auction'] : ['Standard'],
    auction_date: key === 'G2' ? new Date(Date.now() + 5 * 86_400_000).toISOString() : null,
    investment_potential: POTENTIAL[key] ?? null,
    investment_rank: POTENTIAL[key] ? RANK[POTENTIAL[key]]! : null,
  };
}

let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let keyOf: Record<string, string>;
let idOf: Record<string, string>;

beforeAll(async () => {
  h = await buildTestApp({ STORAGE_DIR: tempStorage() });
  const dallas = fixtureRow(FIXTURE.find((spec) => spec[0] === 'D1')!);
  await upsertListings(h.db, [...Object.keys(POSITIONS).map(mapRow), dallas]);
  await refreshLocations(h.db);
  const rows = await h.db.query<{ id: string; listing_key: string }>('select id::text as id, listing_key from listings');
  idOf = Object.fromEntries(rows.map((r) => [r.listing_key, r.id]));
  keyOf = Object.fromEntries(rows.map((r) => [r.id, r.listing_key]));
  user = await registeredUser(h.app);
  await setCredits(h, user, 1000);
});
afterAll(() => h.close());

const enc = encodeURIComponent;
const polygon = (ring: [number, number][]) => JSON.stringify({ type: 'Polygon', coordinates: [ring] });
const circle = (center: [number, number], radius: number) => JSON.stringify({ type: 'Circle', center, radius_miles: radius });

/** Base -97.76..-97.69 at 30.24, apex (-97.725, 30.31): holds G1, G2, G5; G3 and G4 lie in its box but outside it. */
const TRIANGLE = polygon([
  [-97.76, 30.24],
  [-97.69, 30.24],
  [-97.725, 30.31],
  [-97.76, 30.24],
]);
/** -97.76..-97.69 × 30.26..30.31: G3, G4, G5 (and G8, sold). */
const RECTANGLE = polygon([
  [-97.76, 30.26],
  [-97.69, 30.26],
  [-97.69, 30.31],
  [-97.76, 30.31],
  [-97.76, 30.26],
]);

async function get(url: string) {
  const response = await h.app.inject({ method: 'GET', url, headers: bearer(user) });
  return { status: response.statusCode, body: response.json() };
}

/** Listing keys a search answers, sorted. */
async function keys(query: string, path = '/api/searches/properties/') {
  const { status, body } = await get(`${path}?${query}&page_size=100`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.count).toBe(body.results.length);
  return (body.results as { id: string }[]).map((r) => keyOf[r.id]).sort();
}

async function count(payload: object, path = '/api/searches/properties/count/') {
  const response = await h.app.inject({ method: 'POST', url: path, payload, headers: bearer(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
}

describe('searching inside a drawn area (no location needed)', () => {
  it('a polygon: exactly the listings inside it, not merely inside its box', async () => {
    expect(await keys(`geometry=${enc(TRIANGLE)}`)).toEqual(['G1', 'G2', 'G5']);
    expect(await keys(`geometry=${enc(TRIANGLE)}&status=for_sale,sold`)).toEqual(['G1', 'G2', 'G5', 'G8']);
    expect(await count({ geometry: TRIANGLE })).toBe(3);
  });

  it('a rectangle (sent as a polygon)', async () => {
    expect(await keys(`geometry=${enc(RECTANGLE)}`)).toEqual(['G3', 'G4', 'G5']);
    expect(await count({ query: { geometry: RECTANGLE, status: 'sold' } })).toBe(1);
  });

  it('a circle by haversine distance: the corners are 2.28 miles from G5', async () => {
    expect(await keys(`geometry=${enc(circle([-97.725, 30.275], 2))}`)).toEqual(['G5']);
    expect(await keys(`geometry=${enc(circle([-97.725, 30.275], 2.5))}`)).toEqual(['G1', 'G2', 'G3', 'G4', 'G5']);
    // G7 is 6.85 miles from G5, G6 11.41 miles.
    expect(await count({ geometry: circle([-97.725, 30.275], 6.8) })).toBe(5);
    expect(await count({ geometry: circle([-97.725, 30.275], 6.9) })).toBe(6);
    expect(await count({ geometry: circle([-97.725, 30.275], 11.5) })).toBe(7);
  });

  it('takes the area as an object in a JSON body too, and with a location both must hold', async () => {
    expect(await count({ geometry: JSON.parse(TRIANGLE) })).toBe(3);
    expect(await count({ geometry: TRIANGLE, location: 'Dallas, TX' })).toBe(0);
    expect(await keys(`geometry=${enc(TRIANGLE)}&location=${enc('Austin, TX')}&investment_potential=Excellent,High`)).toEqual(['G1', 'G5']);
  });

  it('works in the auction list and count', async () => {
    expect(await keys(`geometry=${enc(TRIANGLE)}`, '/api/properties/auction/list/')).toEqual(['G2']);
    expect(await count({ geometry: TRIANGLE }, '/api/properties/auction/count/')).toBe(1);
    expect(await keys(`geometry=${enc(RECTANGLE)}`, '/api/properties/auction/list/')).toEqual([]);
  });

  it('still needs a location without an area', async () => {
    const { status, body } = await get('/api/searches/properties/?price_min=1');
    expect(status).toBe(400);
    expect(body.detail).toMatch(/location is required/);
  });

  it('charges a drawn area once, and a different area again', async () => {
    const before = (await get('/api/searches/credits/')).body.balance as number;
    const first = await get(`/api/searches/properties/?geometry=${enc(circle([-97.725, 30.275], 3))}`);
    const again = await get(`/api/searches/properties/?geometry=${enc(circle([-97.725, 30.275], 3))}&page=1&sort_by=list_price`);
    const other = await get(`/api/searches/properties/?geometry=${enc(circle([-97.725, 30.275], 3.5))}`);
    expect([first.body.credits_charged, again.body.credits_charged, other.body.credits_charged]).toEqual([1, 0, 1]);
    expect(other.body.credits_remaining).toBe(before - 2);
  });
});

/** Even-odd ray casting, the reference the SQL must agree with on simple polygons. */
function inside([x, y]: [number, number], ring: [number, number][]): boolean {
  let odd = false;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) odd = !odd;
  }
  return odd;
}
const ACTIVE = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];

describe('random drawn areas agree with a reference computed here', () => {
  it('star-shaped polygons: the count is the listings the ray casting finds inside', async () => {
    const seen = new Set<number>();
    // Corners at distinct angles around a center, in angle order: a simple polygon (no edge crosses another).
    const star = fc
      .tuple(
        fc.integer({ min: -97780, max: -97660 }),
        fc.integer({ min: 30220, max: 30330 }),
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 5, max: 200 })), {
          minLength: 3,
          maxLength: 40,
          selector: ([angle]) => angle,
        }),
      )
      .map(([cx, cy, spokes]) => {
        const corners = [...spokes]
          .sort((a, b) => a[0] - b[0])
          .map(([degrees, r]): [number, number] => [
            (cx + r * Math.cos((degrees * Math.PI) / 180)) / 1000,
            (cy + r * Math.sin((degrees * Math.PI) / 180)) / 1000,
          ]);
        return [...corners, corners[0]!];
      });
    await fc.assert(
      fc.asyncProperty(star, async (ring) => {
        const response = await h.app.inject({
          method: 'POST',
          url: '/api/searches/properties/count/',
          payload: { geometry: polygon(ring) },
          headers: bearer(user),
        });
        if (response.statusCode === 400) {
          expect(response.json().detail).toMatch(/no area/); // all spokes on one line
          return;
        }
        expect(response.statusCode).toBe(200);
        const expected = ACTIVE.filter((key) => inside(POSITIONS[key]!, ring)).length;
        seen.add(expected);
        expect(response.json().count).toBe(expected);
      }),
      { seed: 15, numRuns: 40 },
    );
    expect(seen.size).toBeGreaterThan(3); // the areas hold from none to many of the listings
  });

  it('circles: the count is the listings within the radius by haversine', async () => {
    const seen = new Set<number>();
    const circles = fc.tuple(
      fc.double({ min: -97.85, max: -97.55, noNaN: true }),
      fc.double({ min: 30.15, max: 30.45, noNaN: true }),
      fc.double({ min: 0.05, max: 15, noNaN: true }),
    );
    await fc.assert(
      fc.asyncProperty(circles, async ([lng, lat, radius]) => {
        const expected = ACTIVE.filter((key) => haversineMiles([lng, lat], POSITIONS[key]!) <= radius).length;
        seen.add(expected);
        expect(await count({ geometry: circle([lng, lat], radius) })).toBe(expected);
      }),
      { seed: 15, numRuns: 40 },
    );
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('a bad drawn area is a 400 saying what is wrong', () => {
  const ring = (n: number) =>
    Array.from({ length: n - 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / (n - 1);
      return [-97.7 + 0.1 * Math.cos(angle), 30.3 + 0.1 * Math.sin(angle)] as [number, number];
    });
  const closed = (points: [number, number][]) => [...points, points[0]!];

  it.each([
    [
      'a polygon across the antimeridian',
      polygon([
        [179.5, 10],
        [-179.5, 10],
        [-179.5, 11],
        [179.5, 11],
        [179.5, 10],
      ]),
      /crosses the antimeridian/,
    ],
    [
      'an unclosed ring',
      polygon([
        [-97.76, 30.24],
        [-97.69, 30.24],
        [-97.725, 30.31],
        [-97.75, 30.25],
      ]),
      /ring is not closed/,
    ],
    ['more points than allowed', polygon(closed(ring(1002))), /has 1,002 points; at most 1,001/],
    [
      'a latitude out of range',
      polygon([
        [-97, 30],
        [-96, 95],
        [-95, 30],
        [-97, 30],
      ]),
      /latitude 95; latitudes run from -90 to 90/,
    ],
    [
      'a longitude out of range',
      polygon([
        [-197, 30],
        [-96, 31],
        [-95, 30],
        [-197, 30],
      ]),
      /Point 1 of the drawn area has longitude -197/,
    ],
    [
      'points on one line',
      polygon([
        [-97, 30],
        [-96, 31],
        [-95, 32],
        [-97, 30],
      ]),
      /no area/,
    ],
    [
      'too few points',
      polygon([
        [-97, 30],
        [-96, 31],
        [-97, 30],
      ] as [number, number][]),
      /at least 4 points/,
    ],
    ['a circle too large', circle([-97.7, 30.3], 250), /radius_miles must be a number from 0.05 to 100/],
    ['not JSON', '{"type":"Polygon",', /not valid JSON/],
    ['another GeoJSON type', JSON.stringify({ type: 'Point', coordinates: [-97, 30] }), /Polygon or a Circle/],
  ])('%s', async (_name, geometry, detail) => {
    for (const path of ['/api/searches/properties/', '/api/searches/properties/clusters/', '/api/searches/properties/download']) {
      const { status, body } = await get(`${path}?geometry=${enc(geometry)}&zoom=10`);
      expect(status, path).toBe(400);
      expect(body.detail).toMatch(detail);
      expect(body.errors).toHaveProperty('geometry');
    }
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/searches/properties/count/',
      payload: { geometry },
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(detail);
  });

  it('takes a 1,000-corner polygon in a real GET query string (past Node’s 16 KB default for the request line)', async () => {
    const detailed = polygon(closed(ring(1001)).map(([x, y]) => [+x.toFixed(7), +y.toFixed(7)] as [number, number]));
    expect(enc(detailed).length).toBeGreaterThan(30_000);
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/searches/properties/?geometry=${enc(detailed)}`, { headers: bearer(user) });
    expect(response.status).toBe(200);
    // The 1,000-gon of radius 0.1° around (-97.7, 30.3) holds G1–G5 (at most 0.071° away); G6 and G7 are 0.141° away.
    expect(((await response.json()) as { count: number }).count).toBe(5);
  });

  it('takes 1,000 corners (1,001 points), and refuses more than 64 KB', async () => {
    const thousand = polygon(closed(ring(1001)));
    expect(JSON.parse(thousand).coordinates[0]).toHaveLength(1001);
    expect((await get(`/api/searches/properties/?geometry=${enc(thousand)}`)).status).toBe(200);
    const padded = JSON.stringify({ type: 'Polygon', coordinates: [closed(ring(900))], pad: 'x'.repeat(70_000) });
    const { status, body } = await get(`/api/searches/properties/?geometry=${enc(padded)}`);
    expect(status).toBe(400);
    expect(body.detail).toMatch(/too large: at most 64 KB/);
  });
});

describe('a drawn area in saved searches, automated e-mails and downloads', () => {
  it('survives save and re-run, and counts new listings inside it only', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/searches/saved/',
      payload: { name: 'Drawn triangle', query: { geometry: TRIANGLE } },
      headers: bearer(user),
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = (await get(`/api/searches/saved/${created.json().id}/`)).body;
    expect(saved.query).toEqual({ geometry: TRIANGLE });
    expect(saved.new_results_count).toBe(0);

    const rerun = new URLSearchParams({ ...saved.query, saved_search_id: String(saved.id) });
    expect(await keys(rerun.toString())).toEqual(['G1', 'G2', 'G5']);
    expect((await get(`/api/searches/saved/${saved.id}/`)).body.last_result_count).toBe(3);

    // Two listings arrive after the run: G5 (inside the triangle) and G3 (outside it); only G5 is new to this search.
    await h.db.query(`update listings set first_seen_at = now() + interval '1 minute' where listing_key in ('G5', 'G3')`);
    expect((await get(`/api/searches/saved/${saved.id}/`)).body.new_results_count).toBe(1);
    // An automated e-mail of this saved search lists the same one listing.
    const mail = await listingsNewSince(h.db, saved.id, new Date(Date.now() - 1000));
    expect([mail.total, mail.listings.map((l) => keyOf[l.id])]).toEqual([1, ['G5']]);
    await h.db.query(`update listings set first_seen_at = now() - interval '1 day' where listing_key in ('G5', 'G3')`);
  });

  it('refuses to save a bad area with the search’s own 400', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/searches/saved/',
      payload: { name: 'Bad', query: { geometry: circle([-97.7, 30.3], 0.01) } },
      headers: bearer(user),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/radius_miles/);
  });

  it('downloads the listings inside the area, named after it', async () => {
    const download = await startDownload(h, user, `geometry=${enc(RECTANGLE)}&file_type=csv`);
    expect(download.row_count).toBe(3);
    expect(download.name).toMatch(/^Drawn rectangle properties \d{4}-\d{2}-\d{2}$/);
    const record = (await get(`/api/searches/properties/downloads/${download.id}/`)).body;
    expect(record.criteria).toEqual(expect.arrayContaining(['Area: Drawn rectangle', 'Status: Active']));
  });
});

describe('clusters for the map', () => {
  type Cell = { latitude: number; longitude: number; count: number; potential: string | null; property_id: string | null };
  async function clusters(query: string, path = '/api/searches/properties/clusters/') {
    const { status, body } = await get(`${path}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { total: number; cells: Cell[] };
  }
  const austin = `location=${enc('Austin, TX')}`;

  it('groups the matches of the drawn area: one cell at low zoom, one listing per cell at street zoom', async () => {
    const low = await clusters(`geometry=${enc(TRIANGLE)}&zoom=2&bbox=-180,-85,180,85`);
    expect(low.total).toBe(3);
    expect(low.cells).toHaveLength(1);
    const [cell] = low.cells;
    expect(cell).toMatchObject({ count: 3, potential: 'Excellent', property_id: null });
    // The mean position of G1, G2 and G5.
    expect(cell!.longitude).toBeCloseTo((-97.75 - 97.7 - 97.725) / 3, 9);
    expect(cell!.latitude).toBeCloseTo((30.25 + 30.25 + 30.275) / 3, 9);

    const street = await clusters(`geometry=${enc(TRIANGLE)}&zoom=14&bbox=-97.8,30.2,-97.6,30.4`);
    expect(street.total).toBe(3);
    expect(street.cells.map((c) => [keyOf[c.property_id!], c.count, c.potential, c.longitude, c.latitude]).sort()).toEqual([
      ['G1', 1, 'High', -97.75, 30.25],
      ['G2', 1, 'Medium', -97.7, 30.25],
      ['G5', 1, 'Excellent', -97.725, 30.275],
    ]);
  });

  it('sums to the search’s count, and splits into more, smaller cells as the zoom grows', async () => {
    const searchCount = await count({ location: 'Austin, TX' });
    expect(searchCount).toBe(8); // G1–G7 and G9 (G8 is sold); G9 has no position to show on a map
    let previous = 0;
    for (const zoom of [0, 6, 9, 11, 13]) {
      const { total, cells } = await clusters(`${austin}&zoom=${zoom}&bbox=-97.85,30.15,-97.55,30.45`);
      expect(cells.reduce((sum, c) => sum + c.count, 0)).toBe(total);
      expect(total).toBe(7);
      expect(cells.length).toBeGreaterThanOrEqual(previous);
      previous = cells.length;
    }
    // Zoom 9: cells of 360 / 2^11 = 0.17578°. Columns: G1, G3, G7 at -557 (-97.75 / 0.17578 = -556.1), G2, G4, G5, G6 at
    // -556; rows: G7 at 171 (30.20 / 0.17578 = 171.8), the rest at 172. So {G1, G3}, {G2, G4, G5, G6} and {G7}.
    const nine = await clusters(`${austin}&zoom=9&bbox=-98.5,29.5,-97,31`);
    expect(nine.cells.map((c) => c.count)).toEqual([4, 2, 1]);
    expect(nine.cells[0]).toMatchObject({ potential: 'Excellent', property_id: null });
    expect(nine.cells[2]).toMatchObject({ potential: 'Medium', property_id: idOf.G7, latitude: 30.2, longitude: -97.8 });
    expect(previous).toBe(7); // zoom 13 (0.011°): every listing in its own cell
  });

  it('keeps to the box, the auction list and the filters', async () => {
    expect((await clusters(`${austin}&zoom=12&bbox=-97.76,30.24,-97.69,30.26`)).total).toBe(2); // G1, G2
    const auctions = await clusters(`${austin}&zoom=12&bbox=-98,30,-97,31`, '/api/properties/auction/clusters/');
    expect(auctions.cells).toEqual([{ latitude: 30.25, longitude: -97.7, count: 1, potential: 'Medium', property_id: idOf.G2 }]);
    expect((await clusters(`${austin}&zoom=12&investment_potential=Low`)).total).toBe(2);
  });

  it('coarsens the grid rather than answer more than 2,000 cells', async () => {
    // The whole world at zoom 9 would be 2,048 × 1,024 cells of 0.176°: doubled 6 times, to 11.25° (32 × 16 = 512 cells).
    const world = await clusters(`${austin}&zoom=9`);
    expect(world.cells).toHaveLength(1);
    expect(world.total).toBe(7);
  });

  it('clamps a box past the world’s edges and refuses a bad box or zoom', async () => {
    expect((await clusters(`${austin}&zoom=1&bbox=-400,-100,400,100`)).total).toBe(7);
    for (const [query, detail] of [
      ['zoom=3&bbox=1,2,3', /four numbers/],
      ['zoom=3&bbox=-97,31,-96,30', /south edge below its north edge/],
      ['zoom=3&bbox=170,10,-170,20', /antimeridian/],
      ['zoom=23', /zoom/],
      ['bbox=-98,30,-97,31', /zoom/],
    ] as const) {
      const { status, body } = await get(`/api/searches/properties/clusters/?${austin}&${query}`);
      expect(status, query).toBe(400);
      expect(body.detail).toMatch(detail);
    }
  });

  it('costs no credits', async () => {
    const before = (await get('/api/searches/credits/')).body.balance;
    await clusters(`geometry=${enc(circle([-97.725, 30.275], 50))}&zoom=8`);
    expect((await get('/api/searches/credits/')).body.balance).toBe(before);
  });
});

describe('map configuration', () => {
  it('answers map_style_url: null by default, the configured style otherwise, allowed by the CSP', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/config/' });
    expect(none.json().map_style_url).toBeNull();
    const styled = await buildTestApp({ MAP_STYLE_URL: 'https://tiles.example.com/styles/streets.json' });
    try {
      const response = await styled.app.inject({ method: 'GET', url: '/api/config/' });
      expect(response.json().map_style_url).toBe('https://tiles.example.com/styles/streets.json');
      expect(response.headers['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
      expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    } finally {
      await styled.close();
    }
  });
});
