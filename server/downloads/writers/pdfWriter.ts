import PDFDocument from 'pdfkit';
import { EXPORT_COLUMNS, type ExportValue } from '../columns.ts';
import { dateTimeText, displayText, isNumeric, measurer, wrapText, winAnsi } from './pdfFormat.ts';
import type { FileWriter } from './types.ts';

const MARGIN = 24;
const BASE_FONT_SIZE = 6.5;
const MIN_FONT_SIZE = 5.5;
const BASE_LINE = 7.8;
const PAD = 2;
const V_PAD = 2;
/** A cell never takes more lines than this (the last one then ends with an ellipsis), so a row always fits a page. */
const MAX_LINES = 6;
const MIN_WIDTH = 16;
const MAX_TEXT_WIDTH = 146;
const MAX_NUMBER_WIDTH = 66;

/** Pages tried in order, the first one the table fits across wins: portrait for few columns, landscape, then landscape Legal. */
const PAGES = [
  { size: 'LETTER', layout: 'portrait', width: 612 },
  { size: 'LETTER', layout: 'landscape', width: 792 },
  { size: 'LEGAL', layout: 'landscape', width: 1008 },
] as const;

interface Column {
  header: string;
  numeric: boolean;
  kind: (typeof EXPORT_COLUMNS)[number]['kind'];
  x: number;
  w: number;
}

/**
 * Column widths from the content (the first batch of rows, between a minimum and a maximum), the page orientation
 * chosen by the table's width, cells that wrap instead of being cut, the criteria on page 1, the header row repeated
 * on every page and "Page N" in each footer. Streams: pages are written as they fill, no row is kept.
 */
