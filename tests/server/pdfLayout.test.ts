import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, rowValues } from '../../server/downloads/columns.ts';
import { syntheticRow } from '../../server/downloads/syntheticRows.ts';
import { fitWidths, writePdf } from '../../server/downloads/writers/pdfWriter.ts';
import { reportPdf } from '../../server/reports/reportPdf.ts';
import type { FullReport } from '../../server/reports/schemas.ts';
import { reportAnswer } from '../unit/custom/reports/reportFixture.ts';

/**
 * The two PDFs a user hands a lender or partner, read back by poppler's pdftotext (an independent reader, installed by
 * .ci/run): every word lies on its page, the search table's header row is on every page, the report reads in words.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'propscout-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
interface Page {
  width: number;
  height: number;
  words: Word[];
  text: string;
}

/** Pages with their word boxes, from `pdftotext -bbox-layout`. */
function readBoxes(pdf: Buffer, name: string): Page[] {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => {
    const words = [...body!.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map(
      ([, xMin, yMin, xMax, yMax, text]) => ({ text: unescape(text!), xMin: +xMin!, yMin: +yMin!, xMax: +xMax!, yMax: +yMax! }),
    );
    return { width: +width!, height: +height!, words, text: words.map((w) => w.text).join(' ') };
  });
}

const outside = (pages: Page[]) =>
  pages.flatMap((page, i) =>
    page.words
      .filter((w) => w.xMin < 0 || w.yMin < 0 || w.xMax > page.width || w.yMax > page.height)
      .map((w) => `page ${i + 1}: "${w.text}" at ${w.xMin},${w.yMin}-${w.xMax},${w.yMax}`),
  );

