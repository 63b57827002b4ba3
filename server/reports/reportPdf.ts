import PDFDocument from 'pdfkit';
import { ratioPercent, winAnsi } from '../downloads/writers/pdfFormat.ts';
import type { Figure } from '../listings/metrics/figure.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const usd = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : `$${Math.round(v).toLocaleString('en-US')}`);
const num = (v: number | null | undefined, suffix = '') =>
  v === null || v === undefined ? 'n/a' : `${v.toLocaleString('en-US')}${suffix}`;

/** The report as a printable PDF (US Letter): facts, ARV with range and confidence, comps, flip, rental, BRRRR, auction, market, assumptions. */
export function reportPdf(report: Body): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: winAnsi(`Full property report - ${report.property.address}`), Creator: 'PropScout' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  /** WinAnsi text; the minus sign has no WinAnsi code, so it prints as a hyphen. */
  const ansi = (s: string) => winAnsi(s.replace(/−/g, '-'));
  const text = (s: string, size = 10, bold = false) =>
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor('#111111')
      .text(ansi(s));
  const heading = (s: string) => {
    pdf.moveDown(0.6);
    text(s, 13, true);
    pdf.moveDown(0.2);
  };
  const row = (label: string, f: Figure | undefined, format: (v: number | null) => string = usd) => {
    if (!f) return;
    text(`${label}: ${format(f.value)}`, 10, true);
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#555555')
      .text(ansi(`  = ${f.formula}`));
  };
  const p = report.property;
  text('PropScout full property report', 18, true);
  text(p.address, 13);
  text(
    `Generated ${String(report.created_at).slice(0, 10)} (market as of ${report.reference_date})${report.is_sample ? ' - sample report' : ''}`,
    8,
  );
  heading('Property');
  text(
    `${p.property_subtype ?? p.property_type} - ${num(p.bedrooms)} bd / ${num(p.bathrooms)} ba - ${num(p.living_area)} sq ft - built ${p.year_built ?? 'n/a'}`,
  );
  text(`List price ${usd(p.list_price)} - status ${p.standard_status} - estimated condition ${p.condition ?? 'n/a'}`);
  heading('After-repair value');
  const arv = report.arv;
  text(
    `ARV ${usd(arv.value)} (range ${usd(arv.low)} - ${usd(arv.high)}, 80% range), confidence ${num(arv.confidence)} / 100 ${arv.confidence_level ?? ''}`,
    11,
    true,
  );
  const lpArv = report.lp_arv?.value as number | null | undefined;
  text(`Value gap ${usd(report.value_gap?.value)} - LP/ARV ${lpArv === null || lpArv === undefined ? 'n/a' : ratioPercent(lpArv)}`);
  text('The figures are rules and statistics over comparable sales, not a trained model.', 8);
  heading(`Comparable sales (${report.comps.length})`);
  for (const c of report.comps) {
    const adj = c.adjustments.map((a: { factor: string; amount: number }) => `${a.factor} ${usd(a.amount)}`).join(', ');
    text(
      `${c.address} - ${num(c.distance_mi)} mi - sold ${c.sold_date} for ${usd(c.price)} - ${num(c.living_area)} sq ft - ${c.condition ?? 'n/a'} -> adjusted ${usd(c.adjusted_price)}`,
      8.5,
    );
    pdf
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(ansi(`  ${adj}`));
  }
  heading('Rehab');
  row('Rehab budget', report.rehab.total);
  const a = report.analyses;
  if (a) {
    heading('Flip');
    for (const [label, key] of [
      ['Purchase', 'purchase_price'],
      ['Holding costs', 'holding_costs'],
      ['Financing', 'financing_costs'],
      ['Selling costs', 'selling_costs'],
      ['Profit', 'profit'],
      ['70% rule maximum offer', 'max_offer_70'],
    ] as const)
      row(label, a.flip[key]);
    row('ROI', a.flip.roi_pct, (v) => num(v, '%'));
    heading('Rental');
    row('Monthly rent', report.rent.explain);
    row('NOI', a.rental.noi);
    row('Cash flow (year)', a.rental.cash_flow_annual);
    row('Cap rate', a.rental.cap_rate_pct, (v) => num(v, '%'));
    row('Cash-on-cash', a.rental.cash_on_cash_pct, (v) => num(v, '%'));
    row('DSCR', a.rental.dscr, (v) => num(v));
    heading('BRRRR');
    row('Refinance loan', a.brrrr.refinance_loan);
    row('Cash left in', a.brrrr.cash_left_in);
    row('Cash-on-cash after refinance', a.brrrr.cash_on_cash_pct, (v) => num(v, '%'));
  }
  if (report.auction) {
    heading('Auction');
    text(`Auction ${report.auction.auction_date ?? 'date not given'} - opening bid ${usd(report.auction.opening_bid)}`);
    row('Maximum bid', report.auction.max_bid);
  }
  heading(`Market (ZIP ${report.market.postal_code})`);
  row('Median $/sq ft', report.market.median_ppsf);
  row('$/sq ft trend (a year)', report.market.ppsf_change_pct, (v) => num(v, '%'));
  row('Median days on market', report.market.median_days_on_market, (v) => num(v));
  row('Sale-to-list', report.market.sale_to_list_pct, (v) => num(v, '%'));
  heading('Assumptions');
  const as = report.assumptions;
  text(
    Object.entries(as)
      .filter(([, v]) => !Array.isArray(v))
      .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`)
      .join(' - '),
    8,
  );
  pdf.end();
  return done;
}
