import jsonExport from 'jsonexport/dist';
import { downloadCSV } from 'react-admin';
import type { LedgerEntry } from '../../dataProvider/usage.ts';
import { KIND_LABELS } from './usageLabels.ts';

/** Ledger rows as the CSV columns a person reads: date, kind in words, credits, what for, and an absolute link. */
export function ledgerRows(records: LedgerEntry[], origin: string) {
  return records.map((r) => ({
    Date: r.created_at,
    Kind: KIND_LABELS[r.kind] ?? r.kind,
    Credits: r.credits,
    Description: r.description,
    Link: r.link ? `${origin}${r.link}` : '',
  }));
}

export function ledgerCsv(records: LedgerEntry[], origin: string): Promise<string> {
  return new Promise((resolve, reject) =>
    jsonExport(ledgerRows(records, origin), { headers: ['Date', 'Kind', 'Credits', 'Description', 'Link'] }, (error, csv) =>
      error ? reject(error) : resolve(csv),
    ),
  );
}

/** react-admin exporter of the ledger: downloads credit-ledger.csv. */
export async function ledgerExporter(records: LedgerEntry[]) {
  downloadCSV(await ledgerCsv(records, window.location.origin), 'credit-ledger');
}
