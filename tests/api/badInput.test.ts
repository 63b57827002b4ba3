import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers.ts';
import { searchHarness, setCredits } from './searchHelpers.ts';

let harness: Awaited<ReturnType<typeof searchHarness>>;
beforeAll(async () => {
  harness = await searchHarness();
  await setCredits(harness, harness.user, 1000);
}, 120_000);
afterAll(() => harness.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  harness.app.inject({ method, url, payload: payload as object, headers: bearer(harness.user) });

const expectReason = (response: Awaited<ReturnType<typeof call>>, status = 400) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toEqual(expect.any(String));
};

describe('input that answered 500 before answers 4xx with a reason', () => {
  it.each([
    'price_min=1.5e400',
    'beds_min=2147483648',
    'beds_min=2.5',
    'year_built_min=99999999999',
    'sqft_min=-1',
    'dom=1e10',
    'dom=1.5',
    'value_gap_min=Infinity',
    'lp_arv_max=NaN',
    'price_max=9223372036854775808',
  ])('numeric filter %s', async (filter) => {
    expectReason(await call('GET', `/api/searches/properties/?location=Austin,%20TX&${filter}`));
    expectReason(
      await call('POST', '/api/searches/properties/count/', Object.fromEntries([['location', 'Austin, TX'], filter.split('=')])),
    );
  });

  it.each(['9223372036854775808', '-1', 'Infinity', 'abc', '1.5'])('path id %s', async (id) => {
    expectReason(await call('GET', `/api/searches/saved/${id}`));
    expectReason(await call('GET', `/api/crm/groups/${id}/contacts/`));
  });

  it.each(['99999999999999999999', '-1', 'Infinity', '1,,2', 'x'])('bulk-delete id list %s', async (ids) => {
    expectReason(await call('DELETE', `/api/crm/contacts/?contact_ids=${ids}`));
    expectReason(await call('DELETE', `/api/automation/emails/?email_ids=${ids}`));
  });

  it.each(['page=-Infinity', 'page=Infinity', 'page=100001', 'page=0', 'page_size=101', 'page=1.5'])('paging %s', async (paging) => {
    expectReason(await call('GET', `/api/searches/saved/?${paging}`));
    expectReason(await call('GET', `/api/crm/contacts/?${paging}`));
  });

  it('NUL characters in strings', async () => {
    expectReason(await call('GET', '/api/searches/properties/?location=Aus%00tin'));
    expectReason(await call('POST', '/api/crm/contacts/', { first_name: 'A\u0000', last_name: 'B', email: 'a@example.com' }));
  });

  it('more location terms than a statement can bind', async () => {
    // A body this size is refused as too large; one that fits is refused for its number of places.
    const huge = Array.from({ length: 70_000 }, (_, i) => ({ name: `${10000 + (i % 80000)}` }));
    expectReason(await call('POST', '/api/searches/properties/count/', { location: huge }), 413);
    const many = Array.from({ length: 500 }, (_, i) => ({ name: `${10000 + i}` }));
    const response = await call('POST', '/api/searches/properties/count/', { location: many });
    expectReason(response);
    expect(response.json().detail).toBe('A search can name at most 100 places; this one names 500.');
  });

  it('a saved search cannot store a query a search would refuse, so the list never breaks', async () => {
    expectReason(await call('POST', '/api/searches/saved/', { name: 'Bad', query: { location: 'Austin, TX', beds_min: '2147483648' } }));
    expectReason(await call('POST', '/api/searches/saved/', { name: 'Bad', query: { price_min: 'cheap' } }));
    const list = await call('GET', '/api/searches/saved/');
    expect(list.statusCode).toBe(200);
  });
});

describe('bodies whose only fields are unknown', () => {
  it('a profile update of unknown fields changes nothing and says what it takes', async () => {
    const response = await call('PUT', '/api/users/update/', { a: { b: { c: [1] } } });
    expectReason(response);
    expect(response.json().detail).toBe('Send at least one of firstname, lastname, phone, company or timezone.');
  });
});
