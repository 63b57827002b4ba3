import { Type } from 'typebox';
import { LEDGER_KINDS } from './ledger.ts';

/** A ledger row's kind, as the usage and team ledger calls validate and document it (one list: LEDGER_KINDS). */
export const LedgerKindSchema = Type.Enum([...LEDGER_KINDS], { type: 'string', description: LEDGER_KINDS.join(', ') });
