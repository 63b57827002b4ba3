import { describe, expect, it } from 'vitest';
import {
  adjustComp,
  COMP_RULES,
  dayOf,
  isEligible,
  selectComps,
  type CompSubject,
  type SaleRecord,
} from '../../../../server/listings/metrics/comps.ts';

const subject: CompSubject = {
  property_id: 'S',
  latitude: 40,
  longitude: -75,
  subtype: 'SingleFamilyResidence',
  living_area: 1600,
  year_built: 1990,
  bedrooms: 3,
  bathrooms: 2,
};
/** A sale `miles` north of the subject (1 mile ≈ 1/69.09° of latitude). */
const sale = (id: string, over: Partial<SaleRecord> = {}, miles = 0.5): SaleRecord => ({
  property_id: id,
  address: `${id} Main St`,
  latitude: 40 + miles / 69.0934,
  longitude: -75,
  subtype: 'SingleFamilyResidence',
  close_price: 300_000,
  close_date: '2025-01-01',
  living_area: 1500,
  year_built: 1980,
  bedrooms: 2,
  bathrooms: 2,
  condition: 'Excellent',
  ...over,
});
const REF = '2025-07-01'; // 181 days after 2025-01-01
const amounts = (adjustments: { factor: string; amount: number }[]) => Object.fromEntries(adjustments.map((a) => [a.factor, a.amount]));

describe('adjustComp: each factor in dollars, rounded to $100', () => {
  it('time, size, age, condition, beds/baths (hand-computed)', () => {
    expect(amounts(adjustComp(subject, sale('A'), REF, 'Good'))).toEqual({
      time: 6000, // 300,000 × 4% × 181 ÷ 365 = 5,950.7
      size: 14_900, // 300,000 × ((1600 ÷ 1500)^0.75 − 1) = 14,878
      age: 0, // no separate age adjustment (it acts through the condition): was +6,000 before issue 24
      condition: -32_100, // 300,000 × (1 ÷ 1.12 − 1) = −32,142.9
      beds_baths: 3000, // 300,000 × (1% × 1 + 2% × 0)
    });
  });

  it.each([
    ['a larger comp is adjusted down', { living_area: 1800 }, 'size', -25_400], // 300,000 × ((1600/1800)^0.75 − 1) = 300,000 × −0.08455 = −25,364
    ['a much older comp: no age adjustment', { year_built: 1900 }, 'age', 0],
    ['unknown year', { year_built: null }, 'age', 0],
    ['a Fair comp to a Good ARV', { condition: 'Fair' }, 'condition', 48_800], // 300,000 × (1 ÷ 0.86 − 1)
    ['a Very Poor comp', { condition: 'Very Poor' }, 'condition', 245_500], // 300,000 × (1 ÷ 0.55 − 1) = 245,454.5
    ['a Good comp', { condition: 'Good' }, 'condition', 0],
    ['unknown condition', { condition: null }, 'condition', 0],
    ['more baths on the comp', { bedrooms: 3, bathrooms: 3 }, 'beds_baths', -6000],
    ['unknown rooms', { bedrooms: null, bathrooms: null }, 'beds_baths', 0],
    ['sold the reference day', { close_date: REF }, 'time', 0],
    ['sold after the reference day', { close_date: '2025-08-01' }, 'time', 0],
    ['sold a year before', { close_date: '2024-07-01' }, 'time', 12_000],
  ])('%s', (_name, over, factor, expected) => {
    expect(amounts(adjustComp(subject, sale('A', over), REF, 'Good'))[factor]).toBe(expected);
  });

  it('an Excellent after-repair target moves a Good comp up 12%', () => {
    expect(amounts(adjustComp(subject, sale('A', { condition: 'Good' }), REF, 'Excellent')).condition).toBe(36_000);
  });
});

describe('isEligible: subtype, condition, 12 months, ±20% living area', () => {
  it.each([
    ['a renovated sale nearby', {}, true],
    ['another subtype', { subtype: 'Condominium' }, false],
    ['Fair condition', { condition: 'Fair' }, false],
    ['Good condition', { condition: 'Good' }, true],
    ['364 days old', { close_date: '2024-07-02' }, true],
    ['365 days old', { close_date: '2024-07-01' }, false],
    ['sold after the reference day', { close_date: '2025-07-02' }, false],
    ['exactly 20% larger', { living_area: 1920 }, true],
    ['21% larger', { living_area: 1936 }, false],
    ['exactly 20% smaller', { living_area: 1280 }, true],
    ['the subject itself', { property_id: 'S' }, false],
  ])('%s → %s', (_name, over, expected) => {
    const s = sale('A', over);
    expect(isEligible(subject, s, dayOf(REF) - dayOf(s.close_date))).toBe(expected);
  });
});

