import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** The new-search page's chunk: Root starts loading it beside the shell's when that is the address opened. */
export const loadNewSearchPage = () => import('./NewSearchPage.tsx');

/** New search (spec section 2); saved searches and saved properties are resources (src/resources). */
export default {
  routes: [{ path: '/products/lists/new-search', title: 'New search', page: lazyPage('new-search', loadNewSearchPage) }],
} satisfies CustomFeature;
