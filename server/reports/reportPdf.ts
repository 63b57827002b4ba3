import PDFDocument from 'pdfkit';
import { countText, dateTimeText, dayText, measurer, ratioPercent, winAnsi, wrapText } from '../downloads/writers/pdfFormat.ts';
import { moneyText } from '../lib/money.ts';
import { EVENT_SOURCE_LABELS, eventText } from '../listings/history/schemas.ts';
import { ownerFactRows } from '../listings/records/schemas.ts';
import { AUCTION_STATUS_LABELS, PROPERTY_TYPE_LABELS, SUBTYPE_LABELS } from '../listings/search/filter/options.ts';
import {
  ADJUSTMENT_LABELS,
  ASSUMPTION_TERMS,
  AUCTION_ROWS,
  BRRRR_ROWS,
  FLIP_ROWS,
  RENTAL_ROWS,
  type FigureRow,
  type FullReport,
} from './schemas.ts';

type Report = FullReport;
type Figure = Report['value_gap'];

const MARGIN = 48;
const PAGE = { width: 612, height: 792 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 16;
const INK = '#111111';
const MUTED = '#555555';
const BRAND = '#1f3a5f';
const STRIPE = '#eef2f7';
const NA = 'n/a';
/** The latest events the PDF lists; the property page shows them all. */
const PDF_HISTORY_ROWS = 25;

const money = (v: number | null | undefined) => (v === null || v === undefined ? NA : moneyText(v));
const count = (v: number | null | undefined, unit = '') => (v === null || v === undefined ? NA : `${countText(v)}${unit}`);
const pct = (v: number | null | undefined) => (v === null || v === undefined ? NA : `${v.toFixed(1)}%`);
const share = (v: number | null | undefined) => (v === null || v === undefined ? NA : ratioPercent(v));
const multiple = (v: number | null | undefined) =>
  v === null || v === undefined ? NA : v.toLocaleString('en-US', { maximumFractionDigits: 2 });
const figureText = (f: Figure | undefined, format?: FigureRow[2]) =>
  !f ? NA : format === 'pct' ? pct(f.value) : format === 'ratio' ? multiple(f.value) : money(f.value);
/** A calendar day or an instant (in the reader's zone). */
const when = (value: string | null | undefined, timeZone: string) =>
  !value ? NA : value.length > 10 ? dateTimeText(new Date(value), timeZone) : dayText(value);
/** A RESO value in words (no label table holds the statuses): ActiveUnderContract → Active under contract. */
const resoWords = (value: string) => {
  const spaced = winAnsi(value).replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0) + spaced.slice(1).toLowerCase();
};
/** A formula as the analyses write it; the minus sign has no WinAnsi code, so it prints as a hyphen. */
const ansi = (s: string) => winAnsi(s.replace(/−/g, '-'));

/** An assumption in words: "CapEx reserve: 5% of rent", "HOA: $0 per month". */
export function assumptionText(key: keyof typeof ASSUMPTION_TERMS, value: number): string {
  const { label, unit, of } = ASSUMPTION_TERMS[key];
  const amount = {
    usd: money(value),
    usd_month: `${money(value)} per month`,
    usd_sqft: `${money(value)} per sq ft`,
    pct: `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`,
    months: `${count(value)} ${value === 1 ? 'month' : 'months'}`,
    years: `${count(value)} ${value === 1 ? 'year' : 'years'}`,
  }[unit];
  return `${label}: ${amount}${of ? ` ${of}` : ''}`;
}

/** The listing's photo when the report carries one inline (a JPEG or PNG data URL); a link would need the network, and the drawings are SVG. */
function usablePhoto(report: Report): Buffer | null {
  for (const photo of report.property.photos) {
    const match = /^data:image\/(?:jpeg|jpg|png);base64,(.+)$/i.exec(photo.url);
    if (photo.kind === 'photo' && match) return Buffer.from(match[1]!, 'base64');
  }
  return null;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  muted?: boolean;
}

