import { useCallback, useEffect, useState } from 'react';
import type { Credits } from './CountSummary.tsx';
import { useSearchClient } from './useSearchClient.ts';

/** The credit balance and the cost of a results page; counts and searches report the new balance. */
export function useCredits() {
  const client = useSearchClient();
  const [credits, setCredits] = useState<Credits>({ balance: null, costPerPage: 1 });
  useEffect(() => {
    let live = true;
    client.credits().then(
      (answer) => live && setCredits({ balance: answer.balance, costPerPage: answer.cost_per_results_page }),
      () => undefined, // the balance is a nicety; the search itself reports credit errors
    );
    return () => {
      live = false;
    };
  }, [client]);
  const setBalance = useCallback((balance: number) => setCredits((current) => ({ ...current, balance })), []);
  return { credits, setBalance };
}
