/** The sign-in screens: Root mounts them outside the admin shell, so they load without react-admin. */
export { authRoutes } from './authRoutes.tsx';
