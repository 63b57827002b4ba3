/** What a ledger row is for: a spend (search, download, report, api) or credits given (grant, refund). */
export const LEDGER_KINDS = ['search', 'download', 'report', 'api', 'grant', 'refund', 'transfer'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const SPEND_KINDS: readonly LedgerKind[] = ['search', 'download', 'report', 'api'];

/** What a charge or a grant bought, as the ledger shows it. */
export interface LedgerEntry {
  kind: LedgerKind;
  /** Words a person reads: what the charging domain wrote ("Search: Austin, TX · Active"), a report's address, an API key's name. */
  description: string;
  /** The app path of what it bought (a saved search, a search, a download, a report); null when there is nothing to open. */
  link?: string | null;
}

/** A charge made through the developer API: the key's name goes into the ledger row (shown with the dashboard's API calls). */
export interface ApiChannel {
  apiKeyName: string;
  /** Credits the request has spent so far: every charge made through the key adds to it (the API call's record). */
  credits: number;
}

/** The entry as written when `via` is an API key: kind 'api', "API · <key name>: <what it bought>"; unchanged otherwise. */
export function chargedVia(entry: LedgerEntry, via: ApiChannel | null | undefined): LedgerEntry {
  if (!via) return entry;
  return { kind: 'api', description: `API · ${via.apiKeyName}: ${entry.description}`, link: entry.link };
}
