import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/dataProvider.ts';

/** The signed-in user's profile (GET /profile/), read once and shared by every screen that needs who "me" is. */
export function useProfile() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: ['profile'], queryFn: () => dataProvider.getProfile(), retry: false });
}