describe('selectComps', () => {
  it('widens from 1 to 2 miles while fewer than 3 are found', () => {
    const pick = selectComps(subject, [sale('A', {}, 0.3), sale('B', {}, 0.8), sale('C', {}, 1.5), sale('D', {}, 2.5)], REF, 'Good');
    expect(pick.radius_mi).toBe(2);
    expect(pick.comps.map((c) => c.property_id)).toEqual(['A', 'B', 'C']);
    expect(pick.comps[0]!.distance_mi).toBe(0.3);
  });

  it('keeps the 8 nearest and stays at 1 mile when 3 are there', () => {
    const sales = Array.from({ length: 10 }, (_, i) => sale(`N${i}`, {}, 0.9 - i * 0.05));
    const pick = selectComps(subject, sales, REF, 'Good');
    expect(pick.radius_mi).toBe(1);
    expect(pick.comps).toHaveLength(COMP_RULES.maxComps);
    expect(pick.comps[0]!.property_id).toBe('N9');
  });

  it('uses whatever is within 5 miles when fewer than 3 exist, and none beyond', () => {
    expect(selectComps(subject, [sale('A', {}, 4)], REF, 'Good')).toMatchObject({ radius_mi: 5, comps: [{ property_id: 'A' }] });
    expect(selectComps(subject, [sale('A', {}, 6)], REF, 'Good').comps).toEqual([]);
  });

  it('leaves out excluded sales and puts in added ones, marked, whatever the rules say', () => {
    const sales = [sale('A', {}, 0.3), sale('B', {}, 0.4), sale('C', {}, 0.5), sale('F', { condition: 'Fair' }, 0.2)];
    const pick = selectComps(subject, sales, REF, 'Good', { excluded: ['A'], added: ['F'] });
    expect(pick.comps.map((c) => [c.property_id, c.added])).toEqual([
      ['B', false],
      ['C', false],
      ['F', true],
    ]);
    const f = pick.comps.find((c) => c.property_id === 'F')!;
    expect(f.adjusted_price).toBe(300_000 + f.adjustments.reduce((s, a) => s + a.amount, 0));
    expect(amounts(f.adjustments).condition).toBe(48_800);
  });

  it('the adjusted price is the price plus every adjustment', () => {
    const [comp] = selectComps(subject, [sale('A')], REF, 'Good').comps;
    expect(comp!.adjusted_price).toBe(291_800); // 300,000 + 6,000 + 14,900 + 0 − 32,100 + 3,000
  });
});

describe('adjustComp explanations and edge cases', () => {
  it('says how each adjustment was computed, with the numbers used', () => {
    expect(adjustComp(subject, sale('A'), REF, 'Good')).toEqual([
      { factor: 'time', amount: 6000, formula: 'price × 4% a year × 181 days ÷ 365' },
      { factor: 'size', amount: 14_900, formula: 'price × ((1600 ÷ 1500 sq ft)^0.75 − 1)' },
      { factor: 'age', amount: 0, formula: 'no separate adjustment: age acts through the condition' },
      { factor: 'condition', amount: -32_100, formula: 'price × (1 for Good ÷ 1.12 for Excellent − 1)' },
      { factor: 'beds_baths', amount: 3000, formula: 'price × (1% × 1 bedrooms + 2% × 0 bathrooms)' },
    ]);
  });

  it('unknown condition is said, not adjusted', () => {
    const adjustments = adjustComp(subject, sale('A', { year_built: null, condition: null }), REF, 'Good');
    expect(adjustments.slice(2, 4)).toEqual([
      { factor: 'age', amount: 0, formula: 'no separate adjustment: age acts through the condition' },
      { factor: 'condition', amount: 0, formula: 'condition unknown: no adjustment' },
    ]);
  });

  it("the subject's unknown rooms make no beds/baths adjustment (the comp's are known)", () => {
    const unknownRooms = { ...subject, bedrooms: null, bathrooms: null };
    expect(adjustComp(unknownRooms, sale('A', { bedrooms: 4, bathrooms: 3 }), REF, 'Good')[4]).toEqual({
      factor: 'beds_baths',
      amount: 0,
      formula: 'price × (1% × 0 bedrooms + 2% × 0 bathrooms)',
    });
  });

  it('a sale closed on the reference day is eligible', () => {
    expect(isEligible(subject, sale('A', { close_date: REF }), 0)).toBe(true);
  });

  it('the subject cannot be added as its own comparable', () => {
    const pick = selectComps(subject, [sale('A', {}, 0.3), sale('S', {}, 0)], REF, 'Good', { added: ['S'] });
    expect(pick.comps.map((c) => c.property_id)).toEqual(['A']);
  });
});
