import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider.ts';
import { pageRoutes } from './custom/routes.tsx';
import { RootRedirect } from './custom/RootRedirect.tsx';
import { dataProvider } from './dataProvider/index.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { crmResources } from './resources/crmResources.tsx';
import { lazyPage } from './layout/lazyPage.tsx';
import { theme } from './layout/theme.ts';
import { ToastNotifications, ToastProvider } from './layout/ToastNotifications.tsx';
import { downloads } from './resources/downloads/index.ts';
import savedProperties from './resources/saved-properties/index.ts';
import savedSearches from './resources/saved-searches/index.ts';

const LoginPage = lazyPage('login', () => import('./custom/auth/LoginPage.tsx'));
const SignupPage = lazyPage('signup', () => import('./custom/auth/SignupPage.tsx'));
const LoginRedirectionPage = lazyPage('login-redirection', () => import('./custom/auth/LoginRedirectionPage.tsx'));
const PlansPage = lazyPage('plans', () => import('./custom/billing/PlansPage.tsx'));
const LoginCallbackPage = lazyPage('login-callback', () => import('./custom/auth/LoginCallbackPage.tsx'));

// Real paths, not react-admin's default hash router: the spec's routes and the hosted page's callback need them.
export const App = () => (
  <BrowserRouter>
  <ToastProvider>
    <Admin
      title="PropScout"
      authProvider={authProvider}
      dataProvider={dataProvider}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={RootRedirect}
      notification={ToastNotifications}
      theme={theme}
      store={localStorageStore(undefined, 'propscout')}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/plans" element={<PlansPage />} />
        <Route path="/login/redirection" element={<LoginRedirectionPage />} />
        <Route path="/login/callback" element={<LoginCallbackPage />} />
      </CustomRoutes>
      <CustomRoutes>{pageRoutes()}</CustomRoutes>
      <Resource name="products/lists/saved-searches" {...savedSearches} />
      <Resource name="products/saved-properties" {...savedProperties} />
      <Resource name="products/usage/download-history" {...downloads} />
      {crmResources()}
    </Admin>
  </ToastProvider>
  </BrowserRouter>
);
