import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { SearchError } from '../../dataProvider/search.ts';
import { BALANCE_QUERY } from '../../dataProvider/usage.ts';
import type { SearchPage, SearchQuery } from '../../custom/search/searchTypes.ts';

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

/** Runs results pages (a new filter set costs a credit, its pages and sorts within 24 hours nothing); a newer run makes an older answer irrelevant. */
export function useSearchResults(onCredits?: (remaining: number) => void) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<AppliedSearch | null>(null);
  const [state, setState] = useState<ResultsState>({ status: 'idle' });
  const latest = useRef(0);
  const lastPage = useRef<SearchPage | undefined>(undefined);

  const run = useCallback(
    async (next: AppliedSearch) => {
      const id = ++latest.current;
      setApplied(next);
      setState({ status: 'loading', previous: lastPage.current });
      try {
        const page = await dataProvider.search(next.query, { page: next.page, pageSize: next.pageSize, savedSearchId: next.savedSearchId });
        if (id !== latest.current) return;
        lastPage.current = page;
        setState({ status: 'done', page });
        onCredits?.(page.credits_remaining);
        // The app bar's balance follows the search's answer.
        queryClient.setQueryData(BALANCE_QUERY, (old: object | undefined) => ({ ...old, balance: page.credits_remaining }));
      } catch (error) {
        if (id !== latest.current) return;
        setState({
          status: 'error',
          error: error instanceof SearchError ? error : new SearchError(String(error), 0, String(error)),
          previous: lastPage.current,
        });
      }
    },
    [dataProvider, onCredits, queryClient],
  );

  const reset = useCallback(() => {
    latest.current++;
    lastPage.current = undefined;
    setApplied(null);
    setState({ status: 'idle' });
  }, []);

  return { applied, state, run, reset };
}
