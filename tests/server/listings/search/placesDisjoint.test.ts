import { describe, expect, it } from 'vitest';
import { parsePlaces } from '../../../../server/listings/search/location.ts';
import { placesAreDisjoint } from '../../../../server/listings/search/searchSql.ts';

const disjoint = (...texts: string[]) => placesAreDisjoint(parsePlaces(texts));

describe('placesAreDisjoint (several places are appended rather than de-duplicated only when no listing can be in two)', () => {
  it('holds for different places of one kind', () => {
    expect(disjoint('Austin, TX', 'Houston, TX')).toBe(true);
    expect(disjoint('Portland, OR', 'Portland, ME')).toBe(true);
    expect(disjoint('78704', '78701', '10001')).toBe(true);
    expect(disjoint('Travis County, TX', 'Harris County, TX')).toBe(true);
    expect(disjoint('TX', 'FL')).toBe(true);
    expect(disjoint('Austin, TX')).toBe(true);
  });

  it('fails for places of different kinds, which may nest', () => {
    expect(disjoint('Austin, TX', '78704')).toBe(false);
    expect(disjoint('Travis County, TX', 'Austin, TX')).toBe(false);
    expect(disjoint('TX', 'Houston, TX')).toBe(false);
  });

  it('fails for a place named twice, in any case, or a name without a state beside the same name with one', () => {
    expect(disjoint('78704', '78704')).toBe(false);
    expect(disjoint('Austin, TX', 'austin tx')).toBe(false);
    expect(disjoint('Portland', 'Portland, OR')).toBe(false);
    expect(disjoint('Houston, TX', 'Austin, TX', 'Houston, TX')).toBe(false);
  });
});
