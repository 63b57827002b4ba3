import { useQuery } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import { propertyPaths } from './propertiesApi.ts';
import type { PropertyDetail } from './propertyTypes.ts';

export function useProperty(id: string | undefined) {
  const { request } = useApi();
  return useQuery({
    queryKey: ['property', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => (await request<PropertyDetail>(propertyPaths.detail(id!))).json,
  });
}
