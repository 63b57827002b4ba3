import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** The user's profile and password. */
export default {
  routes: [{ path: '/settings', title: 'Settings', page: lazyPage('settings', () => import('./SettingsPage.tsx')) }],
} satisfies CustomFeature;
