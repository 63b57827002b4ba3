import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../server/lib/errors.ts';
import { SqlParams } from '../../../../server/lib/sqlParams.ts';
import { readSearchQuery, searchQueryText } from '../../../../server/listings/search/filter/readQuery.ts';
import { describeSearch, searchSentence } from '../../../../server/listings/search/filter/schemas.ts';
import { searchFiltersOf } from '../../../../server/listings/search/searchQuery.ts';
import { whereSql } from '../../../../server/listings/search/searchSql.ts';

/** The 400 a query gets: its detail and its field messages. */
function refusal(raw: Record<string, unknown>): { detail: string; fields: Record<string, string[]> } {
  try {
    searchFiltersOf(readSearchQuery(raw));
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return { detail: (error as ApiError).detail, fields: (error as ApiError).fields ?? {} };
  }
  throw new Error('accepted');
}

describe('reading a search as it is sent', () => {
  it('takes text as the spec sends it: comma lists, aliases, any case, "$100,000", dom as text, places split by ";"', () => {
    expect(
      readSearchQuery({
        location: 'Austin, TX; 78704',
        status: 'Active, pending',
        condition: 'very_poor',
        investment_potential: ['high', 'Excellent'],
        property_subtype: 'quadruplex',
        property_type: 'Auctions',
        is_auction: '1',
        price_min: '$100,000',
        lp_arv_max: '0.7',
        dom: '30',
        sort_by: '+price',
        page: '2',
      }),
    ).toEqual({
      location: ['Austin, TX', '78704'],
      status: ['for_sale', 'pending'],
      condition: ['Very Poor'],
      investment_potential: ['High', 'Excellent'],
      property_subtype: ['Quadruplex'],
      property_type: ['auction'],
      is_auction: true,
      price_min: 100000,
      lp_arv_max: 0.7,
      dom: 30,
      sort_by: 'price',
    });
  });

  it('takes RESO property types in property_type beside the standard/auction split', () => {
    const query = readSearchQuery({ location: 'Austin, TX', property_type: 'residentialincome,Auctions' });
    expect(query.property_type).toEqual(['ResidentialIncome', 'auction']);
    expect(searchFiltersOf(query)).toMatchObject({ propertyTypes: ['ResidentialIncome'], auction: true });
    expect(searchFiltersOf(readSearchQuery({ location: 'Austin, TX', property_type: 'standard' })).propertyTypes).toBeUndefined();
  });

  it('leaves out blank values and "any", and reads a JSON list of places', () => {
    expect(readSearchQuery({ location: '[{"name":"Dallas, TX"},{"text":"78664"}]', price_max: '', dom: 'any', status: ' ' })).toEqual({
      location: ['Dallas, TX', '78664'],
    });
  });

  it.each([
    [{ price_min: 'cheap' }, 'price_min', 'price_min must be a number from 0 to 10,000,000,000.'],
    [{ price_max: '10000000001' }, 'price_max', 'price_max must be a number from 0 to 10,000,000,000.'],
    [{ beds_min: '2.5' }, 'beds_min', 'beds_min must be a whole number from 0 to 100.'],
    [{ dom: '36501' }, 'dom', 'dom must be a whole number from 0 to 36,500.'],
    [{ sqft_min: '-1' }, 'sqft_min', 'sqft_min must be a whole number from 0 to 10,000,000.'],
    [{ status: 'gone' }, 'status', 'status must be one of for_sale, pending, sold, off_market.'],
    [{ condition: 'Awful' }, 'condition', 'condition takes comma-separated levels among Excellent, Good, Fair, Poor, Very Poor.'],
    [
      { property_type: 'Mansion' },
      'property_type',
      'property_type takes "standard", "auction" or RESO property types among Residential, ResidentialIncome, ResidentialLease, Land, Farm, ManufacturedInPark, CommercialSale, CommercialLease, BusinessOpportunity.',
    ],
    [{ is_auction: 'maybe' }, 'is_auction', 'is_auction must be true or false.'],
  ])('refuses %j naming %s', (filter, field, detail) => {
    const refused = refusal({ location: 'Austin, TX', ...filter });
    expect(refused.detail).toBe(detail);
    expect(Object.keys(refused.fields)).toEqual([field]);
  });

  it('takes the ends of each range', () => {
    expect(readSearchQuery({ dom: '36500', beds_min: '0', price_max: '10000000000' })).toEqual({
      dom: 36500,
      beds_min: 0,
      price_max: 1e10,
    });
  });

  it('refuses listing-type fields that disagree, and a search with neither place nor area', () => {
    expect(refusal({ location: 'Austin, TX', is_auction: 'true', listingType: 'standard' }).detail).toBe(
      'The query asks for both auction and standard listings.',
    );
    expect(refusal({ price_min: '1' }).detail).toMatch(/^location is required/);
  });

  it('writes a query back as a query string that reads the same', () => {
    const query = readSearchQuery({
      location: 'Dallas, TX; 78664',
      status: 'for_sale,sold',
      price_max: '300000',
      geometry: '{"type":"Circle","center":[-97.7,30.3],"radius_miles":2}',
    });
    const text = searchQueryText(query);
    expect(text.get('location')).toBe('[{"name":"Dallas, TX"},{"name":"78664"}]');
    expect(text.get('status')).toBe('for_sale,sold');
    expect(readSearchQuery(Object.fromEntries(text))).toEqual(query);
  });
});

describe('the SQL of the numeric filters', () => {
  it('rounds a bound on a whole-number column inward and keeps it within the column', () => {
    const params = new SqlParams();
    const filters = searchFiltersOf(readSearchQuery({ location: '78704', price_min: '1.5', price_max: '10000000000', baths_min: '2.5' }));
    const where = whereSql(filters, params);
    expect(where).toContain('l.list_price >= $3 and l.list_price <= $4 and l.bathrooms_total_integer >= $5');
    expect(params.values.slice(2)).toEqual([2, 2_147_483_647, 3]);
  });
});

describe('the one description of a search', () => {
  it('names every filter with the label tables, best levels first', () => {
    const query = readSearchQuery({
      location: 'Austin, TX',
      property_type: 'auction',
      status: 'pending,for_sale',
      investment_potential: 'High,Excellent',
      condition: 'Very Poor,Poor',
      dom: '30',
      price_min: '150000',
      price_max: '1250000',
      value_gap_min: '25',
      lp_arv_max: '0.65',
      property_subtype: 'Quadruplex,SingleFamilyResidence',
      beds_min: '3',
      sqft_max: '2000',
      year_built_min: '1950',
      geometry: '{"type":"Circle","center":[-97.7,30.3],"radius_miles":1.5}',
    });
    expect(searchSentence(describeSearch(query))).toBe(
      'Austin, TX · Auctions · Active/Pending · Excellent/High potential · Poor/Very Poor condition · up to 30 days on market · ' +
        '$150k–$1.25M · value gap ≥ 25% · LP/ARV ≤ 65% · Single family/Fourplex · 3+ beds · 0–2000 sq ft · built 1950–… · ' +
        'inside a drawn area (Circle, 1.5 mi radius)',
    );
  });
});
