import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import { SearchError } from '../../dataProvider/search.ts';
import type { CountAnswer, SearchQuery } from '../../dataProvider/searchTypes.ts';

/** The react-query key of every count (with the filters after it): a paid search makes them be asked again. */
export const COUNT_QUERY = ['search', 'count'];

/** Waits this long after the last filter change before counting. */
export const COUNT_DEBOUNCE_MS = 400;

export type CountState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; answer: CountAnswer }
  | { status: 'error'; error: SearchError };

/** The free count of the filters as they stand (null query: nothing to count yet); react-query cancels counts nobody waits for. */
export function useMatchCount(query: SearchQuery | null): CountState {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const key = query ? JSON.stringify(query) : '';
  const [settled, setSettled] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const count = useQuery({
    queryKey: [...COUNT_QUERY, settled],
    queryFn: ({ signal }) => dataProvider.countProperties(JSON.parse(settled) as SearchQuery, { signal }),
    enabled: settled !== '' && settled === key,
    retry: false,
    gcTime: 0,
  });

  if (!key) return { status: 'idle' };
  if (settled !== key || count.isPending) return { status: 'loading' };
  if (count.isError) {
    const error = count.error;
    return { status: 'error', error: error instanceof SearchError ? error : new SearchError(String(error), 0, String(error)) };
  }
  return { status: 'done', answer: count.data };
}
