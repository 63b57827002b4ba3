import { describe, expect, it } from 'vitest';
import { demoHistory } from '../../../server/listings/history/demoHistory.ts';

const today = new Date('2025-06-01T00:00:00Z');
const row = (fields: Partial<Parameters<typeof demoHistory>[0]>) => ({
  id: 1,
  standard_status: 'Active',
  list_price: 300_000,
  original_list_price: 300_000,
  on_market_date: '2025-04-01',
  off_market_date: null,
  ...fields,
});

describe('demo listing history', () => {
  it('gives one active listing in 20 a fall-through and a comeback, then its price cut, at fixed points of its 61 days', () => {
    const { events, facts } = demoHistory(row({ id: 40, list_price: 270_000 }), today);
    // 61 days × 0.3 = 18 d 7 h 12 min; × 0.6 = 36 d 14 h 24 min; × 0.8 = 48 d 19 h 12 min after April 1.
    expect(events.map((e) => [e.at, e.kind, e.old_price, e.new_price, e.old_status, e.new_status])).toEqual([
      ['2025-04-01T00:00:00.000Z', 'listed', null, 300_000, null, 'Active'],
      ['2025-04-19T07:12:00.000Z', 'status_change', null, null, 'Active', 'Pending'],
      ['2025-05-07T14:24:00.000Z', 'status_change', null, null, 'Pending', 'Active'],
      ['2025-05-19T19:12:00.000Z', 'price_change', 300_000, 270_000, null, null],
    ]);
    // 30,000 of 300,000 is 10%.
    expect(facts).toEqual({
      status_changed_at: '2025-05-07T14:24:00.000Z',
      back_on_market_at: '2025-05-07T14:24:00.000Z',
      price_drop_pct: 10,
      price_drop_amount: 30_000,
      price_dropped_at: '2025-05-19T19:12:00.000Z',
    });
  });

  it('cuts the price between half-way and 90% of the time (by id), goes pending late, and leaves the market on the off-market day', () => {
    // Cut of id 5: 61 × 0.5 = 30 d 12 h; of id 3: 61 × 0.8 = 48 d 19 h 12 min. Pending on May 1: 31 × 0.95 = 29 d 10 h 48 min.
    expect(demoHistory(row({ id: 5, list_price: 285_000 }), today).events[1]).toMatchObject({
      at: '2025-05-01T12:00:00.000Z',
      kind: 'price_change',
    });
    expect(demoHistory(row({ id: 3, list_price: 285_000 }), today).events[1]).toMatchObject({
      at: '2025-05-19T19:12:00.000Z',
      kind: 'price_change',
    });
    const pending = demoHistory(row({ id: 7, standard_status: 'Pending', on_market_date: '2025-05-01' }), today);
    expect(pending.events.map((e) => [e.at, e.kind, e.new_status])).toEqual([
      ['2025-05-01T00:00:00.000Z', 'listed', 'Active'],
      ['2025-05-30T10:48:00.000Z', 'status_change', 'Pending'],
    ]);
    expect(pending.facts).toMatchObject({ status_changed_at: '2025-05-30T10:48:00.000Z', price_drop_pct: null, back_on_market_at: null });
    const expired = demoHistory(
      row({ id: 9, standard_status: 'Expired', on_market_date: '2025-01-09', off_market_date: '2025-03-10' }),
      today,
    );
    expect(expired.events.at(-1)).toMatchObject({ at: '2025-03-10T00:00:00.000Z', old_status: 'Active', new_status: 'Expired' });
    // Sold listings sold before the portal kept a history.
    expect(demoHistory(row({ standard_status: 'Closed' }), today)).toEqual({
      events: [],
      facts: { status_changed_at: null, price_drop_pct: null, price_drop_amount: null, price_dropped_at: null, back_on_market_at: null },
    });
  });
});
