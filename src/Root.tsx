import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authRoutes } from './custom/auth/authRoutes.tsx';
import { lazyPage } from './layout/lazyPage.tsx';

/** The signed-in area: react-admin, its resources and pages, loaded only when a route outside the sign-in screens is opened. */
const App = lazyPage('app', () => import('./App.tsx'));

// Real paths, not react-admin's default hash router: the spec's routes and the hosted page's callback need them.
export const Root = () => (
  <BrowserRouter>
    <Routes>
      {authRoutes()}
      <Route path="*" element={<App />} />
    </Routes>
  </BrowserRouter>
);
