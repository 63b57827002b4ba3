import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './dataProvider/authProvider.ts';
import { pageRoutes, publicPageRoutes } from './custom/routes.tsx';
import { RootRedirect } from './custom/RootRedirect.tsx';
import { dataProvider } from './dataProvider/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { lazyPage } from './lib/lazyPage.tsx';
import { crmResources } from './resources/crmResources.tsx';
import { theme } from './shared/theme/theme.ts';
import { ToastNotifications, ToastProvider } from './shared/toasts/ToastNotifications.tsx';
import { downloads } from './resources/downloads/index.ts';
import savedProperties from './resources/saved-properties/index.ts';
import savedSearches from './resources/saved-searches/index.ts';
import apiKeys from './resources/keys/index.ts';
import { KEYS } from './dataProvider/resources.ts';

const PlansPage = lazyPage('plans', () => import('./custom/billing/PlansPage.tsx'));

/**
 * The signed-in area, loaded on demand by Root (inside its BrowserRouter). The sign-in screens live outside it
 * (src/custom/auth/authRoutes.tsx), so react-admin has no login page of its own: a failed auth check goes to /login.
 */
const App = () => (
  <ToastProvider>
    <Admin
      title="PropScout"
      authProvider={authProvider}
      dataProvider={dataProvider}
      layout={AppLayout}
      loginPage={false}
      dashboard={RootRedirect}
      notification={ToastNotifications}
      theme={theme}
      store={localStorageStore(undefined, 'propscout')}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        {/* Plans use the data provider, so they live in the admin, without its layout. */}
        <Route path="/plans" element={<PlansPage />} />
        {publicPageRoutes()}
      </CustomRoutes>
      <CustomRoutes>{pageRoutes()}</CustomRoutes>
      <Resource name="products/lists/saved-searches" {...savedSearches} />
      <Resource name="products/saved-properties" {...savedProperties} />
      <Resource name="products/usage/download-history" {...downloads} />
      {crmResources()}
      <Resource name={KEYS} {...apiKeys} />
    </Admin>
  </ToastProvider>
);
export default App;
