import type { LedgerKind } from './ledger.ts';

/** A credit ledger row's kind as people read it: the usage screens, the team ledger and its CSV export. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  search: 'Search',
  download: 'Download',
  report: 'Property report',
  api: 'API call',
  grant: 'Credits added',
  refund: 'Refund',
  transfer: 'Team credits moved',
};

export const ledgerKindLabel = (kind: string) => LEDGER_KIND_LABELS[kind as LedgerKind] ?? kind;
