import { LEDGER_KIND_LABELS } from '../../../server/credits/schemas.ts';
import type { LedgerKind } from '../../dataProvider/usage.ts';

/** Ledger kinds in words: the one table, shared with the server's CSV exports. */
export const KIND_LABELS: Record<LedgerKind, string> = LEDGER_KIND_LABELS;

export const KIND_CHOICES = (Object.keys(KIND_LABELS) as LedgerKind[]).map((id) => ({ id, name: KIND_LABELS[id] }));

/** "−1", "+100": a ledger amount with its sign. */
export const signedCredits = (credits: number) => (credits > 0 ? `+${credits}` : credits < 0 ? `−${Math.abs(credits)}` : '0');

/** The usage series shown in the chart, each a kind of spend. */
export const USAGE_SERIES = [
  { key: 'searches', label: 'Searches' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'reports', label: 'Property reports' },
  { key: 'api_calls', label: 'API calls' },
] as const;
