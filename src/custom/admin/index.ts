import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** Operators' screens (ADMIN_EMAILS): the listing feeds' progress and a sync by hand. */
export default {
  routes: [{ path: '/admin/feeds', title: 'Data feeds', page: lazyPage('admin-feeds', () => import('./FeedsPage.tsx')) }],
} satisfies CustomFeature;
