/**
 * What an action would cost, asked before it is made. Each charging domain prices its action with the one function its
 * charge uses (searchService, downloadService, reportService), so the preview and the charge cannot differ; this module
 * only adds the balance.
 */
export const QUOTE_ACTIONS = ['search', 'auction_search', 'download', 'auction_download', 'report'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/** A domain's price of one action. */
export interface Price {
  /** What the ledger row will say it bought: the charge's own entry description. */
  label: string;
  cost: number;
  /** Why it costs nothing (already paid for, nothing to buy), in words; null when it costs or there is no reason to give. */
  freeReason: string | null;
  /** Until when the free reason holds (a paid-once window), or null. */
  freeUntil: Date | null;
}

export interface Quote {
  action: QuoteAction;
  label: string;
  cost: number;
  balance: number;
  /** The balance once the action is paid; unchanged when the balance cannot pay for it (`affordable` false). */
  balance_after: number;
  /** Whether the balance covers the cost: the action would otherwise answer 402. */
  affordable: boolean;
  free_reason: string | null;
  free_until: string | null;
}

export function quoteOf(action: QuoteAction, price: Price, balance: number): Quote {
  return {
    action,
    label: price.label,
    cost: price.cost,
    balance,
    balance_after: balance >= price.cost ? balance - price.cost : balance,
    affordable: balance >= price.cost,
    free_reason: price.freeReason,
    free_until: price.freeUntil?.toISOString() ?? null,
  };
}
