import type { FilterErrors, FilterValues } from './filterModel.ts';

/** The form's fields (all but the area, drawn on the map). */
export type FilterField = Exclude<keyof FilterValues, 'geometry'>;

/**
 * Each field's element id, in the form's order: the one place they are made, for the fields themselves and for focusing
 * the first field in error. The ids are stable: the tours and the e2e tests point at them.
 */
export const FILTER_FIELD_IDS = {
  location: 'filter-location',
  status: 'filter-status',
  investmentPotential: 'filter-investment-potential',
  dom: 'filter-dom',
  condition: 'filter-condition',
  priceMin: 'filter-price-min',
  priceMax: 'filter-price-max',
  valueGapMin: 'filter-value-gap',
  lpArvMax: 'filter-lp-arv',
  listingKind: 'filter-listing-kind',
  propertySubtype: 'filter-property-type',
  bedsMin: 'filter-beds',
  bathsMin: 'filter-baths',
  sqftMin: 'filter-sqft-min',
  sqftMax: 'filter-sqft-max',
  yearBuiltMin: 'filter-year-min',
  yearBuiltMax: 'filter-year-max',
  auctionDateFrom: 'filter-auction-date-from',
  auctionDateTo: 'filter-auction-date-to',
  openingBidMin: 'filter-opening-bid-min',
  openingBidMax: 'filter-opening-bid-max',
  auctionType: 'filter-auction-type',
  auctionStatus: 'filter-auction-status',
  priceDropPctMin: 'filter-price-drop-pct',
  priceDropWithinDays: 'filter-price-drop-days',
  statusChangedWithinDays: 'filter-status-changed-days',
  backOnMarket: 'filter-back-on-market',
  absenteeOwner: 'filter-absentee-owner',
  ownerOccupied: 'filter-owner-occupied',
  equityPctMin: 'filter-equity-min',
  equityPctMax: 'filter-equity-max',
  yearsOwnedMin: 'filter-years-owned',
  taxDelinquent: 'filter-tax-delinquent',
  preforeclosure: 'filter-preforeclosure',
  distress: 'filter-distress',
} as const satisfies Record<FilterField, string>;

/** The id of the first field in error, in the form's order (null: no field is in error). */
export function firstFieldInError(errors: FilterErrors): string | null {
  const field = (Object.keys(FILTER_FIELD_IDS) as FilterField[]).find((name) => errors[name]);
  return field ? FILTER_FIELD_IDS[field] : null;
}
