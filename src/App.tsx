import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './dataProvider/authProvider.ts';
import { noLayoutRoutes, pageRoutes } from './custom/routes.tsx';
import { RootRedirect } from './custom/RootRedirect.tsx';
import { dataProvider } from './dataProvider/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { crmResources } from './resources/crmResources.tsx';
import { theme } from './shared/theme/theme.ts';
import { ToastNotifications, ToastProvider } from './shared/toasts/ToastNotifications.tsx';
import { downloads } from './resources/downloads/index.ts';
import savedProperties from './resources/saved-properties/index.ts';
import savedSearches from './resources/saved-searches/index.ts';
import apiKeys from './resources/keys/index.ts';
import { DOWNLOADS, KEYS, SAVED_PROPERTIES, SAVED_SEARCHES } from './dataProvider/resourceNames.ts';

/**
 * The signed-in area, loaded on demand by Root (inside its BrowserRouter). The sign-in screens live outside it
 * (src/custom/auth/authRoutes.tsx), so react-admin has no login page of its own: a failed auth check goes to /login.
 * "/" is a route of its own rather than react-admin's dashboard, which checks the session first and so would send a
 * signed-out visitor straight to /login; the spec sends them to /products, which then asks for sign-in.
 */
const App = () => (
  <ToastProvider>
    <Admin
      title="PropScout"
      authProvider={authProvider}
      dataProvider={dataProvider}
      layout={AppLayout}
      loginPage={false}
      notification={ToastNotifications}
      theme={theme}
      store={localStorageStore(undefined, 'propscout')}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<RootRedirect />} />
        {noLayoutRoutes()}
      </CustomRoutes>
      <CustomRoutes>{pageRoutes()}</CustomRoutes>
      <Resource name={SAVED_SEARCHES} {...savedSearches} />
      <Resource name={SAVED_PROPERTIES} {...savedProperties} />
      <Resource name={DOWNLOADS} {...downloads} />
      {crmResources()}
      <Resource name={KEYS} {...apiKeys} />
    </Admin>
  </ToastProvider>
);
export default App;
