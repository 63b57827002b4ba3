import type { ComponentType } from 'react';

/** A screen of the portal: its path, what it is in words (the routes table reads as the spec's section 2), its page. */
export interface PageRoute {
  path: string;
  title: string;
  page: ComponentType;
}

/** What a custom feature's index.ts exports (src/custom/routes.tsx mounts them), as a resource's index.ts does for react-admin. */
export interface CustomFeature {
  /** Signed-in screens inside the layout. */
  routes?: PageRoute[];
  /** Screens without the layout or a sign-in check: share links, and the plans page that checks the session itself. */
  noLayoutRoutes?: PageRoute[];
}
