import type { ApiRequest } from '../auth/httpClient.ts';
import type { FeedStatus } from '../../server/listings/feeds/schemas.ts';

export type { FeedStatus };

export const feedPaths = {
  list: '/feeds/',
  sync: (id: string, full: boolean) => `/feeds/${encodeURIComponent(id)}/sync/${full ? '?full=true' : ''}`,
};

/** The listing feeds' status and a sync by hand, for the portal's operators (docs/feeds.md, Operators). */
export function feedMethods(request: ApiRequest) {
  return {
    feeds: async () => (await request(feedPaths.list)).json as FeedStatus[],
    syncFeed: async (id: string, full: boolean) =>
      ((await request(feedPaths.sync(id, full), { method: 'POST' })).json as { queued: boolean }).queued,
  };
}
