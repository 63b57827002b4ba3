import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, searchHarness } from './searchHelpers.ts';
import { bearer } from './helpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness();
});
afterAll(() => h.close());

/** Listing keys a search answers, in order. */
async function keys(query: string, path = '/api/searches/properties/') {
  const { status, body } = await getJson(h, h.user, `${path}?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.results as { id: string }[]).map((r) => h.keyOf[r.id]);
}
const austin = 'location=' + encodeURIComponent('Austin, TX');
const enc = encodeURIComponent;

describe('GET /searches/properties/ filters', () => {
  it('defaults to for_sale, sorted by investment potential then value gap', async () => {
    expect(await keys(austin)).toEqual(['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']);
  });

  it.each([
    ['price_min=250000&price_max=450000', ['A3', 'A1', 'A9', 'A2']],
    ['beds_min=4', ['A3', 'A8', 'A10']],
    ['baths_min=3', ['A3', 'A10']],
    ['sqft_min=1500&sqft_max=2000', ['A8', 'A1', 'A9']],
    ['year_built_min=1980&year_built_max=2000', ['A8', 'A1', 'A10', 'A9']],
    ['investment_potential=Excellent,High', ['A3', 'A8', 'A7', 'A1', 'A10']],
    ['condition=Fair,Poor', ['A3', 'A8', 'A1', 'A10']],
    ['condition=very_poor', ['A7']],
    ['value_gap_min=40', ['A3', 'A8', 'A7']],
    ['lp_arv_max=0.6', ['A3', 'A8', 'A7']],
    ['dom=30', ['A8', 'A1', 'L1']],
    ['property_subtype=Condominium', ['A2']],
    ['property_subtype=Duplex,UnimprovedLand', ['A10', 'L1']],
    ['special_listing_conditions=' + enc('Short Sale,Real Estate Owned'), ['A3', 'A10']],
    ['status=pending', ['A4']],
    ['status=sold', ['A5']],
    ['status=off_market', ['A6']],
    ['status=for_sale,pending', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A4', 'A2', 'L1']],
    ['is_auction=true', ['A8', 'A7']],
    ['property_type=auction', ['A8', 'A7']],
    ['listingType=standard', ['A3', 'A1', 'A10', 'A9', 'A2', 'L1']],
  ])('%s', async (filter, expected) => {
    expect(await keys(`${austin}&${filter}`)).toEqual(expected);
  });

  it('counts cumulative days on market: a relist (A9, 5 days listed after 120 earlier) is not fresh', async () => {
    const { body } = await getJson(h, h.user, `/api/searches/properties/?${austin}&sort_by=dom`);
    const a9 = body.results.find((r: { id: string }) => h.keyOf[r.id] === 'A9');
    expect([a9.days_on_market, a9.cumulative_days_on_market]).toEqual([5, 125]);
  });

  it.each([
    ['78704', ['A3', 'A8', 'A10']],
    ['Travis County, TX', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']],
    ['round rock', ['R1']],
    ['austin tx', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']],
    ['Austin, Texas, USA', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']],
    ['FL', ['M1']],
    [JSON.stringify([{ name: 'Dallas, TX' }, { text: '78664' }]), ['R1', 'D2', 'D1']],
    ['Dallas, TX; 78664', ['R1', 'D2', 'D1']],
    // Overlapping places (a ZIP inside the city, a place named twice) answer each listing once.
    ['Austin, TX; 78704', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']],
    ['78704; Travis County, TX', ['A3', 'A8', 'A7', 'A1', 'A10', 'A9', 'A2', 'L1']],
    ['78704; 78704', ['A3', 'A8', 'A10']],
  ])('location %s', async (location, expected) => {
    expect(await keys(`location=${enc(location)}`)).toEqual(expected);
  });

  it('counts a listing in two of the places once, on the page and in the count', async () => {
    const location = enc('Austin, TX; 78704; austin');
    const page = await getJson(h, h.user, `/api/searches/properties/?location=${location}&sort_by=list_price`);
    expect(page.body.count).toBe(8);
    expect(page.body.results.map((r: { id: string }) => h.keyOf[r.id])).toEqual(['L1', 'A7', 'A8', 'A3', 'A1', 'A9', 'A2', 'A10']);
    const count = await h.app.inject({
      method: 'POST',
      url: '/api/searches/properties/count/',
      headers: bearer(h.user),
      payload: { location: ['Austin, TX', '78704', 'Dallas, TX'] },
    });
    expect(count.json()).toMatchObject({ count: 10 });
  });
});

describe('sorting and paging', () => {
  it.each([
    ['list_price', ['L1', 'A7', 'A8', 'A3', 'A1', 'A9', 'A2', 'A10']],
    ['-list_price', ['A10', 'A2', 'A9', 'A1', 'A3', 'A8', 'A7', 'L1']],
    ['dom', ['A8', 'A1', 'L1', 'A2', 'A7', 'A3', 'A9', 'A10']],
    ['-value_gap_pct', ['A3', 'A7', 'A8', 'A1', 'A10', 'A9', 'A2', 'L1']],
  ])('sort_by=%s', async (sort, expected) => {
    expect(await keys(`${austin}&sort_by=${sort}`)).toEqual(expected);
  });

  it('pages with count, next and previous', async () => {
    const first = await getJson(h, h.user, `/api/searches/properties/?${austin}&page_size=3`);
    expect(first.body).toMatchObject({ count: 8, previous: null });
    expect(first.body.next).toMatch(/page=2/);
    expect(await keys(`${austin}&page_size=3&page=2`)).toEqual(['A1', 'A10', 'A9']);
    const last = await getJson(h, h.user, `/api/searches/properties/?${austin}&page_size=3&page=3`);
    expect(last.body.results.map((r: { id: string }) => h.keyOf[r.id])).toEqual(['A2', 'L1']);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toMatch(/page=2/);
    // Past the last page no row carries the total: it is counted on its own, and previous leads back to the last page.
    const past = await getJson(h, h.user, `/api/searches/properties/?${austin}&page_size=3&page=5`);
    expect(past.body).toMatchObject({ count: 8, results: [], next: null });
    expect(past.body.previous).toMatch(/page=3/);
  });

  it('answers derived metrics and facts on each result', async () => {
    const { body } = await getJson(
      h,
      h.user,
      `/api/searches/properties/?location=78704&property_subtype=SingleFamilyResidence&is_auction=true`,
    );
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      id: h.ids.A8,
      listing_key: 'A8',
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
      status: 'for_sale',
      is_auction: true,
      auction_type: 'Online',
      auction_opening_bid: 132000,
      list_price: 220000,
      arv: 390000,
      value_gap: 170000,
      lp_arv: 0.564,
      condition: 'Fair',
      investment_potential: 'Excellent',
      rehab_estimate: 20000,
      rent_estimate: 2730,
      is_saved: false,
      has_photos: false,
      thumbnail_url: `/api/properties/${h.ids.A8}/placeholder.svg`,
    });
    expect(body.results[0].value_gap_pct).toBeCloseTo(43.6, 1);
  });
});

describe('auction list and validation', () => {
  it('GET /properties/auction/list/ answers auctions only, soonest first', async () => {
    expect(await keys('location=' + enc('Travis County, TX'), '/api/properties/auction/list/')).toEqual(['A8', 'A7']);
  });

  it.each([
    ['', /location is required/],
    ['location=', /location is required/],
    ['location=' + enc('!!!'), /Invalid location format/],
    ['location=' + enc('[{"name": "Austin"'), /not valid JSON/],
    ['location=' + enc('Austin, Narnia'), /Invalid location format/],
    [`${austin}&sort_by=colour`, /sort_by must be one of/],
    [`${austin}&condition=Awful`, /condition takes comma-separated levels/],
    [`${austin}&price_min=cheap`, /price_min must be a number from 0 to 10,000,000,000/],
    [`${austin}&is_auction=true&listingType=standard`, /both auction and standard/],
    [`${austin}&price_min=500000&price_max=2.5`, /^price_max must be at least price_min\.$/],
    [`${austin}&sqft_min=3000&sqft_max=1000`, /^sqft_max must be at least sqft_min\.$/],
    [`${austin}&year_built_min=2000&year_built_max=1990`, /^year_built_max must be at least year_built_min\.$/],
  ])('400 for %s', async (query, detail) => {
    const { status, body } = await getJson(h, h.user, `/api/searches/properties/?${query}`);
    expect(status).toBe(400);
    expect(body.detail).toMatch(detail);
  });

  it('suggests places that exist in the data', async () => {
    const { body } = await getJson(h, h.user, '/api/searches/locations/?q=aus');
    expect(body.results).toEqual([
      { kind: 'city', label: 'Austin, TX', city: 'Austin', county: null, state: 'TX', postal_code: null, listing_count: 11 },
    ]);
    const zips = await getJson(h, h.user, '/api/searches/locations/?q=787');
    expect(zips.body.results.map((r: { label: string }) => r.label)).toEqual(['78701', '78704']);
  });

  it('takes % and _ in a location query literally, matching at the start of a label only', async () => {
    for (const q of ['%', '_', '%tx', 'ustin']) {
      expect((await getJson(h, h.user, `/api/searches/locations/?q=${encodeURIComponent(q)}`)).body.results).toEqual([]);
    }
  });
});