async function searchPdf(rows: ReturnType<typeof rowValues>[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* batches() {
    for (let i = 0; i < rows.length; i += 100) yield rows.slice(i, i + 100);
  }
  await writePdf(out, batches(), {
    title: 'Austin, TX properties',
    criteria: ['Location: Austin, TX'],
    generatedAt: new Date('2026-01-15T18:30:00Z'),
    timeZone: 'America/Chicago',
  });
  return Buffer.concat(chunks);
}

describe('search PDF', () => {
  const LONG_ADDRESS = '4821 Extraordinarily Long Boulevard Name Northeast, Building Seventeen, Unit 1204';

  it('wraps cells instead of cutting them, keeps every word on the page, repeats the header row and numbers the pages', async () => {
    const rows = Array.from({ length: 160 }, (_, i) => rowValues(syntheticRow(i)));
    const address = EXPORT_COLUMNS.findIndex((c) => c.key === 'address');
    const gap = EXPORT_COLUMNS.findIndex((c) => c.key === 'value_gap');
    rows[0]![address] = LONG_ADDRESS;
    rows[0]![gap] = -64_400;
    const pages = readBoxes(await searchPdf(rows), 'search');

    expect(pages.length).toBeGreaterThan(1);
    expect(outside(pages)).toEqual([]);
    // 25 columns are wider than a portrait page: landscape.
    expect(pages[0]!.width).toBeGreaterThan(pages[0]!.height);
    const first = pages[0]!.text;
    // Every word of the long address is there (wrapped over lines), none cut with an ellipsis.
    for (const word of LONG_ADDRESS.split(' ')) expect(first).toContain(word);
    expect(first).not.toContain('…');
    expect(first).toContain('-$64,400');
    expect(first).toContain('Generated Jan 15, 2026, 12:30 PM CST');
    // Page 2 opens with the header row, above its first listing.
    const second = pages[1]!;
    const top = (text: string) => second.words.find((w) => w.text === text)?.yMin ?? Infinity;
    expect(top('Listing')).toBeLessThan(top('Address') + 1);
    for (const header of ['Listing', 'ID', 'Address', 'List', 'price', 'ARV', 'LP/ARV', 'Opening', 'bid'])
      expect(second.text).toContain(header);
    const firstRowOnPage2 = second.words.find((w) => /^SYN\d{7}$/.test(w.text))!;
    expect(top('Listing')).toBeLessThan(firstRowOnPage2.yMin);
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1}`));
  });

  it('writes the cells (hand-written text operators) where a reader finds them: on their page, accents kept, numbers flush right', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => rowValues(syntheticRow(i)));
    const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key);
    rows[0]![column('city')] = 'Montréal';
    // ’ and É are WinAnsi (U+2019 through pdfkit's map to byte 0x92), ő is not and loses its accent.
    rows[0]![column('address')] = '7 Rue de l’Église Győr';
    rows[1]![column('list_price')] = 1_234_567;
    rows[2]![column('list_price')] = 5;
    rows[100]![column('address')] = '9 Wavy AVAWAY Road';
    const pages = readBoxes(await searchPdf(rows), 'cells');
    expect(outside(pages)).toEqual([]);

    const first = pages[0]!;
    for (const word of ['Montréal', 'l’Église', 'Gyor']) expect(first.words.map((w) => w.text)).toContain(word);
    // A number's right edge is its column's: the header word above it ("price", kerned "ARV") and the values of other lengths.
    const rightEdge = (page: Page, text: string) => page.words.find((w) => w.text === text)!.xMax;
    const priceEdge = rightEdge(first, 'price');
    for (const value of ['$1,234,567', '$5', '$150,000']) expect(Math.abs(rightEdge(first, value) - priceEdge)).toBeLessThan(1);
    const arvHeader = first.words.find((w) => w.text === 'ARV')!;
    const arvValues = first.words.filter((w) => /^\$[\d,]+$/.test(w.text) && Math.abs(w.xMax - arvHeader.xMax) < 1);
    expect(arvValues.length).toBeGreaterThan(5);

    // Row 100 is on a later page, its address on the same line as its listing ID.
    const later = pages.findIndex((page) => page.words.some((w) => w.text === 'SYN0000100'));
    expect(later).toBeGreaterThan(0);
    const id = pages[later]!.words.find((w) => w.text === 'SYN0000100')!;
    const wavy = pages[later]!.words.find((w) => w.text === 'AVAWAY')!;
    expect(Math.abs(wavy.yMin - id.yMin)).toBeLessThan(1);
    expect(wavy.xMin).toBeGreaterThan(id.xMax);
    expect(pages.filter((page) => page.text.includes('AVAWAY'))).toHaveLength(1);
  });

  it('shrinks columns toward their minimums in proportion to their slack when the natural widths do not fit', () => {
    // Natural 30 + 20 = 50 on 40 points: 10 to give back from a slack of (30 - 10) + 0 = 20, so half of each column's slack.
    expect(
      fitWidths(
        [
          { min: 10, width: 30 },
          { min: 20, width: 20 },
        ],
        40,
      ),
    ).toEqual([20, 20]);
    expect(
      fitWidths(
        [
          { min: 10, width: 30 },
          { min: 20, width: 20 },
        ],
        60,
      ),
    ).toEqual([30, 20]);
  });
});

describe('full report PDF', () => {
  // A 1×1 PNG: a report that carries its photo inline shows it on the cover.
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const report = () => {
    const r = reportAnswer() as unknown as FullReport;
    r.value_gap = { ...r.value_gap, value: -64_400 };
    r.lp_arv = { ...r.lp_arv, value: 0.627 };
    r.assumptions = { ...r.assumptions, capex_pct: 5, hoa_monthly: 0 };
    r.property.standard_status = 'ActiveUnderContract';
    return r;
  };

  it('reads in words: key figures on the cover, labels for every field, -$ money, dates in the reader’s time zone', async () => {
    const pages = readBoxes(await reportPdf(report(), { timeZone: 'America/Chicago' }), 'report');
    expect(outside(pages)).toEqual([]);
    const text = pages.map((p) => p.text).join(' ');
    const cover = pages[0]!.text;
    // The key figures' boxes (labels above values): each label and value is on the cover.
    for (const expected of [
      '12 Oak St, Austin, TX 78701',
      'List price',
      '$200,000',
      'Value gap',
      '-$64,400',
      'LP/ARV',
      '63%',
      'Rehab budget',
      'Monthly rent',
    ])
      expect(cover).toContain(expected);
    // created_at 2025-07-01T12:00:00Z is 7:00 AM in Chicago (daylight time).
    expect(cover).toContain('Generated Jul 1, 2025, 7:00 AM CDT');
    for (const expected of [
      'Single family',
      'Beds/baths',
      'Adjustments',
      'CapEx reserve: 5% of rent',
      'HOA: $0 per month',
      'Down payment: 20% of the purchase price',
      'Cash-on-cash after refinance',
      'Jun 1, 2025',
      'Active under contract',
    ])
      expect(text).toContain(expected);
    for (const raw of [
      'beds_baths',
      'capex_pct',
      'hoa_monthly',
      '_pct',
      'max_offer_70',
      'SingleFamilyResidence',
      '$-',
      'T12:00',
      'undefined',
      'NaN',
    ])
      expect(text).not.toContain(raw);
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('puts an inline photo on the cover, and goes without one when the report has only links or drawings', async () => {
    const withPhoto = report();
    withPhoto.property.photos = [{ url: `data:image/png;base64,${PNG}`, kind: 'photo' }];
    const images = (pdf: Buffer, name: string) => {
      const file = path.join(dir, `${name}.pdf`);
      fs.writeFileSync(file, pdf);
      // Rows after the two header lines whose type is "image" (a PNG's transparency is a second row, "smask").
      const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
      return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
    };
    expect(images(await reportPdf(withPhoto), 'photo')).toBe(1);
    expect(images(await reportPdf(report()), 'nophoto')).toBe(0);
  });
});