/**
 * The full report as a printable PDF (US Letter): a cover with the key figures (and the photo when the report holds
 * one), the property, the ARV, the comparable sales table, rehab, each analysis as a label/value table with how it was
 * computed, the market and the assumptions in words; dates in the reader's time zone, "Page N of M" on every page.
 */
export function reportPdf(report: Report, options: { timeZone?: string } = {}): Promise<Buffer> {
  const timeZone = options.timeZone ?? 'UTC';
  const p = report.property;
  const address = winAnsi(p.address);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Full property report - ${address}`, Creator: 'PropScout', Producer: 'PropScout' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = MARGIN;

  const ensure = (height: number) => {
    if (y + height <= BOTTOM) return;
    pdf.addPage();
    y = MARGIN;
  };
  const write = (s: string, size: number, options: { bold?: boolean; color?: string; x?: number; width?: number; gap?: number } = {}) => {
    pdf
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(options.color ?? INK);
    const width = options.width ?? WIDTH;
    const height = pdf.heightOfString(s, { width });
    ensure(height);
    pdf.text(s, options.x ?? MARGIN, y, { width });
    y += height + (options.gap ?? 2);
  };
  const heading = (s: string) => {
    ensure(110); // a heading is never the last line of a page: room for it and the first rows of what follows
    y += 12;
    write(s, 13, { bold: true, color: BRAND, gap: 3 });
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(BRAND)
      .stroke();
    y += 6;
  };
  const note = (s: string) => write(ansi(s), 8, { color: MUTED, gap: 4 });

  /** A table with wrapped cells; its header row repeats when it continues on the next page. */
  const table = (columns: Column[], rows: string[][], size = 8.5) => {
    const pad = 3;
    const line = size * 1.22;
    const body = measurer(pdf, 'Helvetica', size);
    const bold = measurer(pdf, 'Helvetica-Bold', size);
    const x0 = MARGIN;
    const xs = columns.map((_, i) => x0 + columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
    const tableWidth = columns.reduce((sum, c) => sum + c.width, 0);
    const cellLines = (cells: string[], measure: (s: string) => number) =>
      cells.map((cell, i) => wrapText(ansi(cell), columns[i]!.width - 2 * pad, measure, 8));
    const draw = (lines: string[][], height: number, header: boolean, stripe: boolean) => {
      if (header) pdf.rect(x0, y, tableWidth, height).fill(BRAND);
      else if (stripe) pdf.rect(x0, y, tableWidth, height).fill(STRIPE);
      lines.forEach((cell, i) => {
        const c = columns[i]!;
        pdf
          .font(header ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(header || !c.muted ? size : size - 1)
          .fillColor(header ? '#ffffff' : c.muted ? MUTED : INK);
        const measure = header ? bold : body;
        cell.forEach((text, n) => {
          const x = c.align === 'right' ? xs[i]! + c.width - pad - measure(text) : xs[i]! + pad;
          pdf.text(text, x, y + pad + n * line, { lineBreak: false });
        });
      });
      y += height;
    };
    const headerLines = columns.some((c) => c.header)
      ? cellLines(
          columns.map((c) => c.header),
          bold,
        )
      : null;
    const heightOf = (lines: string[][]) => Math.max(1, ...lines.map((l) => l.length)) * line + 2 * pad;
    const headerHeight = headerLines ? heightOf(headerLines) : 0;
    ensure(headerHeight + line * 2 + 2 * pad);
    if (headerLines) draw(headerLines, headerHeight, true, false);
    rows.forEach((cells, r) => {
      const lines = cellLines(cells, body);
      const height = heightOf(lines);
      if (y + height > BOTTOM) {
        pdf.addPage();
        y = MARGIN;
        if (headerLines) draw(headerLines, headerHeight, true, false);
      }
      draw(lines, height, false, r % 2 === 1);
    });
    y += 4;
  };
  /** An analysis as label | value | how it was computed. */
  const figures = (source: Record<string, Figure> | undefined, rows: FigureRow[]) => {
    if (!source) return;
    table(
      [
        { header: 'Figure', width: 170 },
        { header: 'Value', width: 90, align: 'right' },
        { header: 'How it is computed', width: WIDTH - 260, muted: true },
      ],
      rows.filter(([key]) => source[key]).map(([key, label, format]) => [label, figureText(source[key], format), source[key]!.formula]),
    );
  };

  // Cover: the address, the listing in a line, then the key figures in boxes.
  write('PropScout full property report', 10, { bold: true, color: BRAND, gap: 6 });
  write(address, 22, { bold: true, gap: 6 });
  const kind =
    (p.property_subtype && SUBTYPE_LABELS[p.property_subtype as keyof typeof SUBTYPE_LABELS]) ||
    PROPERTY_TYPE_LABELS[p.property_type as keyof typeof PROPERTY_TYPE_LABELS] ||
    winAnsi(p.property_subtype ?? p.property_type);
  write(
    [
      kind,
      p.bedrooms === null ? null : `${count(p.bedrooms)} beds`,
      p.bathrooms === null ? null : `${count(p.bathrooms)} baths`,
      p.living_area === null ? null : `${count(p.living_area)} sq ft`,
      p.year_built === null ? null : `built ${p.year_built}`,
    ]
      .filter(Boolean)
      .join('  |  '),
    11,
    { color: MUTED, gap: 4 },
  );
  write(
    `Generated ${dateTimeText(new Date(report.created_at), timeZone)} - sales and market as of ${dayText(report.reference_date)}${report.is_sample ? ' - sample report' : ''}`,
    8.5,
    { color: MUTED, gap: 14 },
  );
  const photo = usablePhoto(report);
  if (photo) {
    try {
      pdf.image(photo, MARGIN, y, { fit: [WIDTH, 220], align: 'center' });
      y += 228;
    } catch {
      // Not an image PDFKit reads: the cover goes without it.
    }
  }
  const arv = report.arv;
  const keyFigures: [string, string, string?][] = [
    ['List price', money(p.list_price)],
    ['ARV', money(arv.value), arv.low !== null && arv.high !== null ? `80% range ${money(arv.low)} to ${money(arv.high)}` : undefined],
    ['Value gap', money(report.value_gap.value), 'ARV minus list price'],
    ['Rehab budget', money(report.rehab.total.value), 'with contingency'],
    ['Monthly rent', money(report.rent.value), report.rent.method === 'rental_comps' ? 'from nearby leases' : 'rent-to-value rule'],
    ['LP/ARV', share(report.lp_arv.value), 'list price as a share of the ARV'],
  ];
  const boxWidth = (WIDTH - 2 * 10) / 3;
  const boxHeight = 62;
  keyFigures.forEach(([label, value, detail], i) => {
    const bx = MARGIN + (i % 3) * (boxWidth + 10);
    const by = y + Math.floor(i / 3) * (boxHeight + 10);
    pdf.roundedRect(bx, by, boxWidth, boxHeight, 4).fill(STRIPE);
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, bx + 10, by + 9, { width: boxWidth - 20, lineBreak: false });
    pdf
      .font('Helvetica-Bold')
      .fontSize(17)
      .fillColor(INK)
      .text(value, bx + 10, by + 22, { width: boxWidth - 20, lineBreak: false });
    if (detail)
      pdf
        .font('Helvetica')
        .fontSize(7)
        .fillColor(MUTED)
        .text(ansi(detail), bx + 10, by + 45, { width: boxWidth - 20, lineBreak: false });
  });
  y += 2 * boxHeight + 10 + 14;
  if (arv.confidence !== null)
    note(`ARV confidence ${count(arv.confidence)} / 100${arv.confidence_level ? ` (${arv.confidence_level})` : ''}.`);
  note('The figures are rules and statistics over comparable sales, not a trained model.');

  heading('Property');
  table(
    [
      { header: '', width: 170 },
      { header: '', width: WIDTH - 170 },
    ],
    [
      ['Type', kind],
      ['Status', resoWords(p.standard_status)],
      ['List price', money(p.list_price)],
      ['Bedrooms', count(p.bedrooms)],
      ['Bathrooms', count(p.bathrooms)],
      ['Living area', count(p.living_area, ' sq ft')],
      ['Year built', p.year_built === null ? NA : String(p.year_built)],
      ['Estimated condition', p.condition ?? NA],
    ],
  );

  heading('After-repair value');
  table(
    [
      { header: 'Figure', width: 170 },
      { header: 'Value', width: 90, align: 'right' },
      { header: 'How it is computed', width: WIDTH - 260, muted: true },
    ],
    [
      ['ARV', money(arv.value), arv.explain.value.formula],
      ['80% range', arv.low === null || arv.high === null ? NA : `${money(arv.low)} to ${money(arv.high)}`, arv.explain.range.formula],
      ['Confidence (0-100)', count(arv.confidence), arv.explain.confidence.formula],
    ],
  );

  heading(`Comparable sales (${report.comps.length})`);
  if (report.comps.length === 0) note('No comparable sales within the search radius.');
  else {
    const hasAdjustments = report.comps.some((c) => c.adjustments.length > 0);
    const beds = (v: number | null | undefined) => (v === null || v === undefined ? '-' : count(v));
    table(
      [
        { header: 'Address', width: hasAdjustments ? 118 : 168 },
        { header: 'Sold', width: 56 },
        { header: 'Price', width: 54, align: 'right' },
        { header: 'Distance', width: 42, align: 'right' },
        { header: 'Beds/baths', width: 50, align: 'right' },
        { header: 'Sq ft', width: 34, align: 'right' },
        ...(hasAdjustments ? [{ header: 'Adjustments', width: WIDTH - 118 - 56 - 54 - 42 - 50 - 34 - 62 }] : []),
        { header: 'Adjusted price', width: hasAdjustments ? 62 : WIDTH - 168 - 56 - 54 - 42 - 50 - 34, align: 'right' as const },
      ],
      report.comps.map((c) => [
        winAnsi(c.address),
        dayText(c.sold_date),
        money(c.price),
        `${c.distance_mi.toFixed(2)} mi`,
        `${beds(c.bedrooms)} / ${beds(c.bathrooms)}`,
        count(c.living_area),
        ...(hasAdjustments
          ? [
              c.adjustments
                .filter((a) => a.amount !== 0)
                .map((a) => `${ADJUSTMENT_LABELS[a.factor]} ${a.amount > 0 ? '+' : ''}${money(a.amount)}`)
                .join('; ') || 'None',
            ]
          : []),
        money(c.adjusted_price),
      ]),
      7.5,
    );
  }

  heading('Rehab');
  figures(report.rehab, [
    ['base', 'Base rehab'],
    ['contingency', 'Contingency'],
    ['total', 'Rehab budget'],
  ]);

  const a = report.analyses;
  if (a) {
    heading('Flip');
    figures(a.flip, FLIP_ROWS);
    heading('Rental');
    figures({ monthly_rent: report.rent.explain, ...a.rental }, [['monthly_rent', 'Monthly rent estimate'], ...RENTAL_ROWS]);
    heading('BRRRR');
    figures(a.brrrr, BRRRR_ROWS);
  } else {
    heading('Analyses');
    note('Without comparable sales there is no ARV, so no flip, rental or BRRRR analysis.');
  }

  const auction = report.auction;
  if (auction) {
    heading('Auction');
    table(
      [
        { header: '', width: 170 },
        { header: '', width: WIDTH - 170 },
      ],
      [
        ['Auction date', auction.auction_date ? when(auction.auction_date, timeZone) : 'Date not given'],
        ['Opening bid', money(auction.opening_bid)],
        ...(auction.auction_status
          ? [
              [
                'Auction status',
                AUCTION_STATUS_LABELS[auction.auction_status as keyof typeof AUCTION_STATUS_LABELS] ?? auction.auction_status,
              ],
            ]
          : []),
        ...(auction.auction_type ? [['Auction type', winAnsi(auction.auction_type)]] : []),
        ...(auction.venue ? [['Venue', winAnsi(auction.venue)]] : []),
      ],
    );
    figures(auction as unknown as Record<string, Figure>, AUCTION_ROWS);
  }

  const m = report.market;
  heading(`Market (ZIP ${winAnsi(m.postal_code)})`);
  figures(m as unknown as Record<string, Figure>, [
    ['median_ppsf', 'Median $/sq ft'],
    ['ppsf_change_pct', '$/sq ft change over a year', 'pct'],
    ['median_days_on_market', 'Median days on market', 'ratio'],
    ['sale_to_list_pct', 'Sale-to-list', 'pct'],
  ]);
  note(`${count(m.sales_12m)} sales in the last 12 months; ${count(m.active_listings)} active listings.`);

  heading('Price and status history');
  const history = report.history ?? [];
  if (history.length === 0) note('No price or status changes recorded for this listing when the report was made.');
  else {
    const shown = history.slice(0, PDF_HISTORY_ROWS);
    table(
      [
        { header: 'When', width: 150 },
        { header: 'Change', width: WIDTH - 260 },
        { header: 'Seen in', width: 110, muted: true },
      ],
      // The arrow has no WinAnsi code: "$325,000 to $299,000".
      shown.map((event) => [when(event.at, timeZone), eventText(event, money).replace(/ → /g, ' to '), EVENT_SOURCE_LABELS[event.source]]),
    );
    if (history.length > shown.length) note(`${count(history.length - shown.length)} earlier events are on the property page.`);
  }

  heading('Owner and equity');
  if (!report.owner) note('No property record (owners, loans, tax) for this address when the report was made.');
  else {
    table(
      [
        { header: '', width: 160 },
        { header: '', width: WIDTH - 160 },
      ],
      ownerFactRows(report.owner, { money, day: (d) => (d ? dayText(d) : NA) }).map(([label, value]) => [label, winAnsi(value)]),
    );
    note('Equity is an estimate: recorded loans amortised to the day shown; unrecorded payoffs and refinancings are not seen.');
  }

  heading('Assumptions');
  const as = report.assumptions;
  const sentences = (Object.keys(ASSUMPTION_TERMS) as (keyof typeof ASSUMPTION_TERMS)[]).map((key) => assumptionText(key, as[key]));
  sentences.push(`After-repair condition: ${winAnsi(as.after_repair_condition)}`);
  if (as.excluded_comp_ids.length) sentences.push(`Comparable sales excluded by the user: ${count(as.excluded_comp_ids.length)}`);
  if (as.added_comp_ids.length) sentences.push(`Comparable sales added by the user: ${count(as.added_comp_ids.length)}`);
  const half = Math.ceil(sentences.length / 2);
  table(
    [
      { header: '', width: WIDTH / 2 },
      { header: '', width: WIDTH / 2 },
    ],
    sentences.slice(0, half).map((s, i) => [s, sentences[half + i] ?? '']),
    8,
  );

  // Footers once every page exists: "Page N of M".
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing below the margin would otherwise start a new page
    pdf.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    const right = `Page ${i + 1} of ${range.count}`;
    const left = `Full property report - ${address}`;
    const leftWidth = WIDTH - pdf.widthOfString(right) - 20;
    pdf.text(wrapText(left, leftWidth, measurer(pdf, 'Helvetica', 7.5), 1)[0] ?? '', MARGIN, PAGE.height - MARGIN + 4, {
      lineBreak: false,
    });
    pdf.text(right, MARGIN + WIDTH - pdf.widthOfString(right), PAGE.height - MARGIN + 4, { lineBreak: false });
    pdf.page.margins.bottom = bottomMargin;
  }
  pdf.end();
  return done;
}
