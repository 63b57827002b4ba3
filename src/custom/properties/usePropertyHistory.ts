import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

/** A listing's price and status events, newest first (GET /properties/{id}/history/). */
export function usePropertyHistory(id: string | number) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['property-history', String(id)],
    retry: false,
    queryFn: () => dataProvider.getPropertyHistory(String(id)),
  });
}
