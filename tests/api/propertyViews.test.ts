import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers.ts';
import { getJson, searchHarness } from './searchHelpers.ts';

let h: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  h = await searchHarness();
});
afterAll(() => h.close());

const view = (id: string | number) =>
  h.app.inject({ method: 'POST', url: '/api/properties/viewed/', headers: bearer(h.user), payload: { property_id: id } });

describe('recently viewed properties', () => {
  it('records views, lists the last 30 days as recent and earlier ones as older', async () => {
    expect((await view(h.ids.A1)).statusCode).toBe(204);
    expect((await view(h.ids.A2)).statusCode).toBe(204);
    expect((await view(h.ids.A1)).statusCode).toBe(204);
    await h.db.query(`update property_views set last_viewed_at = now() - interval '31 days' where listing_id = $1`, [h.ids.A2]);

    const recent = await getJson(h, h.user, '/api/properties/viewed/');
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: [{ property_id: h.ids.A1, view_count: 2, property: { id: h.ids.A1, listing_key: 'A1' } }],
    });
    const older = await getJson(h, h.user, '/api/properties/viewed/?older=true');
    expect(older.body).toMatchObject({ count: 1, results: [{ property_id: h.ids.A2, view_count: 1 }] });
  });

  it('answers 404 for an unknown property, 400 for a bad id and 401 without a token', async () => {
    expect((await view(999_999)).statusCode).toBe(404);
    expect((await view('abc')).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/properties/viewed/' })).statusCode).toBe(401);
  });
});
