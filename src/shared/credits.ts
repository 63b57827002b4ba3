import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';
import type { CreditsAnswer } from '../dataProvider/searchTypes.ts';

/** The one react-query key of the credit balance (GET /searches/credits/): the app bar and the search page read it. */
export const BALANCE_QUERY = ['credits', 'balance'];

/** The balance query's data: the API's answer, or only the balance another answer reported before that one came. */
export type Balance = Pick<CreditsAnswer, 'balance'> & Partial<CreditsAnswer>;

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
