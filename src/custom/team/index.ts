import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** Teams: members, invitations, roles and the audit log; the invitation e-mail's link. */
export default {
  routes: [
    { path: '/team', title: 'Team', page: lazyPage('team', () => import('./TeamPage.tsx')) },
    { path: '/team/accept', title: 'Join a team', page: lazyPage('team-accept', () => import('./TeamAcceptPage.tsx')) },
  ],
} satisfies CustomFeature;
