import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** A listing's page and photo gallery, the recently viewed lists, and the e-mailed listing that opens without signing in. */
export default {
  routes: [
    {
      path: '/products/properties/photos/:id',
      title: 'Property photos',
      page: lazyPage('property-photos', () => import('./PropertyGalleryPage.tsx')),
    },
    // A listing's facts and ratings; its gallery above is the spec's photos route.
    { path: '/products/properties/:id', title: 'Property', page: lazyPage('property', () => import('./PropertyPage.tsx')) },
    {
      path: '/properties',
      title: 'Recently viewed properties',
      page: lazyPage('properties', () => import('./ViewedPropertiesPage.tsx').then((m) => ({ default: m.RecentPropertiesPage }))),
    },
    {
      path: '/properties/older',
      title: 'Older viewed properties',
      page: lazyPage('properties-older', () => import('./ViewedPropertiesPage.tsx').then((m) => ({ default: m.OlderPropertiesPage }))),
    },
  ],
  noLayoutRoutes: [
    { path: '/listing/:token', title: 'Shared listing', page: lazyPage('listing-shared', () => import('./SharedListingPage.tsx')) },
  ],
} satisfies CustomFeature;
