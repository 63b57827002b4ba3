import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { SearchError } from '../../dataProvider/search.ts';
import type { SearchPage, SearchQuery } from '../../dataProvider/searchTypes.ts';
import { useBalanceUpdates } from '../credits.ts';
import { COUNT_QUERY } from './useMatchCount.ts';

export const PAGE_SIZES = [25, 50, 100];

export interface AppliedSearch {
  query: SearchQuery;
  page: number;
  pageSize: number;
  savedSearchId?: number;
}

export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchPage }
  | { status: 'done'; page: SearchPage }
  | { status: 'error'; error: SearchError; previous?: SearchPage };

const asSearchError = (error: unknown) => (error instanceof SearchError ? error : new SearchError(String(error), 0, String(error)));

/**
 * Runs results pages (a new filter set costs a credit, its pages and sorts within 24 hours nothing). Each run is a
 * mutation: only the latest run's answer is shown, and the page shown before stays in view while the next one loads.
 */
export function useSearchResults() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { reportBalance, refreshBalance } = useBalanceUpdates();
  const queryClient = useQueryClient();
  const [lastPage, setLastPage] = useState<SearchPage | undefined>(undefined);
  const results = useMutation({
    mutationFn: (next: AppliedSearch) =>
      dataProvider.search(next.query, { page: next.page, pageSize: next.pageSize, savedSearchId: next.savedSearchId }),
  });
  const { mutate, reset: resetResults } = results;

  const run = useCallback(
    (next: AppliedSearch) =>
      mutate(next, {
        // Per-call callbacks: react-query calls them for the latest run only.
        onSuccess: (page) => {
          setLastPage(page);
          reportBalance(page.credits_remaining);
          if (page.credits_charged > 0) {
            void refreshBalance();
            // The filters are paid for now: the count (their price before applying) is asked again, and says so.
            void queryClient.invalidateQueries({ queryKey: COUNT_QUERY });
          }
        },
      }),
    [mutate, reportBalance, refreshBalance, queryClient],
  );

  const reset = useCallback(() => {
    resetResults();
    setLastPage(undefined);
  }, [resetResults]);

  const state: ResultsState = results.isPending
    ? { status: 'loading', previous: lastPage }
    : results.isSuccess
      ? { status: 'done', page: results.data }
      : results.isError
        ? { status: 'error', error: asSearchError(results.error), previous: lastPage }
        : { status: 'idle' };
  return { applied: results.variables ?? null, state, run, reset };
}
