import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { Credits } from './CountSummary.tsx';

/** The credit balance and the cost of a results page; counts and searches report the new balance. */
export function useCredits() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  // The balance is a nicety: a failure leaves it unknown, and the search itself reports credit errors.
  const { data } = useQuery({ queryKey: ['search', 'credits'], queryFn: () => dataProvider.getCredits(), retry: false });
  const [reported, setBalance] = useState<number | null>(null);
  const credits: Credits = { balance: reported ?? data?.balance ?? null, costPerPage: data?.cost_per_results_page ?? 1 };
  return { credits, setBalance };
}
