import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';
import type { CreditsAnswer } from '../dataProvider/searchTypes.ts';

/** The one react-query key of the credit balance (GET /searches/credits/): the app bar and the search page read it. */
export const BALANCE_QUERY = ['credits', 'balance'];

/** The balance query's data: the API's answer, or only the balance another answer reported before that one came. */
export type Balance = Pick<CreditsAnswer, 'balance'> & Partial<CreditsAnswer>;

/** A capped team member's month (GET /searches/credits/'s member_cap), as the chip says it. */
export type MemberCap = NonNullable<CreditsAnswer['member_cap']>;

/** "your monthly cap leaves you 7 credits until April 1" (resets_at: the first instant of the next month, UTC). */
export function capLeftText(cap: Pick<MemberCap, 'cap' | 'remaining' | 'resets_at'>): string {
  const until = new Date(cap.resets_at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const left = `${cap.remaining.toLocaleString('en-US')} credit${cap.remaining === 1 ? '' : 's'}`;
  return `your monthly cap of ${cap.cap.toLocaleString('en-US')} leaves you ${left} until ${until}`;
}

/** The credit balance; a failure leaves it unknown (the calls that spend report their own credit errors). */
export function useCreditBalance() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery<Balance>({ queryKey: BALANCE_QUERY, queryFn: () => dataProvider.getCredits(), staleTime: 30_000, retry: false });
}

/** Keeps the balance current: answers that carry it (counts, searches, the dashboard) report it; every spend or grant invalidates it. */
export function useBalanceUpdates() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      reportBalance: (balance: number) => queryClient.setQueryData<Balance>(BALANCE_QUERY, (old) => ({ ...old, balance })),
      refreshBalance: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY }),
    }),
    [queryClient],
  );
}
