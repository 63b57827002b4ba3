import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../server/downloads/columns.ts';
import { AUSTIN, fetchLink, searchRows, startDownload, tempStorage } from './downloadHelpers.ts';
import { bearer, buildTestApp, registeredUser, type TestUser } from './helpers.ts';
import { insertFixture } from './listingFixtures.ts';
import { readPdf } from './pdfReader.ts';

let h: Awaited<ReturnType<typeof buildTestApp>>;
let user: TestUser;
let expected: Record<string, unknown>[];
beforeAll(async () => {
  h = await buildTestApp({ STORAGE_DIR: tempStorage() });
  await insertFixture(h.db);
  user = await registeredUser(h.app);
  expected = await searchRows(h, user, AUSTIN);
});
afterAll(() => h.close());

const HEADERS = EXPORT_COLUMNS.map((c) => c.header);
const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key);
/** The words Excel, CSV and PDF write for the fixture's enum values (JSON keeps the codes). */
const SHOWN: Record<string, Record<string, string>> = {
  status: { for_sale: 'Active' },
  property_subtype: {
    SingleFamilyResidence: 'Single family',
    Condominium: 'Condo',
    Townhouse: 'Townhouse',
    Duplex: 'Duplex',
    UnimprovedLand: 'Land',
  },
};
const shown = (key: string, value: unknown) => (value === null ? '' : (SHOWN[key]?.[String(value)] ?? String(value)));

async function download(fileType: string) {
  const record = await startDownload(h, user, `${AUSTIN}&file_type=${fileType}`);
  expect(record).toMatchObject({ file_type: fileType, row_count: expected.length });
  const file = await fetchLink(h, record.download_url);
  expect(file.statusCode, file.body).toBe(200);
  return { record, file, body: file.rawPayload };
}

describe('download files, opened with independent readers and compared with the search results', () => {
  it('Excel (the default): typed cells, currency/percent/date formats, frozen header row, auto filter, criteria sheet', async () => {
    const record = await startDownload(h, user, AUSTIN);
    expect(record.file_type).toBe('excel');
    const { file, body } = await download('excel');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Properties')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:AG${expected.length + 1}`);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expected.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      const cell = (key: string) => cells.getCell(column(key) + 1);
      expect(cell('listing_key').value).toBe(row.listing_key);
      expect(cell('address').value).toBe(row.address);
      expect(cell('list_price').value).toBe(row.list_price);
      expect(cell('list_price').numFmt).toBe('"$"#,##0');
      expect(cell('bedrooms').value).toBe(row.bedrooms);
      expect(cell('arv').value).toBe(row.arv);
      expect(cell('lp_arv').value).toBe(row.lp_arv);
      if (row.value_gap_pct !== null) {
        expect(cell('value_gap_pct').value).toBeCloseTo(Number(row.value_gap_pct) / 100, 6);
        expect(cell('value_gap_pct').numFmt).toBe('0.0%');
      }
      expect(cell('on_market_date').value).toEqual(new Date(`${row.on_market_date}T00:00:00Z`));
      expect(cell('on_market_date').numFmt).toMatch(/yyyy/);
      expect(cell('investment_potential').value).toBe(row.investment_potential);
      expect(cell('condition').value).toBe(row.condition);
      expect(cell('status').value).toBe('Active');
      expect(cell('property_subtype').value).toBe(shown('property_subtype', row.property_subtype));
    });
    const criteria = workbook.getWorksheet('Search criteria')!;
    expect(criteria.getColumn(1).values).toContain('Location');
    expect(criteria.getColumn(2).values).toContain('Austin, TX');
  });

  it('CSV: UTF-8 with BOM, CRLF, RFC 4180 quoting, the same values', async () => {
    const { file, body } = await download('csv');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text.split('\r\n')).toHaveLength(expected.length + 2);
    const records = parse(body, { bom: true, relax_column_count: false }) as string[][];
    expect(records[0]).toEqual(HEADERS);
    expected.forEach((row, i) => {
      const values = records[i + 1]!;
      for (const { key } of EXPORT_COLUMNS.filter((c) => c.kind !== 'datetime')) {
        expect(values[column(key)], key).toBe(shown(key, row[key]));
      }
    });
    const subtypes = new Set(records.slice(1).map((values) => values[column('property_subtype')]));
    expect([...subtypes].sort()).toEqual(['Condo', 'Duplex', 'Land', 'Single family']);
    expect(text).not.toMatch(/for_sale|SingleFamilyResidence|Condominium/);
  });

  it('JSON: an array of objects with the documented field names and the search values (codes, for programs)', async () => {
    const { file, body } = await download('json');
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = JSON.parse(body.toString('utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(expected.length);
    expect(Object.keys(rows[0]!)).toEqual(EXPORT_COLUMNS.map((c) => c.key));
    rows.forEach((row, i) => {
      for (const { key } of EXPORT_COLUMNS) expect(row[key], key).toEqual(expected[i]![key]);
    });
    expect(rows.map((row) => row.status)).toContain('for_sale');
    expect(rows.map((row) => row.property_subtype)).toContain('SingleFamilyResidence');
  });

  it('PDF: landscape, the search criteria, a table with every listing, page numbers', async () => {
    const { file, body } = await download('pdf');
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(body);
    expect(pdf.pageCount).toBe(1);
    const [, , w, hgt] = pdf.mediaBoxes[0]!;
    expect(w).toBeGreaterThan(hgt!);
    const text = pdf.pages.join('\n');
    expect(text).toContain('Location: Austin, TX');
    expect(text).toContain('Status: Active');
    expect(text).toContain('Page 1');
    const flat = text.replace(/\s+/g, ' ');
    for (const header of ['Listing ID', 'List price', 'ARV', 'Value gap %', 'LP/ARV', 'Condition']) expect(flat).toContain(header);
    for (const label of ['Single family', 'Condo', 'Active']) expect(flat).toContain(label);
    expect(flat).not.toMatch(/for_sale|SingleFamilyResidence|Condominium/);
    const lines = text.split('\n');
    for (const row of expected) {
      expect(lines).toContain(row.listing_key);
      expect(lines).toContain(row.address);
      expect(lines).toContain(`$${Number(row.list_price).toLocaleString('en-US')}`);
    }
  });

  it('writes many pages with the header repeated and numbered', async () => {
    const { writePdf } = await import('../../server/downloads/writers/pdfWriter.ts');
    const { syntheticRow } = await import('../../server/downloads/syntheticRows.ts');
    const { rowValues } = await import('../../server/downloads/columns.ts');
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    async function* rows() {
      yield Array.from({ length: 500 }, (_, i) => rowValues(syntheticRow(i)));
    }
    await writePdf(out, rows(), { title: 'Big', criteria: ['Location: TX'], generatedAt: new Date() });
    const pdf = readPdf(Buffer.concat(chunks));
    expect(pdf.pageCount).toBeGreaterThan(5);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1}`);
      expect(page).toContain('Listing ID');
    });
    expect(pdf.pages.join('\n')).toContain('SYN0000499');
  });

  it('answers 400 for an unknown file_type and a bad location', async () => {
    const bad = await h.app.inject({
      method: 'GET',
      url: `/api/searches/properties/download?${AUSTIN}&file_type=docx`,
      headers: bearer(user),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/file_type/);
    const location = await h.app.inject({ method: 'GET', url: `/api/searches/properties/download?location=%5B`, headers: bearer(user) });
    expect(location.statusCode).toBe(400);
    expect(location.json().detail).toMatch(/^Invalid location format/);
  });
});
