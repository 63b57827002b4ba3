import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordsCsv } from '../../server/listings/records/importRecords.ts';
import { describeSearch, searchSentence } from '../../server/listings/search/filter/schemas.ts';
import { readSearchQuery } from '../../server/listings/search/filter/readQuery.ts';
import { loadAppSecret } from '../../server/mail/appSecret.ts';
import { sharedListingToken } from '../../server/properties/sharedListingToken.ts';
import { fetchLink, startDownload, tempStorage } from './downloadHelpers.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { readPdf } from './pdfReader.ts';
import { insertFixture } from './listingFixtures.ts';
import { getJson } from './searchHelpers.ts';

// The fixture (tests/api/fixtures/property-records.csv) holds records of the Austin fixture listings (address key
// "<n> Fixture St" + ZIP), one record without a listing and one bad row. Equity as of 2025-01-15, worked by hand:
//   A1  100 Fixture St  absentee  $420,000 − $186,108.71 ($200,000 at 6%, 30 y, 60 payments)            = 55.7%
//   A2  101 Fixture St  absentee  $440,000 − $280,632.48 ($300,000 at 3%, 30 y, 36 payments)            = 36.2%
//   A3  102 Fixture St  owner occupied (same address spelt otherwise), no loans, tax delinquent, probate  = 100%
//   A7  106 Fixture St  absentee  $350,000 − $41,033.77 ($100,000 at 4.5%, 15 y, 120 payments), NOD      = 88.3%
//   A8  107 Fixture St  absentee  $390,000 − $227,142.48 (both loans above)                              = 41.8%
//   A9  108 Fixture St  absentee  $300,000 − $186,108.71                                                 = 38.0%
//   A10 109 Fixture St  no mailing address (not absentee), vacant, no loans                              = 100%
const FIXTURE_FILE = path.join(import.meta.dirname, 'fixtures', 'property-records.csv');
const AUSTIN = '/api/searches/properties/?location=' + encodeURIComponent('Austin, TX');

let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let keyOf: Record<string, string>;
beforeAll(async () => {
  h = await buildTestApp({ STORAGE_DIR: tempStorage() });
  const ids = await insertFixture(h.db);
  keyOf = Object.fromEntries(Object.entries(ids).map(([key, id]) => [String(id), key]));
  user = await registeredUser(h.app);
});
afterAll(() => h.close());

