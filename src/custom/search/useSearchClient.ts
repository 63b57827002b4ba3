import { useMemo } from 'react';
import { useApi } from '../apiContext.ts';
import { createSearchClient } from './searchClient.ts';

export function useSearchClient() {
  const { request, refreshSession } = useApi();
  return useMemo(() => createSearchClient({ request, refreshSession }), [request, refreshSession]);
}
