import { useCreditBalance } from '../credits.ts';
import type { Credits } from './CountSummary.tsx';

/** The credit balance (the app bar's, kept current by counts and searches) and the cost of a new filter set. */
export function useCredits(): Credits {
  const { data } = useCreditBalance();
  return { balance: data?.balance ?? null, costPerPage: data?.cost_per_results_page ?? 1 };
}
