import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, fromQuery, validateFilters } from '../../../../src/shared/search/filterModel.ts';

const austin = { ...DEFAULT_FILTERS, location: 'Austin, TX' };

describe('the filter form checks what the search filter takes', () => {
  it('refuses numbers past the filter’s ranges, and fractions where it counts whole things', () => {
    expect(validateFilters({ ...austin, yearBuiltMin: '2101', sqftMax: '1500.5', priceMax: '10000000001', valueGapMin: '40' })).toEqual({
      yearBuiltMin: 'Enter a whole number from 0 to 2,100.',
      sqftMax: 'Enter a whole number from 0 to 10,000,000.',
      priceMax: 'Enter a number from 0 to 10,000,000,000.',
    });
    // LP/ARV is typed in percent and sent as a ratio (at most 1,000, so 100,000%).
    expect(validateFilters({ ...austin, lpArvMax: '100001' })).toEqual({ lpArvMax: 'Enter a percentage from 0 to 100,000.' });
    expect(validateFilters({ ...austin, lpArvMax: '100000', yearBuiltMax: '2100', priceMin: '$1,500.50' })).toEqual({});
  });

  it('reads the listing kind as the server does: the fields agree or both kinds are searched', () => {
    expect(fromQuery({ property_type: 'Auctions' }).listingKind).toBe('auction');
    expect(fromQuery({ listingType: 'standard', is_auction: 'false' }).listingKind).toBe('standard');
    expect(fromQuery({ property_type: 'auction', is_auction: 'false' }).listingKind).toBe('');
  });
});
