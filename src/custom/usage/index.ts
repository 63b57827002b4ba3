import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

const UsageDashboardPage = lazyPage('usage-dashboard', () => import('./UsageDashboardPage.tsx'));

/** The credit usage dashboard, at its spec address and at /dashboard; download history is a resource (src/resources/downloads). */
export default {
  routes: [
    { path: '/products/usage/dashboard', title: 'Credit usage', page: UsageDashboardPage },
    { path: '/dashboard', title: 'Credit usage', page: UsageDashboardPage },
  ],
} satisfies CustomFeature;
