import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** Off-market properties: property records with no listing, searched by place and owner filters (issue 28). */
export default {
  routes: [
    {
      path: '/products/lists/off-market',
      title: 'Off-market properties',
      page: lazyPage('off-market', () => import('./OffMarketPage.tsx')),
    },
  ],
} satisfies CustomFeature;
