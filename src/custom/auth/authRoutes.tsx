import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, Route } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage.tsx';
import { PageSpinner } from '../../shared/PageSpinner.tsx';
import { ACCESSIBLE_DEFAULTS, BREAKPOINTS, CLIENT_ONLY_MEDIA_QUERIES, PALETTE } from '../../shared/theme/themeBase.ts';

const LoginPage = lazyPage('login', () => import('./LoginPage.tsx'));
const SignupPage = lazyPage('signup', () => import('./SignupPage.tsx'));
const LoginRedirectionPage = lazyPage('login-redirection', () => import('./LoginRedirectionPage.tsx'));
const LoginCallbackPage = lazyPage('login-callback', () => import('./LoginCallbackPage.tsx'));

/** The authentication screens (spec section 2), rendered outside the admin shell so they load without react-admin. */
export const AUTH_ROUTES = [
  { path: '/login', page: LoginPage },
  { path: '/signup', page: SignupPage },
  { path: '/login/redirection', page: LoginRedirectionPage },
  { path: '/login/callback', page: LoginCallbackPage },
];

// Made on first use, not when the entry script loads: a signed-in page never needs it.
let authTheme: ReturnType<typeof createTheme> | undefined;
const getAuthTheme = () =>
  (authTheme ??= createTheme({
    palette: PALETTE,
    breakpoints: BREAKPOINTS,
    components: { ...CLIENT_ONLY_MEDIA_QUERIES, ...ACCESSIBLE_DEFAULTS },
  }));

/** MUI's theme and baseline for the sign-in screens; the admin shell brings its own. */
const AuthShell = () => (
  <ThemeProvider theme={getAuthTheme()}>
    <CssBaseline />
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  </ThemeProvider>
);

export const authRoutes = () => (
  <Route element={<AuthShell />}>
    {AUTH_ROUTES.map(({ path, page: Page }) => (
      <Route key={path} path={path} element={<Page />} />
    ))}
  </Route>
);