const search = async (query: string) => {
  const { status, body } = await getJson(h, user, `${AUSTIN}&page_size=100&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.results as Record<string, unknown>[];
};
const keys = async (query: string) => (await search(query)).map((r) => keyOf[r.id as string]).sort();

describe('importing public records', () => {
  it('upserts by address key, skips a bad row with its line, and estimates equity with the amortised loans', async () => {
    const first = await importRecordsCsv(h.db, FIXTURE_FILE, new Date('2025-01-15T12:00:00Z'));
    expect(first).toEqual({ read: 9, inserted: 8, updated: 0, skipped: [{ line: 10, reason: 'PostalCode "7870" is not a ZIP code' }] });
    const again = await importRecordsCsv(h.db, FIXTURE_FILE, new Date('2025-01-15T12:00:00Z'));
    expect(again).toMatchObject({ read: 9, inserted: 0, updated: 8 });

    const rows = await h.db.query<Record<string, unknown>>(
      `select unparsed_address, absentee, owner_occupied, open_mortgage_balance::float8 as balance, estimated_equity::float8 as equity,
         equity_pct::float8 as pct, ltv::float8 as ltv, tax_amount::float8 as tax, distress_flags, preforeclosure_stage
       from property_records order by unparsed_address`,
    );
    const byAddress = Object.fromEntries(rows.map((row) => [row.unparsed_address, row]));
    expect(byAddress['100 Fixture St']).toMatchObject({
      absentee: true,
      owner_occupied: false,
      balance: 186_108.71,
      equity: 233_891.29,
      pct: 55.7,
      ltv: 0.4431,
      tax: 7400,
    });
    expect(byAddress['107 Fixture St']).toMatchObject({ balance: 227_142.48, equity: 162_857.52, pct: 41.8, ltv: 0.5824 });
    expect(byAddress['102 FIXTURE ST.']).toMatchObject({
      absentee: false,
      owner_occupied: true,
      pct: 100,
      distress_flags: ['tax_default', 'probate'],
    });
    expect(byAddress['106 Fixture St']).toMatchObject({
      preforeclosure_stage: 'notice_of_default',
      distress_flags: ['preforeclosure'],
      pct: 88.3,
    });
    expect(byAddress['109 Fixture St']).toMatchObject({ absentee: false, owner_occupied: false, distress_flags: ['vacant'] });

    // The SQL twin of the amortisation (demo data) gives the same hand-worked figure.
    const [{ balance }] = (await h.db.query<{ balance: number }>(
      'select round(amortised_balance(200000, 6, 360, 60)::numeric, 2)::float8 as balance',
    )) as [{ balance: number }];
    expect(balance).toBe(186_108.71);
  });
});

describe('search filters on owners and equity', () => {
  it("'absentee owner, equity above 40%' finds exactly A1, A7 and A8", async () => {
    expect(await keys('absentee_owner=true&equity_pct_min=40')).toEqual(['A1', 'A7', 'A8']);
    expect(await keys('absentee_owner=true')).toEqual(['A1', 'A2', 'A7', 'A8', 'A9']);
    expect(await keys('equity_pct_max=40')).toEqual(['A2', 'A9']);
    expect(await keys('absentee_owner=false')).toEqual(['A10', 'A3']);
  });

  it('owner occupied, years owned, tax delinquent, pre-foreclosure and distress flags', async () => {
    expect(await keys('owner_occupied=true')).toEqual(['A3']);
    // Last sales: A3 2001, A10 2010, A7 and A8 2015, the others 2020 and 2022 (years counted to today, 2026 or later).
    expect(await keys('years_owned_min=10')).toEqual(['A10', 'A3', 'A7', 'A8']);
    expect(await keys('years_owned_min=16')).toEqual(['A10', 'A3']);
    expect(await keys('tax_delinquent=true')).toEqual(['A3']);
    expect(await keys('preforeclosure=true')).toEqual(['A7']);
    expect(await keys('distress=probate,vacant')).toEqual(['A10', 'A3']);
  });

  it('results carry the owner, mailing address and equity, labelled as public records', async () => {
    const [a1] = await search('absentee_owner=true&equity_pct_min=50&equity_pct_max=60');
    expect(a1).toMatchObject({
      owner_names: 'Jane Absent; John Absent',
      owner_mailing_address: 'PO Box 12',
      owner_mailing_city: 'Dallas',
      owner_mailing_state: 'TX',
      owner_mailing_zip: '75201',
      absentee_owner: true,
      estimated_equity: 233_891.29,
      equity_pct: 55.7,
      ltv: 0.4431,
      owner_data: 'Public records',
    });
    const withoutRecord = (await search('')).find((r) => keyOf[r.id as string] === 'L1');
    expect(withoutRecord).toMatchObject({ owner_names: null, equity_pct: null, owner_data: null });
  });

  it('the property page shows the owner facts; a listing link opened without signing in does not', async () => {
    const id = Object.keys(keyOf).find((key) => keyOf[key] === 'A7')!;
    const page = await getJson(h, user, `/api/properties/${id}/`);
    expect(page.body).toMatchObject({
      owner_names: 'Nod Owner LLC',
      preforeclosure_stage: 'notice_of_default',
      distress_flags: ['preforeclosure'],
    });
    expect(page.body.owner_record).toMatchObject({
      loans: [{ amount: 100_000, rate_pct: 4.5, term_months: 180, recorded_on: '2015-01-15' }],
      open_mortgage_balance: 41_033.77,
      preforeclosure_recorded_on: '2026-10-01',
      preforeclosure_sale_date: '2027-01-20',
      owner_data: 'Public records',
    });
    const shared = await h.app.inject({
      method: 'GET',
      url: `/api/properties/shared/${sharedListingToken(loadAppSecret('/tmp/propscout-test'), id)}/`,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ listing_key: 'A7' });
    expect(Object.keys(shared.json()).filter((key) => /owner|equity|distress|mortgage|ltv|sale_|tax_|foreclosure/.test(key))).toEqual([]);
  });

  it('the full report keeps the owner and equity facts, in the answer and the PDF', async () => {
    const id = Object.keys(keyOf).find((key) => keyOf[key] === 'A8')!;
    const created = await h.app.inject({ method: 'POST', url: '/api/report/', headers: bearer(user), payload: { property_id: id } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().owner).toMatchObject({
      owner_names: ['Two Loans Trust'],
      absentee: true,
      open_mortgage_balance: 227_142.48,
      estimated_equity: 162_857.52,
      equity_pct: 41.8,
      owner_data: 'Public records',
    });
    const pdf = await h.app.inject({ method: 'GET', url: `/api/report/${created.json().id}/pdf`, headers: bearer(user) });
    const text = readPdf(pdf.rawPayload).pages.join('\n');
    expect(text).toContain('Owner and equity');
    expect(text).toContain('Two Loans Trust');
    expect(text).toMatch(/\$162,858|\$162,857/);
  });

  it('the CSV download of the search has the owner mailing columns', async () => {
    const record = await startDownload(
      h,
      user,
      `location=${encodeURIComponent('Austin, TX')}&absentee_owner=true&equity_pct_min=40&file_type=csv`,
    );
    expect(record.row_count).toBe(3);
    const file = await fetchLink(h, record.download_url);
    const [header, ...rows] = parse(file.rawPayload, { bom: true }) as string[][];
    const col = (name: string) => header!.indexOf(name);
    for (const name of ['Owner name', 'Owner mailing address', 'Owner mailing city', 'Owner mailing state', 'Owner mailing ZIP'])
      expect(col(name), name).toBeGreaterThan(-1);
    const byListing = Object.fromEntries(rows.map((row) => [row[col('Listing ID')], row]));
    const a7 = Object.values(byListing).find((row) => row[col('Owner name')] === 'Nod Owner LLC')!;
    expect([
      a7[col('Owner mailing address')],
      a7[col('Owner mailing city')],
      a7[col('Owner mailing state')],
      a7[col('Owner mailing ZIP')],
    ]).toEqual(['9 Harbor Way', 'Miami', 'FL', '33101']);
    expect(a7[col('Est. equity %')]).toBe('88.3');
    expect(a7[col('Owner data')]).toBe('Public records');
  });

  it('400s for values out of range, with the rule', async () => {
    for (const [query, detail] of [
      ['equity_pct_min=101', 'equity_pct_min must be a number from 0 to 100.'],
      ['equity_pct_max=-5', 'equity_pct_max must be a number from 0 to 100.'],
      ['years_owned_min=1.5', 'years_owned_min must be a whole number from 0 to 200.'],
      ['absentee_owner=maybe', 'absentee_owner must be true or false.'],
      ['distress=foreclosed', 'distress takes comma-separated flags among preforeclosure, lis_pendens, tax_default, probate, vacant.'],
    ]) {
      const { status, body } = await getJson(h, user, `${AUSTIN}&${query}`);
      expect(status, query).toBe(400);
      expect(body.detail).toBe(detail);
    }
    const reversed = await getJson(h, user, `${AUSTIN}&equity_pct_min=60&equity_pct_max=50`);
    expect(reversed.status).toBe(400);
  });

  it('finds off-market properties (records without a listing) by place and owner filters', async () => {
    const offMarket = (query: string) =>
      getJson(h, user, `/api/searches/off-market/?location=${encodeURIComponent('Austin, TX')}&${query}`);
    const found = await offMarket('absentee_owner=true&years_owned_min=20');
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.count).toBe(1);
    expect(found.body.results[0]).toMatchObject({
      address: '500 Offmarket Rd',
      postal_code: '78701',
      record: { owner_names: ['Far Away'], mailing_city: 'Boston', absentee: true, equity_pct: 100, owner_data: 'Public records' },
    });
    // The listings' own records are not off market.
    expect((await offMarket('equity_pct_min=0')).body.count).toBe(1);
    expect((await offMarket('equity_pct_max=50')).body.count).toBe(0);
    const refused = await offMarket('equity_pct_min=101');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('equity_pct_min must be a number from 0 to 100.');
    expect((await getJson(h, user, '/api/searches/off-market/?absentee_owner=true')).status).toBe(400);
  });

  it('describes the filters in words', () => {
    const query = readSearchQuery({
      location: 'Austin, TX',
      absentee_owner: 'true',
      equity_pct_min: '40%',
      years_owned_min: '10',
      distress: 'tax_default,Probate',
    });
    expect(searchSentence(describeSearch(query))).toBe(
      'Austin, TX · Active · absentee owner · equity 40%+ · owned 10+ years · distress: Tax default, Probate',
    );
  });
});
