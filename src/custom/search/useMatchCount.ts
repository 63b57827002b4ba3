import { useEffect, useState } from 'react';
import { isAbort, SearchError } from './searchClient.ts';
import type { CountAnswer, SearchQuery } from './searchTypes.ts';
import { useSearchClient } from './useSearchClient.ts';

/** Waits this long after the last filter change before counting. */
export const COUNT_DEBOUNCE_MS = 400;

export type CountState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; answer: CountAnswer } | { status: 'error'; error: SearchError };

/** The free count of the filters as they stand (null query: nothing to count yet); stale counts are cancelled. */
export function useMatchCount(query: SearchQuery | null): CountState {
  const client = useSearchClient();
  const [result, setResult] = useState<{ key: string; state: CountState } | null>(null);
  const key = query ? JSON.stringify(query) : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.count(JSON.parse(key) as SearchQuery, controller.signal).then(
        (answer) => setResult({ key, state: { status: 'done', answer } }),
        (error: unknown) => {
          if (isAbort(error)) return;
          setResult({ key, state: { status: 'error', error: error instanceof SearchError ? error : new SearchError(String(error), 0, String(error)) } });
        },
      );
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, client]);

  if (!key) return { status: 'idle' };
  return result?.key === key ? result.state : { status: 'loading' };
}
