import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authRoutes } from './custom/auth/index.ts';
import { EmbedPage, embedKind } from './custom/embed/index.ts';
import { loadNewSearchPage } from './custom/search/index.ts';
import { lazyPage } from './lib/lazyPage.tsx';

/** The signed-in area: react-admin, its resources and pages, loaded only when a route outside the sign-in screens is opened. */
const App = lazyPage('app', () => import('./App.tsx'));

/**
 * The new-search page is where a signed-in user lands: its chunk starts loading with the admin shell's, rather than after
 * the shell has loaded, checked the session and matched the route (one round trip less before the page shows).
 */
if (window.location.pathname.replace(/\/+$/, '') === '/products/lists/new-search') void loadNewSearchPage();

/** /report and /auction-report are signed-in pages unless ?embed= makes them the widget's, so the choice reads the query too. */
const AppOrEmbed = () => {
  const { pathname, search } = useLocation();
  return embedKind(pathname, search) ? <EmbedPage /> : <App />;
};

// Real paths, not react-admin's default hash router: the spec's routes and the hosted page's callback need them.
export const Root = () => (
  <BrowserRouter>
    <Routes>
      {authRoutes()}
      <Route path="*" element={<AppOrEmbed />} />
    </Routes>
  </BrowserRouter>
);
