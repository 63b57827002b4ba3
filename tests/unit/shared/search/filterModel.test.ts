import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, fromQuery, LOCATION_REQUIRED, toQuery, validateFilters } from '../../../../src/shared/search/filterModel.ts';
import { querySummary } from '../../../../src/resources/saved-searches/querySummary.ts';

const FULL = {
  ...DEFAULT_FILTERS,
  location: ' Travis County, TX ',
  status: ['for_sale', 'pending'],
  investmentPotential: ['Excellent', 'High'],
  dom: '30',
  condition: ['Poor', 'Very Poor'],
  priceMin: '$100,000',
  priceMax: '300000',
  valueGapMin: '25',
  lpArvMax: '70',
  bedsMin: '3',
  bathsMin: '2',
  sqftMin: '1,200',
  sqftMax: '',
  yearBuiltMin: '1950',
  yearBuiltMax: '2000',
  propertySubtype: ['SingleFamilyResidence', 'Duplex'],
  listingKind: 'auction',
};

describe('filter model', () => {
  it('maps the form to the spec query fields, leaving empty filters out', () => {
    expect(toQuery(DEFAULT_FILTERS)).toEqual({ status: 'for_sale' });
    expect(toQuery(FULL, '-value_gap_pct')).toEqual({
      location: 'Travis County, TX',
      status: 'for_sale,pending',
      investment_potential: 'Excellent,High',
      dom: '30',
      condition: 'Poor,Very Poor',
      price_min: '100000',
      price_max: '300000',
      value_gap_min: '25',
      lp_arv_max: '0.7',
      beds_min: '3',
      baths_min: '2',
      sqft_min: '1200',
      year_built_min: '1950',
      year_built_max: '2000',
      property_subtype: 'SingleFamilyResidence,Duplex',
      property_type: 'auction',
      sort_by: '-value_gap_pct',
    });
  });

  it('reads a saved query back into the form', () => {
    const back = fromQuery(toQuery(FULL) as Record<string, unknown>);
    expect(back).toEqual({ ...FULL, location: 'Travis County, TX', priceMin: '100000', sqftMin: '1200' });
    expect(fromQuery({ location: [{ name: 'Austin, TX' }], is_auction: 'true' })).toMatchObject({
      location: 'Austin, TX',
      listingKind: 'auction',
      status: ['for_sale'],
    });
  });

  it('sends several places separated by ; as the JSON list of {name}, and reads every list form back', () => {
    const several = { ...DEFAULT_FILTERS, location: ' Austin, TX ;78704; ' };
    expect(toQuery(several)).toEqual({ location: '[{"name":"Austin, TX"},{"name":"78704"}]', status: 'for_sale' });
    expect(fromQuery(toQuery(several) as Record<string, unknown>).location).toBe('Austin, TX; 78704');
    expect(fromQuery({ location: ['Dallas, TX', { text: '78664' }] }).location).toBe('Dallas, TX; 78664');
    expect(fromQuery({ location: { name: 'Travis County, TX' } }).location).toBe('Travis County, TX');
    expect(validateFilters({ ...DEFAULT_FILTERS, location: ' ; ' })).toEqual({ location: LOCATION_REQUIRED });
  });

  it('requires a location and checks numbers and ranges', () => {
    expect(validateFilters(DEFAULT_FILTERS)).toEqual({ location: LOCATION_REQUIRED });
    expect(
      validateFilters({ ...DEFAULT_FILTERS, location: 'Austin', priceMin: '500000', priceMax: '100000', valueGapMin: 'lots' }),
    ).toEqual({
      priceMax: 'Must be at least the minimum.',
      valueGapMin: 'Enter a number.',
    });
    // Every pair the server refuses reversed (NUMBER_RANGES), the form refuses too.
    expect(
      validateFilters({
        ...DEFAULT_FILTERS,
        location: 'Austin',
        sqftMin: '3000',
        sqftMax: '1000',
        yearBuiltMin: '2000',
        yearBuiltMax: '1990',
        listingKind: 'auction',
        openingBidMin: '9',
        openingBidMax: '2.5',
      }),
    ).toEqual({
      sqftMax: 'Must be at least the minimum.',
      yearBuiltMax: 'Must be at least the minimum.',
      openingBidMax: 'Must be at least the minimum.',
    });
  });

  it('summarises a saved query in words', () => {
    expect(querySummary(toQuery(FULL) as Record<string, unknown>)).toBe(
      'Auctions · Active/Pending · Excellent/High potential · Poor/Very Poor condition · up to 30 days on market · $100k–$300k · value gap ≥ 25% · LP/ARV ≤ 70% · Single family/Duplex · 3+ beds · 2+ baths · 1200–any sq ft · built 1950–2000',
    );
  });

  it('sends the listing-history filters, reads them back, and checks their ranges', () => {
    const history = {
      ...DEFAULT_FILTERS,
      location: 'Austin, TX',
      priceDropPctMin: '5',
      priceDropWithinDays: '30',
      statusChangedWithinDays: '',
      backOnMarket: 'true',
    };
    const query = toQuery(history);
    expect(query).toEqual({
      location: 'Austin, TX',
      status: 'for_sale',
      price_drop_pct_min: '5',
      price_drop_within_days: '30',
      back_on_market: 'true',
    });
    expect(fromQuery(query)).toEqual(history);
    expect(querySummary(query as Record<string, unknown>)).toBe('Active · price dropped 5%+ in the last 30 days · back on market');
    // A percentage may carry decimals; day counts are whole and start at 1; a drop is at most 100%.
    expect(validateFilters({ ...history, priceDropPctMin: '2.5' })).toEqual({});
    expect(validateFilters({ ...history, priceDropPctMin: '101', priceDropWithinDays: '0', statusChangedWithinDays: '7.5' })).toEqual({
      priceDropPctMin: 'Enter a number from 0 to 100.',
      priceDropWithinDays: 'Enter a whole number from 1 to 3,650.',
      statusChangedWithinDays: 'Enter a whole number from 1 to 3,650.',
    });
    // An unknown back-on-market value in an address is dropped, not sent.
    expect(fromQuery({ location: 'Austin, TX', back_on_market: 'maybe' }).backOnMarket).toBe('');
    expect(toQuery({ ...history, backOnMarket: 'false' }).back_on_market).toBe('false');
  });
});
