import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../server/listings/listingRow.ts';
import { refreshLocations, upsertListings } from '../../server/listings/listingsWriteRepository.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { FIXTURE, fixtureRow } from './listingFixtures.ts';

/**
 * Two cities at chosen positions (lng, lat), so each centre is checked against a mean worked by hand:
 *   Austin: (-97.75, 30.25), (-97.70, 30.30), (-97.72, 30.29) and one listing without a position (counted, not placed)
 *           → centre (-97.72333…, 30.28), 4 listings
 *   Dallas: (-96.80, 32.79), (-96.70, 32.75) → centre (-96.75, 32.77), 2 listings
 */
const LISTINGS: [key: string, fixture: 'A1' | 'D1', position: [number, number] | null][] = [
  ['P1', 'A1', [-97.75, 30.25]],
  ['P2', 'A1', [-97.7, 30.3]],
  ['P3', 'A1', [-97.72, 30.29]],
  ['P4', 'A1', null],
  ['P5', 'D1', [-96.8, 32.79]],
  ['P6', 'D1', [-96.7, 32.75]],
];

let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;

beforeAll(async () => {
  h = await buildTestApp();
  const rows = LISTINGS.map(([key, fixture, position], index) => {
    const base = fixtureRow(FIXTURE.find((spec) => spec[0] === fixture)!);
    const address = `${300 + index} Place St`;
    return {
      ...base,
      listing_key: key,
      unparsed_address: address,
      address_key: addressKey(address, base.postal_code),
      latitude: position ? position[1] : null,
      longitude: position ? position[0] : null,
    };
  });
  await upsertListings(h.db, rows);
  await refreshLocations(h.db);
  user = await registeredUser(h.app);
});
afterAll(() => h.close());

const places = (query: string, headers: Record<string, string> = bearer(user)) =>
  h.app.inject({ method: 'GET', url: `/api/map/places/?${query}`, headers });

describe('GET /api/map/places/', () => {
  it('answers the cities in the box with the mean position of their listings, the most listings first', async () => {
    const response = await places('bbox=-98.5,29.5,-96,33.5');
    expect(response.statusCode).toBe(200);
    const [austin, dallas, ...others] = response.json().results;
    expect(others).toEqual([]);
    expect(austin).toMatchObject({ label: 'Austin, TX', city: 'Austin', state: 'TX', listing_count: 4 });
    expect(austin.longitude).toBeCloseTo((-97.75 - 97.7 - 97.72) / 3, 9);
    expect(austin.latitude).toBeCloseTo(30.28, 9);
    expect(dallas).toMatchObject({ label: 'Dallas, TX', city: 'Dallas', state: 'TX', listing_count: 2 });
    expect(dallas.longitude).toBeCloseTo(-96.75, 9);
    expect(dallas.latitude).toBeCloseTo(32.77, 9);
  });

  it('keeps to the box (a city is inside when its centre is) and to the limit, dropping the smaller cities', async () => {
    const cities = async (query: string) => ((await places(query)).json().results as { city: string }[]).map((place) => place.city);
    expect(await cities('bbox=-97,32,-96,33')).toEqual(['Dallas']);
    // Austin's listings reach -97.70 but its centre is at -97.723: a box ending at -97.722 still holds it, one ending at -97.725 not.
    expect(await cities('bbox=-98,30,-97.722,31')).toEqual(['Austin']);
    expect(await cities('bbox=-98,30,-97.725,31')).toEqual([]);
    expect(await cities('bbox=-98.5,29.5,-96,33.5&limit=1')).toEqual(['Austin']);
    expect(await cities('bbox=-190,-95,190,95')).toEqual(['Austin', 'Dallas']);
  });

  it('refuses a malformed box or limit with 400 {detail}', async () => {
    for (const query of [
      'bbox=1,2,3',
      'bbox=a,b,c,d',
      'bbox=-97,33,-96,32',
      'bbox=-96,32,-97,33',
      'bbox=',
      `bbox=${'1'.repeat(201)}`,
      'limit=5',
      'bbox=-98,30,-96,33&limit=0',
      'bbox=-98,30,-96,33&limit=201',
    ]) {
      const response = await places(query);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().detail, query).toBe('string');
    }
  });

  it('needs a token', async () => {
    const response = await places('bbox=-98.5,29.5,-96,33.5', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('detail');
  });
});
