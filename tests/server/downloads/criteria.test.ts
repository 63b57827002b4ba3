import { describe, expect, it } from 'vitest';
import { describeCriteria } from '../../../server/downloads/criteria.ts';
import { rowValues, spellingOf, EXPORT_COLUMNS } from '../../../server/downloads/columns.ts';
import { sortLabel } from '../../../server/listings/search/filter/schemas.ts';
import { readSearchQuery } from '../../../server/listings/search/filter/readQuery.ts';
import type { PropertySummary } from '../../../server/listings/search/schemas.ts';
import { searchFiltersOf } from '../../../server/listings/search/searchQuery.ts';

/** The criteria lines of a query sent as the portal sends it (text). */
const criteriaOf = (sent: Record<string, string>) => {
  const query = readSearchQuery(sent);
  return describeCriteria(query, searchFiltersOf(query));
};

describe('a download’s criteria lines read as a person reads them', () => {
  it('spells every filter with its label: enums by the filter’s tables, money in dollars, percentages with %', () => {
    expect(
      criteriaOf({
        location: 'Dallas, TX',
        status: 'for_sale,off_market',
        property_type: 'auction,ResidentialIncome',
        dom: '30',
        property_subtype: 'SingleFamilyResidence,Quadruplex',
        price_min: '1500',
        price_max: '300000',
        beds_min: '3',
        baths_min: '1.5',
        sqft_min: '1500',
        year_built_min: '1990',
        investment_potential: 'Excellent',
        condition: 'Very Poor',
        value_gap_min: '20',
        lp_arv_max: '0.625',
        sort_by: '-list_price',
      }),
    ).toEqual([
      'Location: Dallas, TX',
      'Status: Active, Off market',
      'Listings: Auctions',
      'Property type: Residential income',
      'Days on market (max): 30',
      'Property subtype: Single family, Fourplex',
      'Price (min): $1,500',
      'Price (max): $300,000',
      'Beds (min): 3',
      'Baths (min): 1.5',
      'Sq ft (min): 1,500',
      'Year built (min): 1990',
      'Investment potential: Excellent',
      'Condition: Very Poor',
      'Value gap (min): 20%',
      'LP/ARV (max): 62.5%',
      'Sort: List price (high to low)',
    ]);
  });

  it('names the default status and standard listings in words', () => {
    expect(criteriaOf({ location: 'Austin, TX', is_auction: 'false' })).toEqual([
      'Location: Austin, TX',
      'Status: Active',
      'Listings: Standard',
    ]);
  });
});

describe('sort labels', () => {
  it.each([
    ['price', 'List price (low to high)'],
    ['-value_gap_pct', 'Value gap % (high to low)'],
    ['auction_date', 'Auction date (earliest first)'],
    ['-newest', 'First seen (latest first)'],
  ])('%s reads "%s"', (sortBy, expected) => expect(sortLabel(sortBy)).toBe(expected));
});

describe('download columns', () => {
  const row = { status: 'for_sale', property_subtype: 'Quadruplex', list_price: 300000 } as unknown as PropertySummary;
  const at = (values: unknown[], key: string) => values[EXPORT_COLUMNS.findIndex((c) => c.key === key)];

  it('write enum labels in Excel, CSV and PDF, and the API’s codes in JSON', () => {
    expect(['excel', 'csv', 'pdf', 'json'].map(spellingOf)).toEqual(['labels', 'labels', 'labels', 'codes']);
    const labelled = rowValues(row, 'labels');
    expect([at(labelled, 'status'), at(labelled, 'property_subtype'), at(labelled, 'list_price')]).toEqual(['Active', 'Fourplex', 300000]);
    const codes = rowValues(row, 'codes');
    expect([at(codes, 'status'), at(codes, 'property_subtype')]).toEqual(['for_sale', 'Quadruplex']);
  });

  it('keeps a value its table does not know as it is', () => {
    const odd = { ...row, property_subtype: 'Apartment', status: 'constructor' } as unknown as PropertySummary;
    const values = rowValues(odd, 'labels');
    expect([at(values, 'property_subtype'), at(values, 'status')]).toEqual(['Apartment', 'constructor']);
  });
});
