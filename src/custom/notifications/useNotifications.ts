import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';

/** The bell's unread count is asked again this often (and when the window regains focus). */
const UNREAD_POLL_MS = 60_000;
/** The latest notifications the bell lists. */
export const BELL_PAGE_SIZE = 10;

export function useUnreadCount() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: () => dataProvider.unreadNotificationCount(),
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });
}

export function useLatestNotifications(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['notifications', 'latest'],
    queryFn: () => dataProvider.notifications(BELL_PAGE_SIZE),
    enabled,
    retry: false,
  });
}

/** Marking one or all read; the count and the list are read again after. */
export function useMarkRead() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['notifications'] });
  return {
    one: useMutation({ mutationFn: (id: number) => dataProvider.markNotificationRead(id), onSettled }),
    all: useMutation({ mutationFn: () => dataProvider.markAllNotificationsRead(), onSettled }),
  };
}
