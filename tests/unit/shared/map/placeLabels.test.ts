import { describe, expect, it } from 'vitest';
import type { MapPlace } from '../../../../src/dataProvider/mapPlaces.ts';
import { choosePlaceLabels, MAX_PLACE_LABELS, PLACE_LABELS_MIN_ZOOM, placeLabelBudget } from '../../../../src/shared/map/placeLabels.ts';

const place = (city: string, listing_count: number, longitude = 0, latitude = 0): MapPlace => ({
  label: `${city}, TX`,
  city,
  state: 'TX',
  latitude,
  longitude,
  listing_count,
});
/** A flat screen: 100 px per degree east and per degree south (y grows downwards). */
const screen = (p: MapPlace) => ({ x: p.longitude * 100, y: -p.latitude * 100 });
/** n cities a degree (100 px) apart on a row: none overlaps another; city i has n - i listings. */
const row = (n: number) => Array.from({ length: n }, (_, i) => place(`City${i}`, n - i, i, 0));

describe('placeLabelBudget', () => {
  it('names only the largest city below zoom 4, then 4 at zoom 4 doubling with each level up to 40', () => {
    expect(PLACE_LABELS_MIN_ZOOM).toBe(4);
    expect([0, 2, 3, 3.99].map(placeLabelBudget)).toEqual([1, 1, 1, 1]);
    expect([4, 4.5, 5, 6, 7].map(placeLabelBudget)).toEqual([4, 4, 8, 16, 32]);
    expect([8, 12, 22].map(placeLabelBudget)).toEqual([MAX_PLACE_LABELS, 40, 40]);
    expect(placeLabelBudget(Number.NaN)).toBe(1);
  });
});

describe('choosePlaceLabels', () => {
  it('names the cities with the most listings first, as many as the zoom allows', () => {
    const shuffled = [...row(60)].reverse();
    expect(choosePlaceLabels(shuffled, 3, screen).map((p) => p.city)).toEqual(['City0']);
    expect(choosePlaceLabels(shuffled, 5, screen).map((p) => p.city)).toEqual([
      'City0',
      'City1',
      'City2',
      'City3',
      'City4',
      'City5',
      'City6',
      'City7',
    ]);
    const many = choosePlaceLabels(shuffled, 10, screen);
    expect(many).toHaveLength(40);
    expect(many.map((p) => p.listing_count)).toEqual(Array.from({ length: 40 }, (_, i) => 60 - i));
  });

  it('breaks a tie in listings by name', () => {
    const tied = [place('Waco', 5, 0), place('Austin', 5, 5), place('Bryan', 5, 10)];
    expect(choosePlaceLabels(tied, 4, screen).map((p) => p.city)).toEqual(['Austin', 'Bryan', 'Waco']);
    expect(choosePlaceLabels(tied, 3, screen).map((p) => p.city)).toEqual(['Austin']);
  });

  it('leaves out a name that would overlap a larger city’s, and names the next city instead', () => {
    const places = [
      place('Dallas', 100, 0, 0),
      // 20 px east of Dallas, then 20 px south: each name would overlap Dallas's (a line is 16 px, plus 4 px gaps).
      place('Highland Park', 50, 0.2, 0),
      place('Cockrell Hill', 40, 0, -0.2),
      place('Fort Worth', 30, -3, 0),
      place('Arlington', 20, -1.5, 0),
      // 40 px south: clear of Dallas.
      place('Lancaster', 10, 0, -0.4),
      place('Irving', 5, -0.8, 0.5),
    ];
    expect(choosePlaceLabels(places, 4, screen).map((p) => p.city)).toEqual(['Dallas', 'Fort Worth', 'Arlington', 'Lancaster']);
    expect(choosePlaceLabels(places, 5, screen).map((p) => p.city)).toEqual(['Dallas', 'Fort Worth', 'Arlington', 'Lancaster', 'Irving']);
  });

  it('answers nothing for no cities', () => {
    expect(choosePlaceLabels([], 8, screen)).toEqual([]);
  });
});
