import { Navigate } from 'react-router-dom';
import { getIdToken, getRefreshToken } from '../auth/tokens.ts';

/** "/": signed in goes to the new-search page, otherwise to products (which asks for sign-in). */
export const RootRedirect = () => <Navigate to={getIdToken() || getRefreshToken() ? '/products/lists/new-search' : '/products'} replace />;
