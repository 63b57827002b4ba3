import { lazyPage } from '../../lib/lazyPage.tsx';

/** Which embedded page an address opens (Root asks on every load, so it stays tiny). */
export { embedKind } from './embedRoutes.ts';

/** The embedded widget (/iframe, /report?embed=…, /auction-report?embed=…): no portal session, no layout. */
export const EmbedPage = lazyPage('embed', () => import('./EmbedPage.tsx'));
