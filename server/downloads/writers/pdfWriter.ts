import PDFDocument from 'pdfkit';
import { EXPORT_COLUMNS } from '../columns.ts';
import { displayText, isNumeric, winAnsi } from './pdfFormat.ts';
import type { FileWriter } from './types.ts';

const MARGIN = 24;
const FONT_SIZE = 6.5;
const ROW_HEIGHT = 10;
const HEADER_HEIGHT = 24;
const PAD = 2;

/** Landscape US Legal (25 columns stay readable at 6.5 pt), the criteria on page 1, the header row repeated on every page, "Page N" in the footer. */
export const writePdf: FileWriter = async (out, rows, doc) => {
  const pdf = new PDFDocument({
    size: 'LEGAL',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: winAnsi(doc.title), Creator: 'PropScout', Producer: 'PropScout' },
    bufferPages: false,
  });
  const done = new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    pdf.on('error', reject);
    pdf.pipe(out).on('finish', resolve);
  });
  const width = pdf.page.width - 2 * MARGIN;
  const scale = width / EXPORT_COLUMNS.reduce((sum, c) => sum + c.pdf, 0);
  const columns = EXPORT_COLUMNS.map((c, i, all) => ({
    ...c,
    x: MARGIN + scale * all.slice(0, i).reduce((sum, p) => sum + p.pdf, 0),
    w: scale * c.pdf,
    numeric: isNumeric(c.kind),
  }));
  const bottom = pdf.page.height - MARGIN - 14;
  let pageNumber = 1;
  let y = MARGIN;

  const footer = () => {
    pdf.font('Helvetica').fontSize(7).fillColor('#555555');
    const text = `${winAnsi(doc.title)}  -  Page ${pageNumber}`;
    pdf.text(text, MARGIN + width - pdf.widthOfString(text), pdf.page.height - MARGIN - 8, { lineBreak: false });
  };
  const header = () => {
    pdf.rect(MARGIN, y, width, HEADER_HEIGHT).fill('#1f3a5f');
    pdf.font('Helvetica-Bold').fontSize(6).fillColor('#ffffff');
    for (const c of columns)
      pdf.text(c.header, c.x + PAD, y + 2, { width: c.w - 2 * PAD, height: HEADER_HEIGHT, align: c.numeric ? 'right' : 'left' });
    y += HEADER_HEIGHT;
    pdf.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000000');
  };

  pdf.font('Helvetica-Bold').fontSize(14).text(winAnsi(doc.title), MARGIN, y);
  pdf.font('Helvetica').fontSize(8).fillColor('#333333');
  pdf.text(`Generated ${doc.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  for (const line of doc.criteria) pdf.text(winAnsi(line), { width });
  y = pdf.y + 8;
  header();

  let index = 0;
  for await (const batch of rows) {
    for (const values of batch) {
      if (y + ROW_HEIGHT > bottom) {
        footer();
        pdf.addPage();
        pageNumber += 1;
        y = MARGIN;
        header();
      }
      if (index++ % 2 === 1) pdf.rect(MARGIN, y, width, ROW_HEIGHT).fill('#eef2f7').fillColor('#000000');
      columns.forEach((c, i) => {
        const text = fit(pdf, displayText(values[i] ?? null, c.kind), c.w - 2 * PAD);
        if (!text) return;
        const x = c.numeric ? c.x + c.w - PAD - pdf.widthOfString(text) : c.x + PAD;
        pdf.text(text, x, y + 2, { lineBreak: false });
      });
      y += ROW_HEIGHT;
    }
  }
  if (index === 0) pdf.text('No properties match this search.', MARGIN + PAD, y + 4, { lineBreak: false });
  footer();
  pdf.end();
  await done;
};

/** Cuts text that would overflow its cell, ending it with an ellipsis. */
function fit(pdf: PDFKit.PDFDocument, text: string, max: number): string {
  if (!text || pdf.widthOfString(text) <= max) return text;
  let end = text.length;
  while (end > 0 && pdf.widthOfString(`${text.slice(0, end)}…`) > max) end--;
  return `${text.slice(0, end)}…`;
}
