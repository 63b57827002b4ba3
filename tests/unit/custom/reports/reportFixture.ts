import { analyseReport, type AssumptionOverrides, type ReportInputs } from '../../../../server/reports/analysis/buildReport.ts';
import type { SaleRecord } from '../../../../server/listings/metrics/comps.ts';

const sale = (id: string, price: number, miles: number): SaleRecord => ({
  property_id: id,
  address: `${id} Oak St, Austin, TX 78701`,
  latitude: 30 + miles / 69.0934,
  longitude: -97,
  subtype: 'SingleFamilyResidence',
  close_price: price,
  close_date: '2025-06-01',
  living_area: 1500,
  year_built: 1990,
  bedrooms: 3,
  bathrooms: 2,
  condition: 'Good',
});

/** Inputs of a report built by the real analyses (what the server would answer). */
export const reportInputs: ReportInputs = {
  subject: {
    property_id: '5',
    latitude: 30,
    longitude: -97,
    subtype: 'SingleFamilyResidence',
    living_area: 1500,
    year_built: 1990,
    bedrooms: 3,
    bathrooms: 2,
    list_price: 200_000,
    condition: 'Fair',
    postal_code: '78701',
    auction: null,
  },
  sales: [sale('11', 300_000, 0.2), sale('12', 310_000, 0.4), sale('13', 290_000, 0.6), sale('14', 320_000, 0.8)],
  rentalComps: [],
  zipSales: [],
  activeInZip: 12,
  areaPpsf: 200,
  referenceDate: '2025-07-01',
};

/** The answer of GET /report/5/ with the given overrides. */
export const reportAnswer = (overrides: AssumptionOverrides = {}) => ({
  id: 5,
  created_at: '2025-07-01T12:00:00.000Z',
  updated_at: '2025-07-01T12:00:00.000Z',
  reference_date: '2025-07-01',
  property: {
    id: '5',
    address: '12 Oak St, Austin, TX 78701',
    latitude: 30,
    longitude: -97,
    property_subtype: 'SingleFamilyResidence',
    property_type: 'Residential',
    standard_status: 'Active',
    list_price: 200_000,
    bedrooms: 3,
    bathrooms: 2,
    living_area: 1500,
    year_built: 1990,
    lot_size_sqft: 6000,
    condition: 'Fair',
    public_remarks: 'Needs TLC.',
    is_demo: true,
    thumbnail_url: '/api/properties/5/placeholder.svg',
    photos: [{ url: '/api/properties/5/placeholder.svg', kind: 'placeholder' }],
  },
  ...analyseReport(reportInputs, overrides),
});
