import PDFDocument from 'pdfkit';
import { EXPORT_COLUMNS, type ExportValue } from '../columns.ts';
import { dateTimeText, displayText, isNumeric, pdfNumber, tableFont, type TableFont, winAnsi, wrapText } from './pdfFormat.ts';
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

/** The columns the PDF prints (a `pdf` width of 0 leaves a column to the spreadsheet formats) and where their values are. */
const PDF_COLUMNS = EXPORT_COLUMNS.map((column, index) => ({ ...column, index })).filter((column) => column.pdf > 0);

interface Column {
  header: string;
  numeric: boolean;
  kind: (typeof EXPORT_COLUMNS)[number]['kind'];
  x: number;
  w: number;
  /** Where the column's value is in a row (EXPORT_COLUMNS order). */
  index: number;
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
  const bodyWidth = tableFont(probe, 'Helvetica', BASE_FONT_SIZE).width;
  const headerWidth = tableFont(probe, 'Helvetica-Bold', BASE_FONT_SIZE).width;
  const longestWord = (text: string, measure: (s: string) => number) => Math.max(0, ...text.split(' ').map(measure));
  const natural = PDF_COLUMNS.map((c) => {
    const numeric = isNumeric(c.kind);
    // A number, a date or a single word (an ID, a ZIP) is never broken: its width is the column's minimum.
    let content = 0;
    let word = longestWord(c.header, headerWidth);
    for (const values of sample) {
      const text = displayText(values[c.index] ?? null, c.kind);
      const width = bodyWidth(text);
      content = Math.max(content, width);
      if (width > word) word = Math.max(word, numeric ? width : longestWord(text, bodyWidth));
    }
    // Text widths without the padding (which does not scale with the type).
    const min = Math.max(MIN_WIDTH, word);
    const max = Math.max(min, numeric ? MAX_NUMBER_WIDTH : MAX_TEXT_WIDTH);
    return { min, width: Math.min(max, Math.max(min, content, headerWidth(c.header))) };
  });
  const padding = 2 * PAD * PDF_COLUMNS.length;
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
  const bodyFont = tableFont(pdf, 'Helvetica', FONT_SIZE);
  const headerFont = tableFont(pdf, 'Helvetica-Bold', FONT_SIZE);
  let x = MARGIN;
  const columns: Column[] = PDF_COLUMNS.map((c, i) => {
    const column = { header: winAnsi(c.header), numeric: isNumeric(c.kind), kind: c.kind, x, w: widths[i]!, index: c.index };
    x += widths[i]!;
    return column;
  });
  const tableWidth = x - MARGIN;
  const headerLines = columns.map((c) => wrapText(c.header, c.w - 2 * PAD, headerFont.width, MAX_LINES));
  const headerHeight = Math.max(...headerLines.map((l) => l.length)) * LINE + 2 * V_PAD;
  const bottom = pdf.page.height - MARGIN - 12;
  const generated = `Generated ${dateTimeText(doc.generatedAt, doc.timeZone)}`;
  let pageNumber = 1;
  let y = MARGIN;

  const footerFont = tableFont(pdf, 'Helvetica', 7);
  const footerTitle = winAnsi(`${doc.title} - ${generated}`);
  const footer = () => {
    pdf.fillColor('#555555');
    const right = `Page ${pageNumber}`;
    const top = pageHeight - MARGIN - 7;
    writeText(
      footerFont,
      textObject(footerFont, footerTitle, MARGIN, top) + textObject(footerFont, right, MARGIN + available - footerFont.width(right), top),
    );
  };
  const header = () => {
    pdf.rect(MARGIN, y, tableWidth, headerHeight).fill('#1f3a5f');
    pdf.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#ffffff');
    drawCells(headerLines, headerFont);
    y += headerHeight;
    pdf.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000000');
  };
  // Table and footer text is written as content-stream operators, one write per row, the same ones
  // pdf.text(line, x, y, { lineBreak: false }) writes (text matrix, font, kerned TJ), inside one flip back to PDF
  // coordinates per row. Hand-written because it measurably wins: 50,000 rows took 64-76 s through pdf.text() and
  // 11-16 s this way on the loaded 2-core machine, back to back (`npm run bench:export -- --rows 50000 --format pdf`).
  // tests/server/pdfFormat.test.ts compares the operators with pdfkit's, pdfLayout.test.ts reads the text back.
  const pageHeight = pdf.page.height;
  /** One line of text whose top-left corner is at (left, top) in pdfkit's top-down coordinates. */
  const textObject = (font: TableFont, text: string, left: number, top: number) =>
    `\nBT\n1 0 0 1 ${pdfNumber(left)} ${pdfNumber(pageHeight - top - font.ascent)} Tm\n${font.showOperand(text)} TJ\nET`;
  const writeText = (font: TableFont, textObjects: string) => {
    font.useOnPage();
    // The font is text state, kept from one text object to the next: set once per write. As bytes: pdfkit turns a
    // string into bytes one character at a time in JavaScript, Buffer.from does it natively.
    const ops = `q\n1 0 0 -1 0 ${pdfNumber(pageHeight)} cm\n/${font.id} ${pdfNumber(font.size)} Tf${textObjects}\nQ\n`;
    pdf.addContent(Buffer.from(ops, 'latin1'));
  };
  const drawCells = (cells: string[][], font: TableFont) => {
    let textObjects = '';
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      const lines = cells[i]!;
      for (let n = 0; n < lines.length; n++) {
        const line = lines[n]!;
        if (!line) continue;
        const left = c.numeric ? c.x + c.w - PAD - font.width(line) : c.x + PAD;
        textObjects += textObject(font, line, left, y + V_PAD + n * LINE + 0.6);
      }
    }
    writeText(font, textObjects);
  };

  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#111111').text(winAnsi(doc.title), MARGIN, y, { width: available });
  pdf.font('Helvetica').fontSize(8).fillColor('#333333');
  pdf.text(generated, { width: available });
  for (const line of doc.criteria) pdf.text(winAnsi(line), { width: available });
  y = pdf.y + 8;
  header();

  let index = 0;
  const writeRow = (values: ExportValue[]) => {
    const cells = columns.map((c) => wrapText(displayText(values[c.index] ?? null, c.kind), c.w - 2 * PAD, bodyFont.width, MAX_LINES));
    const height = Math.max(1, ...cells.map((l) => l.length)) * LINE + 2 * V_PAD;
    if (y + height > bottom) {
      footer();
      pdf.addPage();
      pageNumber += 1;
      y = MARGIN;
      header();
    }
    if (index++ % 2 === 1) pdf.rect(MARGIN, y, tableWidth, height).fill('#eef2f7').fillColor('#000000');
    drawCells(cells, bodyFont);
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
