import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** The subscription, the product choice after sign-up, and the plans page (without the layout; it reads the data provider). */
export default {
  routes: [
    { path: '/subscription', title: 'Subscription', page: lazyPage('subscription', () => import('./SubscriptionPage.tsx')) },
    { path: '/product-select', title: 'Choose a product', page: lazyPage('product-select', () => import('./ProductSelectPage.tsx')) },
  ],
  noLayoutRoutes: [{ path: '/plans', title: 'Plans', page: lazyPage('plans', () => import('./PlansPage.tsx')) }],
} satisfies CustomFeature;
