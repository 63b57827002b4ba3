import { lazyPage } from '../../lib/lazyPage.tsx';
import type { CustomFeature } from '../../shared/featureRoutes.ts';

/** Full property reports: the demo, the history, a report and an auction report, and the share link that opens without signing in. */
export default {
  routes: [
    {
      path: '/products/full-property-report/demo',
      title: 'Full property report',
      page: lazyPage('report-demo', () => import('./ReportDemoPage.tsx')),
    },
    {
      path: '/products/full-property-report/history',
      title: 'Report history',
      page: lazyPage('report-history', () => import('./ReportHistoryPage.tsx')),
    },
    // /report?embed=… and /auction-report?embed=… are the embedded widget's, outside the signed-in app (Root, custom/embed).
    { path: '/report', title: 'Property report', page: lazyPage('report', () => import('./ReportPage.tsx')) },
    {
      path: '/auction-report',
      title: 'Auction property report',
      page: lazyPage('auction-report', () => import('./ReportPage.tsx').then((m) => ({ default: m.AuctionReportPage }))),
    },
  ],
  noLayoutRoutes: [
    { path: '/report/shared/:token', title: 'Shared report', page: lazyPage('report-shared', () => import('./SharedReportPage.tsx')) },
  ],
} satisfies CustomFeature;
