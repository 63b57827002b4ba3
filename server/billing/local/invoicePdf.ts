import PDFDocument from 'pdfkit';
import { billingDay, centsText } from '../billingText.ts';
import type { PlanRow } from '../plansRepository.ts';
import type { LocalInvoice } from './localRepository.ts';

/** The invoice as a one-page PDF (Letter): number, dates, the plan line, the total and its status. */
export function invoicePdf(invoice: LocalInvoice, plan: PlanRow, customer: { email: string; name: string }): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Creator: 'PropScout', Producer: 'PropScout' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const total = centsText(invoice.amount_cents, invoice.currency);
  pdf.font('Helvetica-Bold').fontSize(22).text('PropScout');
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text('Invoice from the local billing service (test mode: no real payment)');
  pdf.moveDown(1.5).fillColor('#000000').fontSize(12);
  pdf.font('Helvetica-Bold').text(`Invoice ${invoice.number}`);
  pdf.font('Helvetica').text(`Date: ${billingDay(invoice.created_at)}`);
  pdf.text(`Status: ${invoice.status === 'paid' ? 'Paid' : 'Open'}`);
  pdf.text(`Billed to: ${customer.name ? `${customer.name} <${customer.email}>` : customer.email}`);
  pdf.moveDown(1.5);
  pdf.font('Helvetica-Bold').text('Description');
  pdf.font('Helvetica').text(`${plan.name} plan, monthly (${billingDay(invoice.period_start)} - ${billingDay(invoice.period_end)})`);
  pdf.text(`${plan.credits_per_month.toLocaleString('en-US')} search credits`);
  pdf.moveDown(1);
  pdf.font('Helvetica-Bold').text(`Total: ${total}`);
  if (invoice.status === 'paid' && invoice.card_last4) pdf.font('Helvetica').text(`Paid with the card ending in ${invoice.card_last4}.`);
  pdf.end();
  return done;
}