export const writePdf: FileWriter = async (out, rows, doc) => {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  const sample = first.done ? [] : first.value;

  // Fonts are measured before the page exists: PDFKit measures with any document, so a throwaway one sizes the columns.
  const probe = new PDFDocument({ autoFirstPage: false });
  const bodyWidth = measurer(probe, 'Helvetica', BASE_FONT_SIZE);
  const headerWidth = measurer(probe, 'Helvetica-Bold', BASE_FONT_SIZE);
  const longestWord = (text: string, measure: (s: string) => number) => Math.max(0, ...text.split(' ').map(measure));
  const natural = EXPORT_COLUMNS.map((c, i) => {
    const numeric = isNumeric(c.kind);
    // A number, a date or a single word (an ID, a ZIP) is never broken: its width is the column's minimum.
    let content = 0;
    let word = longestWord(c.header, headerWidth);
    for (const values of sample) {
      const text = displayText(values[i] ?? null, c.kind);
      const width = bodyWidth(text);
      content = Math.max(content, width);
      if (width > word) word = Math.max(word, numeric ? width : longestWord(text, bodyWidth));
    }
    // Text widths without the padding (which does not scale with the type).
    const min = Math.max(MIN_WIDTH, word);
    const max = Math.max(min, numeric ? MAX_NUMBER_WIDTH : MAX_TEXT_WIDTH);
    return { min, width: Math.min(max, Math.max(min, content, headerWidth(c.header))) };
  });
  const padding = 2 * PAD * EXPORT_COLUMNS.length;
  const total = natural.reduce((sum, c) => sum + c.width, 0) + padding;
  const page = PAGES.find((p) => total <= p.width - 2 * MARGIN) ?? PAGES[PAGES.length - 1]!;
  const available = page.width - 2 * MARGIN;
  // When even the minimums are wider than the widest page, the type gets smaller (to a floor) rather than words breaking.
  const minTotal = natural.reduce((sum, c) => sum + c.min, 0);
  const scale = Math.max(MIN_FONT_SIZE / BASE_FONT_SIZE, Math.min(1, (available - padding) / minTotal));
  const widths = fitWidths(
    natural.map((c) => ({ min: c.min * scale + 2 * PAD, width: c.width * scale + 2 * PAD })),
    available,
  );
  const FONT_SIZE = BASE_FONT_SIZE * scale;
  const LINE = BASE_LINE * scale;

  const pdf = new PDFDocument({
    size: page.size,
    layout: page.layout,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: winAnsi(doc.title), Creator: 'PropScout', Producer: 'PropScout' },
    bufferPages: false,
  });
  const done = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    pdf.on('error', reject);
    pdf.pipe(out).on('finish', resolve);
  });
  const bodyText = measurer(pdf, 'Helvetica', FONT_SIZE);
  const headerText = measurer(pdf, 'Helvetica-Bold', FONT_SIZE);
  let x = MARGIN;
  const columns: Column[] = EXPORT_COLUMNS.map((c, i) => {
    const column = { header: winAnsi(c.header), numeric: isNumeric(c.kind), kind: c.kind, x, w: widths[i]! };
    x += widths[i]!;
    return column;
  });
  const tableWidth = x - MARGIN;
  const headerLines = columns.map((c) => wrapText(c.header, c.w - 2 * PAD, headerText, MAX_LINES));
  const headerHeight = Math.max(...headerLines.map((l) => l.length)) * LINE + 2 * V_PAD;
  const bottom = pdf.page.height - MARGIN - 12;
  const generated = `Generated ${dateTimeText(doc.generatedAt, doc.timeZone)}`;
  let pageNumber = 1;
  let y = MARGIN;

  const footer = () => {
    pdf.font('Helvetica').fontSize(7).fillColor('#555555');
    const right = `Page ${pageNumber}`;
    pdf.text(winAnsi(`${doc.title} - ${generated}`), MARGIN, pdf.page.height - MARGIN - 7, { lineBreak: false });
    pdf.text(right, MARGIN + available - pdf.widthOfString(right), pdf.page.height - MARGIN - 7, { lineBreak: false });
  };
  const header = () => {
    pdf.rect(MARGIN, y, tableWidth, headerHeight).fill('#1f3a5f');
    pdf.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#ffffff');
    columns.forEach((c, i) => drawLines(headerLines[i]!, c, headerText));
    y += headerHeight;
    pdf.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000000');
  };
  const drawLines = (lines: string[], c: Column, width: (s: string) => number) => {
    lines.forEach((line, n) => {
      const left = c.numeric ? c.x + c.w - PAD - width(line) : c.x + PAD;
      pdf.text(line, left, y + V_PAD + n * LINE + 0.6, { lineBreak: false });
    });
  };

  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#111111').text(winAnsi(doc.title), MARGIN, y, { width: available });
  pdf.font('Helvetica').fontSize(8).fillColor('#333333');
  pdf.text(generated, { width: available });
  for (const line of doc.criteria) pdf.text(winAnsi(line), { width: available });
  y = pdf.y + 8;
  header();

  let index = 0;
  const writeRow = (values: ExportValue[]) => {
    const cells = columns.map((c, i) => wrapText(displayText(values[i] ?? null, c.kind), c.w - 2 * PAD, bodyText, MAX_LINES));
    const height = Math.max(1, ...cells.map((l) => l.length)) * LINE + 2 * V_PAD;
    if (y + height > bottom) {
      footer();
      pdf.addPage();
      pageNumber += 1;
      y = MARGIN;
      header();
    }
    if (index++ % 2 === 1) pdf.rect(MARGIN, y, tableWidth, height).fill('#eef2f7').fillColor('#000000');
    columns.forEach((c, i) => drawLines(cells[i]!, c, bodyText));
    y += height;
  };

  for (const values of sample) writeRow(values);
  for (let next = first.done ? first : await iterator.next(); !next.done; next = await iterator.next())
    for (const values of next.value) writeRow(values);
  if (index === 0) pdf.text('No properties match this search.', MARGIN + PAD, y + 4, { lineBreak: false });
  footer();
  pdf.end();
  await done;
};

/** Widths that fill at most `available`: the natural ones when they fit, else each shrunk toward its minimum in proportion to its slack. */
export function fitWidths(columns: { min: number; width: number }[], available: number): number[] {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  if (total <= available) return columns.map((c) => c.width);
  const minTotal = columns.reduce((sum, c) => sum + c.min, 0);
  if (minTotal >= available) return columns.map((c) => (c.min * available) / minTotal);
  const share = (total - available) / (total - minTotal);
  return columns.map((c) => c.width - (c.width - c.min) * share);
}
