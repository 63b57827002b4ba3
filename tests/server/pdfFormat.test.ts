import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { tableFont, wholeText } from '../../server/downloads/writers/pdfFormat.ts';

/**
 * The search PDF's cells skip pdf.text() for speed: tableFont measures and encodes them from pdfkit's own AFM tables.
 * Compared here with what pdfkit itself measures and writes, so a pdfkit upgrade that changes either shows.
 */
const SAMPLES = [
  'SYN0000042',
  '$1,234,567',
  '-$64,400',
  'AVAWAY Tower',
  'Ñandú "Oak", Apt 2',
  'Rue de l’Église',
  'Café – “Best” …',
  'To',
  '(a) \\ b',
];

/** The TJ operators pdfkit writes for `text` in `font` at `size`, from an uncompressed document. */
async function pdfkitShows(font: string, size: number, text: string): Promise<string[]> {
  const pdf = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => pdf.on('end', resolve));
  pdf.font(font).fontSize(size).text(text, 30, 40, { lineBreak: false });
  pdf.end();
  await ended;
  return [
    ...Buffer.concat(chunks)
      .toString('latin1')
      .matchAll(/(\[[^\]]*\]) TJ/g),
  ].map((m) => m[1]!);
}

describe('tableFont', () => {
  for (const [font, size] of [
    ['Helvetica', 6.5],
    ['Helvetica-Bold', 5.9],
  ] as const) {
    it(`measures and encodes as pdfkit does (${font} ${size} pt)`, async () => {
      const pdf = new PDFDocument({ autoFirstPage: false });
      const fast = tableFont(pdf, font, size);
      pdf.font(font).fontSize(size);
      for (const text of SAMPLES) {
        // pdfkit's document-level widthOfString scales by 100/100, a last-bit difference from its font's own sum.
        expect(fast.width(text), text).toBeCloseTo(pdf.widthOfString(text), 9);
        expect([fast.showOperand(text)], text).toEqual(await pdfkitShows(font, size, text));
      }
      // Kerning counts: "AV" is narrower than "A" and "V" apart.
      expect(fast.width('AV')).toBeLessThan(fast.width('A') + fast.width('V'));
      expect(fast.showOperand('AV')).toMatch(/^\[<41> \d+ <56> 0\]$/);
      expect(fast.ascent).toBeCloseTo((718 / 1000) * size, 6);
    });
  }
});

describe('wholeText', () => {
  it('groups thousands as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [0, -0, 7, 999, 1000, -1000, 1850, 123_456, -9_876_543, Number.MAX_SAFE_INTEGER, 2.5, 1e21, NaN])
      expect(wholeText(n), String(n)).toBe(intl.format(n));
  });
});
