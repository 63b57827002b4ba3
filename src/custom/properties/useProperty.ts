import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

export function useProperty(id: string | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['property', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: () => dataProvider.getProperty(id!),
  });
}
