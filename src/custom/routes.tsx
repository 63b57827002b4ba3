import { Authenticated } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { CustomFeature } from '../shared/featureRoutes.ts';
import admin from './admin/index.ts';
import billing from './billing/index.ts';
import integrations from './integrations/index.ts';
import offMarket from './offMarket/index.ts';
import properties from './properties/index.ts';
import reports from './reports/index.ts';
import search from './search/index.ts';
import settings from './settings/index.ts';
import team from './team/index.ts';
import usage from './usage/index.ts';

/** The custom pages' features, each declaring its routes in its index.ts; every page loads on demand. */
const FEATURES: CustomFeature[] = [search, offMarket, usage, integrations, reports, properties, settings, billing, team, admin];

/** Screens of the signed-in area (spec section 2). /products/integrations/keys is the API keys resource (src/resources/keys). */
export const PAGE_ROUTES = FEATURES.flatMap((feature) => feature.routes ?? []);

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

/**
 * Screens outside the layout: share links open without signing in (a report, an e-mailed listing), and the plans page
 * checks the session through the data provider itself.
 */
export const noLayoutRoutes = () =>
  FEATURES.flatMap((feature) => feature.noLayoutRoutes ?? []).map(({ path, page: Page }) => (
    <Route key={path} path={path} element={<Page />} />
  ));
