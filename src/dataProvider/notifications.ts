import type { ApiRequest } from '../auth/httpClient.ts';
import type { Notification } from '../../server/notifications/schemas.ts';
import type { PagedResponse } from './query.ts';

export type { Notification };

export const notificationPaths = {
  list: (pageSize: number, unreadOnly = false) =>
    `/notifications/?${new URLSearchParams({ page_size: String(pageSize), ...(unreadOnly && { unread: 'true' }) })}`,
  unreadCount: '/notifications/unread-count/',
  read: (id: number) => `/notifications/${id}/read/`,
  readAll: '/notifications/read-all/',
};

/** In-app notifications (server/routes/notifications): the bell's list, its unread count, and marking them read. */
export function notificationMethods(request: ApiRequest) {
  const json = async <T>(path: string, init?: RequestInit) => (await request(path, init)).json as T;
  return {
    notifications: (pageSize: number) => json<PagedResponse<Notification>>(notificationPaths.list(pageSize)),
    unreadNotificationCount: async () => (await json<{ unread: number }>(notificationPaths.unreadCount)).unread,
    markNotificationRead: async (id: number) => {
      await request(notificationPaths.read(id), { method: 'POST' });
    },
    markAllNotificationsRead: async () => (await json<{ updated: number }>(notificationPaths.readAll, { method: 'POST' })).updated,
  };
}
