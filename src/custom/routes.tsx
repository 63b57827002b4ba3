import type { ComponentType } from 'react';
import { Authenticated } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from '../lib/lazyPage.tsx';

interface PageRoute {
  path: string;
  /** What the screen is, in words (the routes table reads as the spec's section 2). */
  title: string;
  page: ComponentType;
}

const SettingsPage = lazyPage('settings', () => import('./settings/SettingsPage.tsx'));
const NewSearchPage = lazyPage('new-search', () => import('./search/NewSearchPage.tsx'));
const PropertyPage = lazyPage('property', () => import('./properties/PropertyPage.tsx'));
const PropertyGalleryPage = lazyPage('property-photos', () => import('./properties/PropertyGalleryPage.tsx'));
const UsageDashboardPage = lazyPage('usage-dashboard', () => import('./usage/UsageDashboardPage.tsx'));
const SubscriptionPage = lazyPage('subscription', () => import('./billing/SubscriptionPage.tsx'));
const ProductSelectPage = lazyPage('product-select', () => import('./billing/ProductSelectPage.tsx'));
const ReportDemoPage = lazyPage('report-demo', () => import('./reports/ReportDemoPage.tsx'));
const ReportHistoryPage = lazyPage('report-history', () => import('./reports/ReportHistoryPage.tsx'));
const ReportPage = lazyPage('report', () => import('./reports/ReportPage.tsx'));
const AuctionReportPage = lazyPage('auction-report', () =>
  import('./reports/ReportPage.tsx').then((m) => ({ default: m.AuctionReportPage })),
);
const WidgetPage = lazyPage('integrations-widget', () => import('./integrations/WidgetPage.tsx'));
const EndpointsPage = lazyPage('integrations-apis', () => import('./integrations/EndpointsPage.tsx'));
const EndpointDocPage = lazyPage('integrations-api-doc', () => import('./integrations/EndpointDocPage.tsx'));
const AuditPage = lazyPage('website-audit', () => import('./integrations/AuditPage.tsx'));
const SharedReportPage = lazyPage('report-shared', () => import('./reports/SharedReportPage.tsx'));
const SharedListingPage = lazyPage('listing-shared', () => import('./properties/SharedListingPage.tsx'));
const RecentPropertiesPage = lazyPage('properties', () =>
  import('./properties/ViewedPropertiesPage.tsx').then((m) => ({ default: m.RecentPropertiesPage })),
);
const OlderPropertiesPage = lazyPage('properties-older', () =>
  import('./properties/ViewedPropertiesPage.tsx').then((m) => ({ default: m.OlderPropertiesPage })),
);

/** Screens of the signed-in area (spec section 2), each loaded on demand. */
export const PAGE_ROUTES: PageRoute[] = [
  { path: '/products/lists/new-search', title: 'New search', page: NewSearchPage },
  { path: '/products/usage/dashboard', title: 'Credit usage', page: UsageDashboardPage },
  { path: '/dashboard', title: 'Credit usage', page: UsageDashboardPage },
  { path: '/products/integrations/full-report', title: 'Website widget', page: WidgetPage },
  // /products/integrations/keys is the API keys resource (src/resources/keys), mounted in App.
  { path: '/products/integrations/apis', title: 'Developer API', page: EndpointsPage },
  { path: '/products/integrations/apis/documentation/:id', title: 'API documentation', page: EndpointDocPage },
  { path: '/products/full-property-report/demo', title: 'Full property report', page: ReportDemoPage },
  { path: '/products/full-property-report/history', title: 'Report history', page: ReportHistoryPage },
  { path: '/products/properties/photos/:id', title: 'Property photos', page: PropertyGalleryPage },
  // A listing's facts and ratings; its gallery above is the spec's photos route.
  { path: '/products/properties/:id', title: 'Property', page: PropertyPage },
  { path: '/settings', title: 'Settings', page: SettingsPage },
  { path: '/subscription', title: 'Subscription', page: SubscriptionPage },
  // /iframe, /report?embed=… and /auction-report?embed=… are the embedded widget, outside this app (Root, custom/embed).
  { path: '/report', title: 'Property report', page: ReportPage },
  { path: '/auction-report', title: 'Auction property report', page: AuctionReportPage },
  { path: '/websites/audit/report', title: 'Website audit', page: AuditPage },
  { path: '/properties', title: 'Recently viewed properties', page: RecentPropertiesPage },
  { path: '/properties/older', title: 'Older viewed properties', page: OlderPropertiesPage },
  { path: '/product-select', title: 'Choose a product', page: ProductSelectPage },
];

/** Redirects from spec section 2. */
export const REDIRECTS: [from: string, to: string][] = [
  ['/products', '/products/lists'],
  ['/products/lists', '/products/lists/new-search'],
  ['/products/usage', '/products/lists/new-search'],
  ['/products/integrations', '/products/integrations/full-report'],
  ['/products/full-property-report', '/products/full-property-report/demo'],
];

export const pageRoutes = () => [
  ...REDIRECTS.map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />),
  ...PAGE_ROUTES.map(({ path, page: Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Authenticated>
          <Page />
        </Authenticated>
      }
    />
  )),
];

/** Share links open without signing in, so outside the layout (whose app bar reads the session): a report, an e-mailed listing. */
export const publicPageRoutes = () => [
  <Route key="/report/shared/:token" path="/report/shared/:token" element={<SharedReportPage />} />,
  <Route key="/listing/:token" path="/listing/:token" element={<SharedListingPage />} />,
];
