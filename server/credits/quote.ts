/**
 * What an action would cost, asked before it is made. Each charging domain prices its action with the one function its
 * charge uses (searchService, downloadService, reportService), so the preview and the charge cannot differ; this module
 * only adds the balance.
 */
import { creditsText, resetDay, type MemberMonth } from './credits.ts';

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
  /** A team member with a monthly cap: what it leaves them this month (absent without a cap). */
  cap_remaining?: number;
  /** With a cap: in words, when the cap (not the team's balance) is what limits them; null otherwise. */
  cap_note?: string | null;
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

/**
 * The quote for a team member with a monthly cap: affordable only within what the cap leaves this month (the charge is
 * refused past it), and, when the cap is tighter than the team's balance, a note saying so with the remainder.
 */
export function withCap(quote: Quote, month: MemberMonth | null): Quote {
  if (!month || month.cap === null || month.remaining === null) return quote;
  const affordable = quote.affordable && quote.cost <= month.remaining;
  const renews = resetDay(month.resets_at);
  const limits = month.remaining < quote.balance;
  return {
    ...quote,
    affordable,
    balance_after: affordable ? quote.balance - quote.cost : quote.balance,
    cap_remaining: month.remaining,
    cap_note: limits
      ? `Your team caps your spending at ${creditsText(month.cap)} a month: ${creditsText(month.remaining)} left until ${renews}.`
      : null,
  };
}
